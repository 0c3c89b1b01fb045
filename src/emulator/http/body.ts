import type { IncomingMessage } from 'node:http';
import { DiscordError } from '../errors';
import { RESTJSONErrorCodes } from 'discord-api-types/v10';

/** One file of a multipart upload: `files[n]` parts carry the index n. */
export interface UploadedFile {
  field: string;
  index: number;
  filename: string;
  contentType: string;
  data: Buffer;
}

export interface ParsedBody {
  /** The JSON body, or the multipart `payload_json`; undefined when the request had no body. */
  json: unknown;
  files: UploadedFile[];
}

export async function readRaw(req: IncomingMessage, maxBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string);
    size += buffer.length;
    if (size > maxBytes) throw DiscordError.entityTooLarge();
    chunks.push(buffer);
  }
  return Buffer.concat(chunks);
}

/** Reads a JSON or multipart/form-data body the way Discord accepts them (`payload_json` + `files[n]`). */
export async function parseBody(req: IncomingMessage, maxBytes: number): Promise<ParsedBody> {
  return parseRawBody(await readRaw(req, maxBytes), req.headers['content-type'] ?? '');
}

/** The same for a body already read, e.g. the answer of an interactions endpoint. */
export async function parseRawBody(raw: Buffer, type: string): Promise<ParsedBody> {
  if (raw.length === 0) return { json: undefined, files: [] };
  if (type.startsWith('multipart/form-data')) return parseMultipart(raw, type);
  return { json: parseJson(raw.toString('utf8')), files: [] };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw DiscordError.invalidJson();
  }
}

async function parseMultipart(raw: Buffer, contentType: string): Promise<ParsedBody> {
  let form: FormData;
  try {
    form = await new Response(new Uint8Array(raw), { headers: { 'content-type': contentType } }).formData();
  } catch {
    throw new DiscordError(400, RESTJSONErrorCodes.InvalidFormBodyOrContentType, 'Invalid Form Body');
  }
  let json: unknown;
  const files: UploadedFile[] = [];
  let fallbackIndex = 0;
  const entries: [string, FormDataEntryValue][] = [];
  form.forEach((value, field) => entries.push([field, value]));
  for (const [field, value] of entries) {
    if (field === 'payload_json' && typeof value === 'string') {
      json = parseJson(value);
      continue;
    }
    if (typeof value === 'string') continue;
    const match = /^files\[(\d+)\]$/.exec(field);
    const index = match ? Number(match[1]) : fallbackIndex;
    fallbackIndex = Math.max(fallbackIndex, index + 1);
    files.push({
      field,
      index,
      filename: value.name || `file${index}`,
      contentType: value.type || guessContentType(value.name),
      data: Buffer.from(await value.arrayBuffer()),
    });
  }
  return { json, files };
}

export function guessContentType(filename: string): string {
  const ext = filename.toLowerCase().split('.').pop() ?? '';
  const known: Record<string, string> = {
    png: 'image/png',
    jpg: 'image/jpeg',
    jpeg: 'image/jpeg',
    gif: 'image/gif',
    webp: 'image/webp',
    svg: 'image/svg+xml',
    txt: 'text/plain; charset=utf-8',
    json: 'application/json',
  };
  return known[ext] ?? 'application/octet-stream';
}
