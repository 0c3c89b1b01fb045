import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Reply } from './router';

const TYPES: Record<string, string> = {
  html: 'text/html; charset=utf-8',
  js: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  svg: 'image/svg+xml',
};

/** Serves the playground page's files (a fixed list: nothing outside the folder is reachable). */
export class StaticFiles {
  private readonly files: Map<string, string>;

  constructor(
    private readonly folder: URL,
    names: readonly string[],
  ) {
    this.files = new Map(names.map((n) => [`/${n}`, n]));
    this.files.set('/', 'index.html');
  }

  async serve(path: string): Promise<Reply | null> {
    const name = this.files.get(path);
    if (!name) return null;
    const bytes = await readFile(fileURLToPath(new URL(name, this.folder)));
    const ext = name.split('.').pop() ?? '';
    return { status: 200, bytes, contentType: TYPES[ext] ?? 'application/octet-stream', headers: { 'cache-control': 'no-cache' } };
  }
}
