import { isRecord } from '../validation/fields';
import { ControlError } from './control-error';
import type { ActionWait, AutocompleteRequest, ClickRequest, CommandAttachmentUpload, CommandOptionValue, CommandRequest, ModalSubmitRequest, SelectRequest } from './types';

/** Reads the control API's request bodies, refusing malformed ones with 400 instead of failing later. */
function field(body: Record<string, unknown>, key: string): string {
  const value = body[key];
  if (typeof value !== 'string' || value === '') throw new ControlError(400, `"${key}" must be a non-empty string`);
  return value;
}

function wait(body: Record<string, unknown>): ActionWait {
  if (body.settle !== undefined && typeof body.settle !== 'boolean') throw new ControlError(400, '"settle" must be true or false');
  if (body.waitMs !== undefined && (typeof body.waitMs !== 'number' || !(body.waitMs >= 0))) throw new ControlError(400, '"waitMs" must be a non-negative number');
  return { settle: body.settle, waitMs: body.waitMs };
}

/** A file for an attachment option: `{ filename, content, encoding?: "utf8" | "base64", contentType? }`. */
function upload(name: string, value: Record<string, unknown>): CommandAttachmentUpload {
  const { filename, content, encoding, contentType } = value;
  if (typeof filename !== 'string' || filename.trim() === '') throw new ControlError(400, `option "${name}": a file needs a non-empty "filename"`);
  if (typeof content !== 'string') throw new ControlError(400, `option "${name}": a file needs its "content" as a string`);
  if (encoding !== undefined && encoding !== 'utf8' && encoding !== 'base64') throw new ControlError(400, `option "${name}": "encoding" is "utf8" or "base64"`);
  if (contentType !== undefined && typeof contentType !== 'string') throw new ControlError(400, `option "${name}": "contentType" must be a string`);
  return { filename, content, ...(encoding ? { encoding } : {}), ...(contentType ? { contentType } : {}) };
}

function options(body: Record<string, unknown>): Record<string, CommandOptionValue> {
  if (body.options === undefined || body.options === null) return {};
  if (!isRecord(body.options)) throw new ControlError(400, '"options" must map option names to values');
  const out: Record<string, CommandOptionValue> = {};
  for (const [name, value] of Object.entries(body.options)) {
    if (isRecord(value)) out[name] = upload(name, value);
    else if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') {
      throw new ControlError(400, `option "${name}" must be a string, number, boolean or a file`);
    } else out[name] = value;
  }
  return out;
}

export function commandRequest(body: Record<string, unknown>): CommandRequest {
  return { userId: field(body, 'userId'), channelId: field(body, 'channelId'), name: field(body, 'name'), options: options(body), ...wait(body) };
}

export function autocompleteRequest(body: Record<string, unknown>): AutocompleteRequest {
  const { settle: _settle, ...rest } = commandRequest(body);
  return { ...rest, focused: field(body, 'focused') };
}

export function clickRequest(body: Record<string, unknown>): ClickRequest {
  if (body.forge !== undefined && typeof body.forge !== 'boolean') throw new ControlError(400, '"forge" must be true or false');
  return { userId: field(body, 'userId'), messageId: field(body, 'messageId'), customId: field(body, 'customId'), forge: body.forge, ...wait(body) };
}

export function selectRequest(body: Record<string, unknown>): SelectRequest {
  if (!Array.isArray(body.values) || !body.values.every((v): v is string => typeof v === 'string')) {
    throw new ControlError(400, '"values" must be a list of strings');
  }
  return { ...clickRequest(body), values: body.values };
}

export function modalRequest(body: Record<string, unknown>): ModalSubmitRequest {
  if (!isRecord(body.values) || !Object.values(body.values).every((v) => typeof v === 'string')) {
    throw new ControlError(400, '"values" must map text input custom_ids to strings');
  }
  return { userId: field(body, 'userId'), interactionId: field(body, 'interactionId'), values: body.values as Record<string, string>, ...wait(body) };
}
