/**
 * PNG text chunks (tEXt): a picture carries facts about itself, such as the smallest font it was drawn with
 * (`MIN_FONT_KEY`), for checks that only see the file — a browser test of the board message on a phone.
 */
import { isPng } from './png';

export const MIN_FONT_KEY = 'tafelrunde:min-font-px';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

/** The PNG with a tEXt chunk `key`=`value` right after its header chunk. */
export function withPngText(png: Buffer, key: string, value: string): Buffer {
  if (!isPng(png)) throw new Error('not a PNG');
  const body = Buffer.concat([Buffer.from('tEXt', 'latin1'), Buffer.from(key, 'latin1'), Buffer.from([0]), Buffer.from(value, 'latin1')]);
  const chunk = Buffer.alloc(body.length + 8);
  chunk.writeUInt32BE(body.length - 4, 0);
  body.copy(chunk, 4);
  chunk.writeUInt32BE(crc32(body), body.length + 4);
  // Signature (8) + IHDR (4 length + 4 type + 13 data + 4 crc) = 33 bytes.
  return Buffer.concat([png.subarray(0, 33), chunk, png.subarray(33)]);
}

/** The value of the first tEXt chunk named `key`, or null. */
export function readPngText(png: Uint8Array, key: string): string | null {
  const bytes = Buffer.from(png.buffer, png.byteOffset, png.byteLength);
  let at = 8;
  while (at + 8 <= bytes.length) {
    const length = bytes.readUInt32BE(at);
    const type = bytes.toString('latin1', at + 4, at + 8);
    if (type === 'tEXt') {
      const data = bytes.subarray(at + 8, at + 8 + length);
      const zero = data.indexOf(0);
      if (zero >= 0 && data.toString('latin1', 0, zero) === key) return data.toString('latin1', zero + 1);
    }
    if (type === 'IEND') break;
    at += 12 + length;
  }
  return null;
}
