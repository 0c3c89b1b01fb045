/**
 * The project's layers, lowest first: a file imports only files of its own layer or of a lower one. The contract
 * (src/engine) stands on the ground floor; the texts' machinery is above it and below the games, so a game's texts
 * reach it only through the composition root; pictures and computer players are two wings of one floor and do not
 * import each other; the bot (with its commands and ratings) is above them; the root composes them all. The local
 * Discord stands apart: it imports only the floors under the games, and only the bot's app wing starts it.
 */
export interface Layer {
  name: string;
  /** Files of the layer, by their path from the repository root. */
  files: RegExp;
  /** Height: a file may import from its own height or lower. */
  floor: number;
  /** Layers of the same floor it must not import. */
  apartFrom?: readonly string[];
}

export const LAYERS: readonly Layer[] = [
  { name: 'engine', files: /^src\/engine\//, floor: 0 },
  { name: 'texts', files: /^src\/i18n\//, floor: 1 },
  { name: 'games', files: /^(src\/games\/|data\/)/, floor: 2 },
  { name: 'pictures', files: /^renderers\//, floor: 3, apartFrom: ['ai'] },
  { name: 'ai', files: /^src\/ai\//, floor: 3, apartFrom: ['pictures'] },
  { name: 'bot', files: /^(src\/bot\/|commands\/|src\/ratings\/)/, floor: 4 },
  { name: 'root', files: /^src\/(composition|main)\.ts$/, floor: 5 },
];

/** The local Discord: its own floor apart from the rest, under the games. */
export const EMULATOR = /^src\/emulator\//;
/** What the local Discord may import besides itself. */
export const EMULATOR_MAY_IMPORT = /^src\/(engine|i18n)\//;
/** The one wing of the bot that starts the local Discord (the playground). */
export const STARTS_EMULATOR = /^(src\/bot\/app\/|src\/main\.ts$)/;
/** Command-line tools and worker threads' entries (the build bundles each) are entry points: like the root they compose what they run. */
export const ENTRY_POINT = /-(cli|thread)\.ts$/;

export function layerOf(file: string): Layer | undefined {
  return LAYERS.find((layer) => layer.files.test(file));
}

/** The imports in `graph` that break the layer rules, as "from → to (why)". */
export function layerBreaches(graph: ReadonlyMap<string, readonly string[]>): string[] {
  const breaches: string[] = [];
  for (const [file, targets] of graph) {
    if (ENTRY_POINT.test(file)) continue;
    for (const target of targets) {
      const why = breach(file, target);
      if (why) breaches.push(`${file} → ${target} (${why})`);
    }
  }
  return breaches;
}

function breach(file: string, target: string): string | null {
  if (EMULATOR.test(file)) return EMULATOR.test(target) || EMULATOR_MAY_IMPORT.test(target) ? null : 'the local Discord stands apart';
  if (EMULATOR.test(target)) return STARTS_EMULATOR.test(file) ? null : 'only the app wing starts the local Discord';
  if (target === 'src/composition.ts' && !/^src\/main\.ts$/.test(file)) return 'only entry points import the composition root';
  const from = layerOf(file);
  const to = layerOf(target);
  if (!from || !to) return `outside the layers: ${!from ? file : target}`;
  if (to.floor > from.floor) return `${from.name} imports ${to.name}, a higher floor`;
  if (from.apartFrom?.includes(to.name)) return `${from.name} and ${to.name} stand apart`;
  return null;
}

/**
 * The bot's wings (src/bot/<wing>/), lowest first: a wing imports only itself and the wings before it. So showing
 * (show) never imports what plays (play, computers, seats), and what reacts to a showing is handed to it by the app
 * wing (app/show-reactions.ts). The commands (commands/) stand above every wing but the app, which loads them.
 */
export const WINGS = ['base', 'store', 'game', 'kernel', 'show', 'history', 'play', 'pings', 'computers', 'seats', 'lobby', 'app'] as const;

function wingOf(file: string): string | null {
  if (file.startsWith('commands/')) return 'commands';
  if (!file.startsWith('src/bot/')) return null;
  const match = /^src\/bot\/([^/]+)\//.exec(file);
  return match ? match[1] : '(none)';
}

function wingRank(wing: string): number {
  if (wing === 'commands') return WINGS.indexOf('app') - 0.5;
  return WINGS.indexOf(wing as (typeof WINGS)[number]);
}

/** The imports between the bot's wings that break their order, as "from → to (why)"; files of src/bot outside a wing too. */
export function wingBreaches(graph: ReadonlyMap<string, readonly string[]>): string[] {
  const breaches: string[] = [];
  for (const [file, targets] of graph) {
    const from = wingOf(file);
    if (from === null) continue;
    if (wingRank(from) < 0) {
      breaches.push(`${file} (not in a wing)`);
      continue;
    }
    for (const target of targets) {
      const to = wingOf(target);
      if (to === null || to === from) continue;
      if (wingRank(to) < 0 || wingRank(to) > wingRank(from)) breaches.push(`${file} → ${target} (${from} imports ${to})`);
    }
  }
  return breaches;
}
