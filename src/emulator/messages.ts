import type { EmulatorCore } from './context';
import { DiscordError, FormErrors, type FieldPath } from './errors';
import type { UploadedFile } from './http/body';
import { imageSize } from './images';
import type { AttachmentRecord, ChannelRecord, InteractionRef, Json, JsonObject, MessageRecord } from './model';
import { attachmentUrl } from './serialize';
import { isRecord } from './validation/fields';
import { MessageLimits, type MessageInput } from './validation/message';
import { ComponentType, MessageFlags } from 'discord-api-types/v10';

export interface NewMessage {
  channel: ChannelRecord;
  authorId: string;
  type: number;
  input: MessageInput;
  files: UploadedFile[];
  ephemeralFor?: string | null;
  interaction?: InteractionRef | null;
  webhookId?: string | null;
  /** Extra flags the emulator sets itself (EPHEMERAL from the interaction, LOADING for a deferral). */
  forcedFlags?: number;
  /** Where field errors are reported, e.g. ['data'] inside an interaction callback. */
  path?: FieldPath;
  /** A deferred reply has no body yet; skip the "empty message" check. */
  allowEmpty?: boolean;
}

/** Builds a message from a validated body and its uploads, enforcing attachment and V2 rules; nothing is stored yet. */
export function buildMessage(core: EmulatorCore, draft: NewMessage): MessageRecord {
  const id = core.state.nextId();
  const message: MessageRecord = {
    id,
    channelId: draft.channel.id,
    guildId: draft.channel.guildId,
    authorId: draft.authorId,
    type: draft.type,
    content: '',
    embeds: [],
    components: [],
    attachments: [],
    flags: draft.forcedFlags ?? 0,
    createdAt: core.clock.now(),
    editedAt: null,
    ephemeralFor: draft.ephemeralFor ?? null,
    interaction: draft.interaction ?? null,
    webhookId: draft.webhookId ?? null,
    nonce: draft.input.nonce ?? null,
    mentionIds: [],
    threadId: null,
    tts: draft.input.tts ?? false,
  };
  applyInput(core, message, draft.input, draft.files, 'create', draft.path ?? [], draft.allowEmpty ?? false);
  return message;
}

/** Applies an edit to a copy of the message and answers the copy; the stored one changes only if the caller commits it. */
export function editedMessage(core: EmulatorCore, original: MessageRecord, input: MessageInput, files: UploadedFile[], path: FieldPath = []): MessageRecord {
  const copy: MessageRecord = { ...original, attachments: [...original.attachments], mentionIds: [...original.mentionIds] };
  applyInput(core, copy, input, files, 'edit', path, false);
  copy.flags &= ~MessageFlags.Loading;
  copy.editedAt = core.clock.now();
  return copy;
}

/** Copies an edited message's fields onto the stored record. */
export function commitEdit(target: MessageRecord, edited: MessageRecord): void {
  Object.assign(target, edited);
}

