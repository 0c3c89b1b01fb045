import type { Attachment } from 'discord.js';
import type { Text } from '../../engine/types';
import { tx } from '../../i18n';

/** The largest log the bot reads: a finished 5-player Terra Mystica log has about 40 KB. */
export const LOG_BYTES_MAX = 512 * 1024;
const DOWNLOAD_TIMEOUT_MS = 10_000;

/** Content types a text log may arrive with; Discord guesses them from the file name, and a log may have none. */
function looksTextual(contentType: string | null): boolean {
  if (!contentType) return true;
  const type = contentType.split(';')[0].trim().toLowerCase();
  return type.startsWith('text/') || type === 'application/octet-stream' || type === 'application/json';
}

/**
 * Downloads an uploaded log from Discord's CDN as text: refused (with a Text saying why) when it is too large, not
 * text (an image, a binary, invalid UTF-8) or cannot be fetched.
 */
export async function readLogUpload(upload: Pick<Attachment, 'url' | 'size' | 'contentType'>): Promise<{ text: string } | { why: Text }> {
  const tooBig = { why: tx('bot.import.tooBig', { max: Math.round(LOG_BYTES_MAX / 1024) }) };
  const notText = { why: tx('bot.import.notText') };
  if (upload.size > LOG_BYTES_MAX) return tooBig;
  if (!looksTextual(upload.contentType)) return notText;
  let bytes: Buffer;
  try {
    const response = await fetch(upload.url, { signal: AbortSignal.timeout(DOWNLOAD_TIMEOUT_MS) });
    if (!response.ok) return { why: tx('bot.import.download') };
    bytes = Buffer.from(await response.arrayBuffer());
  } catch {
    return { why: tx('bot.import.download') };
  }
  if (bytes.length > LOG_BYTES_MAX) return tooBig;
  if (bytes.includes(0)) return notText;
  try {
    // A byte-order mark is not part of the log.
    return { text: new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes) };
  } catch {
    return notText;
  }
}
