/**
 * The timelapse under a final message: board pictures (PNG) → one animated GIF. gifenc (pure JS, small) encodes it:
 * each frame gets its own 256-colour palette, which keeps the boards' flat colours and text crisp. Frames are drawn
 * at the first frame's size, scaled down to `maxWidth`, so a large board stays within Discord's upload limit.
 */
import { createCanvas, Image } from '@napi-rs/canvas';
import * as gifencModule from 'gifenc';

// gifenc ships CommonJS for Node (functions on the default export) and ESM for bundlers such as vitest (named).
const gifenc = 'GIFEncoder' in gifencModule && typeof gifencModule.GIFEncoder === 'function' ? gifencModule : gifencModule.default;
const { applyPalette, GIFEncoder, quantize } = gifenc;

export interface AnimationOptions {
  /** Milliseconds each frame shows; the last one shows `lastDelayMs`. */
  delayMs: number;
  lastDelayMs: number;
  /** Frames wider than this are scaled down. */
  maxWidth: number;
  /** Called between frames so a caller can let other work run (the encoding is CPU-bound). */
  between?: () => Promise<void>;
}

export async function encodeAnimation(frames: readonly Buffer[], options: AnimationOptions): Promise<Buffer> {
  if (frames.length === 0) throw new Error('an animation needs at least one frame');
  const gif = GIFEncoder();
  let size: { width: number; height: number } | null = null;
  for (const [index, png] of frames.entries()) {
    const image = new Image();
    image.src = png;
    if (!size) {
      const scale = Math.min(1, options.maxWidth / image.width);
      size = { width: Math.max(1, Math.round(image.width * scale)), height: Math.max(1, Math.round(image.height * scale)) };
    }
    const canvas = createCanvas(size.width, size.height);
    const ctx = canvas.getContext('2d');
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(0, 0, size.width, size.height);
    ctx.drawImage(image, 0, 0, size.width, size.height);
    const { data } = ctx.getImageData(0, 0, size.width, size.height);
    const palette = quantize(data, 256);
    const last = index === frames.length - 1;
    gif.writeFrame(applyPalette(data, palette), size.width, size.height, { palette, delay: last ? options.lastDelayMs : options.delayMs, repeat: 0 });
    await options.between?.();
  }
  gif.finish();
  return Buffer.from(gif.bytes());
}

/** The frames of a GIF and its screen size, read from its blocks (for tests and checks; no pixels decoded). */
export function gifInfo(buffer: Buffer): { width: number; height: number; frames: number; delays: number[]; loops: boolean } {
  const signature = buffer.toString('ascii', 0, 6);
  if (signature !== 'GIF89a' && signature !== 'GIF87a') throw new Error('not a GIF');
  const width = buffer.readUInt16LE(6);
  const height = buffer.readUInt16LE(8);
  const packed = buffer[10];
  let at = 13 + (packed & 0x80 ? 3 * 2 ** ((packed & 7) + 1) : 0);
  let frames = 0;
  let loops = false;
  const delays: number[] = [];
  const skipSubBlocks = () => {
    while (buffer[at] !== 0) at += buffer[at] + 1;
    at += 1;
  };
  for (;;) {
    const block = buffer[at];
    if (block === 0x3b) break;
    if (block === 0x21) {
      const label = buffer[at + 1];
      if (label === 0xf9) delays.push(buffer.readUInt16LE(at + 4) * 10);
      if (label === 0xff && buffer.toString('ascii', at + 3, at + 14) === 'NETSCAPE2.0') loops = true;
      at += 2;
      skipSubBlocks();
    } else if (block === 0x2c) {
      frames++;
      const local = buffer[at + 9];
      at += 10 + (local & 0x80 ? 3 * 2 ** ((local & 7) + 1) : 0);
      at += 1; // LZW minimum code size
      skipSubBlocks();
    } else throw new Error(`GIF: unknown block 0x${block.toString(16)} at ${at}`);
  }
  return { width, height, frames, delays, loops };
}
