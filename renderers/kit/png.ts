/** Reading PNGs back: dimensions from the header, and pixels for checks (tests, benches). */
import { createCanvas, Image } from '@napi-rs/canvas';
import { parseHex } from './colour';

export const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export function isPng(buffer: Buffer): boolean {
  return buffer.length > 24 && buffer.subarray(0, 8).equals(PNG_SIGNATURE) && buffer.toString('ascii', 12, 16) === 'IHDR';
}

/** Width and height from the IHDR chunk. */
export function pngSize(buffer: Buffer): { width: number; height: number } {
  if (!isPng(buffer)) throw new Error('not a PNG');
  return { width: buffer.readUInt32BE(16), height: buffer.readUInt32BE(20) };
}

export interface DecodedImage {
  width: number;
  height: number;
  /** RGBA bytes, row by row. */
  data: Uint8ClampedArray;
}

/** Decodes a PNG into RGBA pixels. */
export function decodePng(buffer: Buffer): DecodedImage {
  const image = new Image();
  image.src = buffer;
  const canvas = createCanvas(image.width, image.height);
  const ctx = canvas.getContext('2d');
  ctx.drawImage(image, 0, 0);
  const { data } = ctx.getImageData(0, 0, image.width, image.height);
  return { width: image.width, height: image.height, data: new Uint8ClampedArray(data) };
}

/** The `#rrggbb` colour of one pixel. */
export function pixelAt(image: DecodedImage, x: number, y: number): string {
  const i = (Math.round(y) * image.width + Math.round(x)) * 4;
  return `#${[image.data[i], image.data[i + 1], image.data[i + 2]].map((v) => v.toString(16).padStart(2, '0')).join('')}`;
}

/** How many pixels inside a rectangle are within `tolerance` (per channel) of `hex`. */
export function countColour(
  image: DecodedImage,
  box: { x: number; y: number; w: number; h: number },
  hex: string,
  tolerance = 6,
): number {
  const { r, g, b } = parseHex(hex);
  const target = [r, g, b];
  let count = 0;
  const x0 = Math.max(0, Math.floor(box.x));
  const y0 = Math.max(0, Math.floor(box.y));
  const x1 = Math.min(image.width, Math.ceil(box.x + box.w));
  const y1 = Math.min(image.height, Math.ceil(box.y + box.h));
  for (let y = y0; y < y1; y++) {
    for (let x = x0; x < x1; x++) {
      const i = (y * image.width + x) * 4;
      if (
        Math.abs(image.data[i] - target[0]) <= tolerance &&
        Math.abs(image.data[i + 1] - target[1]) <= tolerance &&
        Math.abs(image.data[i + 2] - target[2]) <= tolerance
      ) {
        count++;
      }
    }
  }
  return count;
}
