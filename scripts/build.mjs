// `npm run build` (and before every `npm start`): bundles the bot into dist/ as plain JavaScript that Node runs without
// tsx. Three entry points: the bot, and the two worker threads' files, which the pools look for beside the bundle
// (renderers/pool/index.ts, src/ai/pool.ts). Packages stay in node_modules (packages: external), so dist/ must sit
// inside the project; the playground page's static files are copied beside the bundle, where the emulator looks.
// `node scripts/build.mjs [outdir]`: another folder (inside the project) for tests.
import { cpSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));
const outdir = resolve(process.argv[2] ?? resolve(root, 'dist'));

rmSync(outdir, { recursive: true, force: true });
await build({
  absWorkingDir: root,
  entryPoints: {
    main: 'src/main.ts',
    'render-thread': 'renderers/pool/render-thread.ts',
    'think-thread': 'src/ai/think-thread.ts',
  },
  outdir,
  bundle: true,
  packages: 'external',
  platform: 'node',
  format: 'esm',
  target: 'node20',
  // Stack traces name the TypeScript files (npm start runs node --enable-source-maps).
  sourcemap: true,
  logLevel: 'warning',
});
// The playground page (src/emulator/server.ts serves ./playground/ beside its own module); its texts come from code.
cpSync(resolve(root, 'src/emulator/playground'), resolve(outdir, 'playground'), { recursive: true, filter: (path) => !path.endsWith('.ts') });