function applyInput(
  core: EmulatorCore,
  message: MessageRecord,
  input: MessageInput,
  files: UploadedFile[],
  mode: 'create' | 'edit',
  path: FieldPath,
  allowEmpty: boolean,
): void {
  if (input.content !== undefined) message.content = input.content ?? '';
  if (input.embeds !== undefined) message.embeds = input.embeds;
  if (input.components !== undefined) message.components = input.components;
  if (input.tts !== undefined && mode === 'create') message.tts = input.tts;
  if (input.flags !== undefined) {
    const settable = MessageFlags.SuppressEmbeds | MessageFlags.IsComponentsV2 | (mode === 'create' ? MessageFlags.SuppressNotifications : 0);
    message.flags = (message.flags & ~settable) | input.flags;
  }
  message.attachments = resolveAttachments(core, message, input, files, mode, path);

  const v2 = (message.flags & MessageFlags.IsComponentsV2) !== 0;
  const errors = new FormErrors();
  if (v2) {
    if (message.content !== '') {
      errors.add([...path, 'content'], 'MESSAGE_CANNOT_USE_LEGACY_FIELDS_WITH_COMPONENTS_V2', "The 'content' field cannot be used when using MessageFlags.IS_COMPONENTS_V2");
    }
    if (message.embeds.length > 0) {
      errors.add([...path, 'embeds'], 'MESSAGE_CANNOT_USE_LEGACY_FIELDS_WITH_COMPONENTS_V2', "The 'embeds' field cannot be used when using MessageFlags.IS_COMPONENTS_V2");
    }
  }
  const byName = new Map(message.attachments.map((a) => [a.filename, a]));
  for (const ref of input.componentRefs) {
    if (!byName.has(ref.name)) {
      errors.add(ref.path, 'UNFURLED_MEDIA_ITEM_ATTACHMENT_NOT_FOUND', `No attachment named "${ref.name}" is part of this message.`);
    }
  }
  errors.throwIfAny();

  if (!allowEmpty && message.content === '' && message.embeds.length === 0 && message.components.length === 0 && message.attachments.length === 0) {
    throw DiscordError.emptyMessage();
  }
  message.embeds = message.embeds.map((embed) => resolveEmbedMedia(core, embed, byName));
  message.components = numberComponents(message.components.map((c) => resolveComponentMedia(core, c, byName)));
  message.mentionIds = mentionedUsers(core, message).filter((id) => !input.allowedMentions || input.allowedMentions.parse.includes('users') || input.allowedMentions.users.includes(id));
  message.pingsEveryone = /@(everyone|here)\b/.test(message.content) && (!input.allowedMentions || input.allowedMentions.parse.includes('everyone'));
}

function resolveAttachments(
  core: EmulatorCore,
  message: MessageRecord,
  input: MessageInput,
  files: UploadedFile[],
  mode: 'create' | 'edit',
  path: FieldPath,
): AttachmentRecord[] {
  const limit = core.options.attachmentSizeLimit;
  for (const file of files) if (file.data.length > limit) throw DiscordError.entityTooLarge();
  const errors = new FormErrors();
  const filesByIndex = new Map(files.map((f) => [String(f.index), f]));
  const used = new Set<UploadedFile>();
  const kept: AttachmentRecord[] = [];
  const fresh: AttachmentRecord[] = [];
  const addUpload = (file: UploadedFile, filename?: string, description?: string): void => {
    used.add(file);
    const size = imageSize(file.data);
    fresh.push({
      id: core.state.nextId(),
      channelId: message.channelId,
      filename: sanitizeFilename(filename ?? file.filename),
      description: description ?? null,
      contentType: file.contentType,
      size: file.data.length,
      width: size?.width ?? null,
      height: size?.height ?? null,
      data: file.data,
    });
  };
  if (input.attachments === undefined) {
    if (mode === 'edit') kept.push(...message.attachments);
  } else {
    input.attachments.forEach((spec, i) => {
      const upload = filesByIndex.get(spec.id);
      if (upload && !used.has(upload)) {
        addUpload(upload, spec.filename, spec.description);
        return;
      }
      const existing = mode === 'edit' ? message.attachments.find((a) => a.id === spec.id) : undefined;
      if (existing) {
        kept.push(spec.description === undefined ? existing : { ...existing, description: spec.description });
        return;
      }
      errors.add([...path, 'attachments', i, 'id'], 'ATTACHMENT_NOT_FOUND', `Unknown attachment id ${spec.id}.`);
    });
  }
  errors.throwIfAny();
  // Discord attaches uploads even when `attachments` does not list them.
  for (const file of files) if (!used.has(file)) addUpload(file);
  const result = [...kept, ...fresh];
  if (result.length > MessageLimits.attachments) throw DiscordError.tooManyAttachments();
  return result;
}

function sanitizeFilename(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? 'file';
  return base.replace(/[^\w.-]+/g, '_') || 'file';
}

/** The shape Discord gives a resolved media item (embed image or V2 unfurled media). */
function mediaFor(core: EmulatorCore, attachment: AttachmentRecord): JsonObject {
  const url = attachmentUrl(core, attachment);
  return {
    url,
    proxy_url: url,
    width: attachment.width ?? undefined,
    height: attachment.height ?? undefined,
    content_type: attachment.contentType,
  };
}

function resolveUrl(core: EmulatorCore, value: Json | undefined, byName: Map<string, AttachmentRecord>): JsonObject | null {
  if (typeof value !== 'string' || !value.startsWith('attachment://')) return null;
  const attachment = byName.get(value.slice('attachment://'.length));
  return attachment ? mediaFor(core, attachment) : null;
}

