/**
 * The bundled DejaVu fonts (npm package dejavu-fonts-ttf), registered under our own family names so a
 * renderer can never fall back to whatever fonts the host happens to have installed.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { GlobalFonts } from '@napi-rs/canvas';

export const SANS = 'TafelSans';
export const SANS_CONDENSED = 'TafelSansCondensed';
export const MONO = 'TafelMono';

const FILES: Record<string, string[]> = {
  [SANS]: ['DejaVuSans.ttf', 'DejaVuSans-Bold.ttf'],
  [SANS_CONDENSED]: ['DejaVuSansCondensed.ttf', 'DejaVuSansCondensed-Bold.ttf'],
  [MONO]: ['DejaVuSansMono.ttf', 'DejaVuSansMono-Bold.ttf'],
};

/** The folder holding the TTF files inside node_modules. */
export function fontDirectory(): string {
  const require = createRequire(import.meta.url);
  return path.join(path.dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');
}

let registered = false;

/** Registers the bundled fonts once per process; safe to call before every render. */
export function registerFonts(): void {
  if (registered) return;
  const directory = fontDirectory();
  for (const [family, files] of Object.entries(FILES)) {
    for (const file of files) {
      const key = GlobalFonts.registerFromPath(path.join(directory, file), family);
      if (!key) throw new Error(`could not register font ${file} from ${directory}`);
    }
  }
  registered = true;
}

export interface FontSpec {
  size: number;
  bold?: boolean;
  family?: string;
}

/** A CSS font string for the canvas, e.g. `bold 24px TafelSans`. */
export function font({ size, bold = false, family = SANS }: FontSpec): string {
  return `${bold ? 'bold ' : ''}${Math.round(size * 10) / 10}px ${family}`;
}
