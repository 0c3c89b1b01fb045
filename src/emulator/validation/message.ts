import type { FieldPath, FormErrors } from '../errors';
import type { JsonObject } from '../model';
import { validateComponents } from './components';
import { validateEmbeds } from './embeds';
import { checkArray, checkBoolean, checkString, isRecord, toJsonObject, textLength } from './fields';
import { MessageFlags } from 'discord-api-types/v10';

export const MessageLimits = { content: 2000, nonce: 25, attachments: 10, attachmentDescription: 1024 } as const;

export interface AttachmentSpec {
  /** An existing attachment's id to keep, or "n" for the upload in `files[n]`. */
  id: string;
  filename?: string;
  description?: string;
}

/** A validated message body. Undefined fields were not sent (edits keep what the message had). */
export interface MessageInput {
  content?: string | null;
  embeds?: JsonObject[];
  components?: JsonObject[];
  flags?: number;
  attachments?: AttachmentSpec[];
  nonce?: string | number;
  tts?: boolean;
  /** Who the message may ping (Discord's allowed_mentions); absent: everyone mentioned in the content. */
  allowedMentions?: AllowedMentions;
  /** attachment:// names used by embeds and by V2 media components. */
  embedRefs: string[];
  componentRefs: { path: FieldPath; name: string; fileOnly: boolean }[];
}

export interface AllowedMentions {
  parse: string[];
  users: string[];
}

export interface MessageRules {
  mode: 'create' | 'edit';
  /** Interaction responses and follow-ups may set EPHEMERAL; channel messages may not. */
  allowEphemeral: boolean;
  /** Flags of the message being edited. */
  existingFlags?: number;
}

const CREATE_FLAGS = MessageFlags.SuppressEmbeds | MessageFlags.SuppressNotifications | MessageFlags.IsComponentsV2;
const EDIT_FLAGS = MessageFlags.SuppressEmbeds | MessageFlags.IsComponentsV2;

/** Checks a message body (create or edit) against Discord's limits; errors collect under `path`. */
export function validateMessageBody(errors: FormErrors, path: FieldPath, body: unknown, rules: MessageRules): MessageInput {
  const input: MessageInput = { embedRefs: [], componentRefs: [] };
  if (!isRecord(body)) {
    errors.add(path, 'DICT_TYPE_CONVERT', 'Only dictionaries may be used in a DictType');
    return input;
  }
  if (body.content === null) input.content = null;
  else input.content = checkString(errors, [...path, 'content'], body.content, { max: MessageLimits.content });

  if (body.flags !== undefined && body.flags !== null) {
    if (typeof body.flags !== 'number' || !Number.isInteger(body.flags) || body.flags < 0) {
      errors.add([...path, 'flags'], 'NUMBER_TYPE_COERCE', `Value "${String(body.flags)}" is not int.`);
    } else {
      const allowed = (rules.mode === 'create' ? CREATE_FLAGS : EDIT_FLAGS) | (rules.allowEphemeral && rules.mode === 'create' ? MessageFlags.Ephemeral : 0);
      // Discord ignores flags a client may not set; it only refuses dropping Components V2 once set.
      input.flags = body.flags & allowed;
      const hadV2 = ((rules.existingFlags ?? 0) & MessageFlags.IsComponentsV2) !== 0;
      if (hadV2 && (body.flags & MessageFlags.IsComponentsV2) === 0) {
        errors.add([...path, 'flags'], 'MESSAGE_CANNOT_REMOVE_COMPONENTS_V2_FLAG', 'The IS_COMPONENTS_V2 flag cannot be removed once set.');
      }
    }
  }
  const v2 = (((input.flags ?? 0) | (rules.existingFlags ?? 0)) & MessageFlags.IsComponentsV2) !== 0;

  if (body.embeds !== undefined && body.embeds !== null) {
    const report = validateEmbeds(errors, [...path, 'embeds'], body.embeds);
    input.embedRefs = report.attachmentRefs;
    if (Array.isArray(body.embeds)) input.embeds = body.embeds.filter(isRecord).map(toJsonObject);
  } else if (body.embeds === null) {
    input.embeds = [];
  }
  if (body.components !== undefined && body.components !== null) {
    const report = validateComponents(errors, [...path, 'components'], body.components, v2);
    input.componentRefs = report.attachmentRefs;
    if (Array.isArray(body.components)) input.components = body.components.filter(isRecord).map(toJsonObject);
  } else if (body.components === null) {
    input.components = [];
  }
  if (v2) {
    for (const legacy of ['sticker_ids', 'poll'] as const) {
      if (body[legacy] !== undefined && body[legacy] !== null && !(Array.isArray(body[legacy]) && body[legacy].length === 0)) {
        errors.add([...path, legacy], 'MESSAGE_CANNOT_USE_LEGACY_FIELDS_WITH_COMPONENTS_V2', `The '${legacy}' field cannot be used when using MessageFlags.IS_COMPONENTS_V2`);
      }
    }
  }

  if (body.nonce !== undefined && body.nonce !== null) {
    if (typeof body.nonce === 'string') {
      if (textLength(body.nonce) > MessageLimits.nonce) errors.add([...path, 'nonce'], 'BASE_TYPE_MAX_LENGTH', `Must be ${MessageLimits.nonce} or fewer in length.`);
      else input.nonce = body.nonce;
    } else if (typeof body.nonce === 'number' && Number.isInteger(body.nonce)) {
      input.nonce = body.nonce;
    } else {
      errors.add([...path, 'nonce'], 'BASE_TYPE_STRING', 'Must be a string or an integer.');
    }
  }
  input.tts = checkBoolean(errors, [...path, 'tts'], body.tts);
  if (body.allowed_mentions !== undefined && body.allowed_mentions !== null) {
    const allowed = body.allowed_mentions;
    const strings = (value: unknown) => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []);
    if (!isRecord(allowed)) errors.add([...path, 'allowed_mentions'], 'DICT_TYPE_CONVERT', 'Only dictionaries may be used in a DictType');
    else input.allowedMentions = { parse: strings(allowed.parse), users: strings(allowed.users) };
  }

  // How many attachments the message ends up with is checked after uploads are merged (30015), not here.
  const attachments = checkArray(errors, [...path, 'attachments'], body.attachments, { max: Number.POSITIVE_INFINITY });
  if (attachments) {
    input.attachments = [];
    attachments.forEach((item, i) => {
      const at = [...path, 'attachments', i];
      if (!isRecord(item)) {
        errors.add(at, 'DICT_TYPE_CONVERT', 'Only dictionaries may be used in a DictType');
        return;
      }
      if (item.id === undefined || item.id === null || (typeof item.id !== 'string' && typeof item.id !== 'number')) {
        errors.add([...at, 'id'], 'BASE_TYPE_REQUIRED', 'This field is required');
        return;
      }
      const description = checkString(errors, [...at, 'description'], item.description, { max: MessageLimits.attachmentDescription });
      const filename = checkString(errors, [...at, 'filename'], item.filename, { min: 1, max: 1024 });
      input.attachments?.push({ id: String(item.id), filename, description });
    });
  }
  return input;
}