function resolveEmbedMedia(core: EmulatorCore, embed: JsonObject, byName: Map<string, AttachmentRecord>): JsonObject {
  const out: JsonObject = { type: 'rich', ...embed };
  for (const key of ['image', 'thumbnail'] as const) {
    const part = embed[key];
    if (!isRecord(part)) continue;
    const media = resolveUrl(core, part.url as Json, byName);
    if (media) out[key] = { ...(part as JsonObject), ...media };
  }
  for (const key of ['footer', 'author'] as const) {
    const part = embed[key];
    if (!isRecord(part)) continue;
    const media = resolveUrl(core, part.icon_url as Json, byName);
    if (media) out[key] = { ...(part as JsonObject), icon_url: media.url, proxy_icon_url: media.url };
  }
  return out;
}

function resolveComponentMedia(core: EmulatorCore, component: JsonObject, byName: Map<string, AttachmentRecord>): JsonObject {
  const out: JsonObject = { ...component };
  for (const key of ['media', 'file'] as const) {
    const media = component[key];
    if (!isRecord(media)) continue;
    const resolved = resolveUrl(core, media.url as Json, byName);
    if (resolved) {
      const name = String(media.url).slice('attachment://'.length);
      out[key] = { ...(media as JsonObject), ...resolved, attachment_id: byName.get(name)?.id };
    }
  }
  if (Array.isArray(component.items)) {
    out.items = component.items.map((item) => (isRecord(item) ? resolveComponentMedia(core, item as JsonObject, byName) : item));
  }
  if (Array.isArray(component.components)) {
    out.components = component.components.map((child) => (isRecord(child) ? resolveComponentMedia(core, child as JsonObject, byName) : child));
  }
  if (isRecord(component.accessory)) out.accessory = resolveComponentMedia(core, component.accessory as JsonObject, byName);
  return out;
}

/** Discord numbers every component (`id`) that the sender left without one, depth first. */
function numberComponents(components: JsonObject[]): JsonObject[] {
  const taken = new Set<number>();
  const collect = (c: JsonObject): void => {
    if (typeof c.id === 'number') taken.add(c.id);
    for (const child of childComponents(c)) collect(child);
  };
  components.forEach(collect);
  let next = 1;
  const assign = (c: JsonObject): JsonObject => {
    const out: JsonObject = { ...c };
    if (typeof out.id !== 'number') {
      while (taken.has(next)) next += 1;
      out.id = next;
      taken.add(next);
    }
    if (Array.isArray(c.components)) out.components = c.components.map((x) => (isRecord(x) ? assign(x as JsonObject) : x));
    if (isRecord(c.accessory)) out.accessory = assign(c.accessory as JsonObject);
    return out;
  };
  return components.map(assign);
}

/** Direct child components (rows, containers, sections and their accessory). */
export function childComponents(component: JsonObject): JsonObject[] {
  const out: JsonObject[] = [];
  if (Array.isArray(component.components)) for (const c of component.components) if (isRecord(c)) out.push(c as JsonObject);
  if (isRecord(component.accessory)) out.push(component.accessory as JsonObject);
  return out;
}

/** Every component of a message, depth first. */
export function allComponents(components: JsonObject[]): JsonObject[] {
  const out: JsonObject[] = [];
  const walk = (c: JsonObject): void => {
    out.push(c);
    childComponents(c).forEach(walk);
  };
  components.forEach(walk);
  return out;
}

export function findInteractiveComponent(message: MessageRecord, customId: string): JsonObject | undefined {
  return allComponents(message.components).find(
    (c) => c.custom_id === customId && (c.type === ComponentType.Button || (typeof c.type === 'number' && c.type >= 3 && c.type <= 8)),
  );
}

function mentionedUsers(core: EmulatorCore, message: MessageRecord): string[] {
  const texts = [message.content];
  for (const c of allComponents(message.components)) if (c.type === ComponentType.TextDisplay && typeof c.content === 'string') texts.push(c.content);
  const ids = new Set<string>();
  for (const text of texts) for (const m of text.matchAll(/<@!?(\d+)>/g)) if (m[1] && core.state.users.has(m[1])) ids.add(m[1]);
  return [...ids];
}
