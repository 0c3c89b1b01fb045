import type { EmulatorCore } from '../context';
import { ControlError } from '../control/control-error';
import { imageSize } from '../images';
import type { AttachmentRecord, CommandRecord, GuildRecord, Json, JsonObject } from '../model';
import { attachmentJson, channelJson, memberJson, roleJson, userJson } from '../serialize';
import { isRecord } from '../validation/fields';
import { ApplicationCommandOptionType } from 'discord-api-types/v10';

export interface CommandInvocation {
  /** "newgame", or "notify on" / "game admin kick" naming subcommand (group) after the command. */
  name: string;
  /** Option values by name: strings, numbers, booleans; users/channels/roles by id. */
  options?: Record<string, unknown>;
  /** The option being typed, for autocomplete. */
  focused?: string;
  /** Where the command runs: the channel an uploaded file is served under. */
  channelId?: string;
}

interface Resolved {
  users: JsonObject;
  members: JsonObject;
  channels: JsonObject;
  roles: JsonObject;
  attachments: JsonObject;
}

/**
 * Turns a control-API invocation into the `data` of an application-command interaction, typed per the registered
 * definition — refusing what a Discord client would not let a user send (unknown or missing options, bad choices).
 */
export function commandData(core: EmulatorCore, command: CommandRecord, invocation: CommandInvocation, guild: GuildRecord | undefined): JsonObject {
  const words = invocation.name.trim().split(/\s+/).slice(1);
  const resolved: Resolved = { users: {}, members: {}, channels: {}, roles: {}, attachments: {} };
  const given = { ...(invocation.options ?? {}) };
  let level = optionList(command.definition.options);
  const path: JsonObject[] = [];
  for (const word of words) {
    const sub = level.find((o) => o.name === word && (o.type === ApplicationCommandOptionType.Subcommand || o.type === ApplicationCommandOptionType.SubcommandGroup));
    if (!sub) throw new ControlError(400, `/${String(command.definition.name)} has no subcommand "${word}"`);
    path.push(sub);
    level = optionList(sub.options);
  }
  if (level.some((o) => o.type === ApplicationCommandOptionType.Subcommand || o.type === ApplicationCommandOptionType.SubcommandGroup)) {
    const names = level.map((o) => String(o.name)).join(', ');
    throw new ControlError(400, `/${invocation.name.trim()} needs a subcommand (one of: ${names}); write it after the name, e.g. "${String(command.definition.name)} ${String(level[0]?.name)}"`);
  }
  for (const key of Object.keys(given)) {
    if (!level.some((o) => o.name === key)) {
      throw new ControlError(400, `/${invocation.name.trim()} has no option "${key}" (options: ${level.map((o) => String(o.name)).join(', ') || 'none'})`);
    }
  }
  const leafOptions: JsonObject[] = [];
  for (const definition of level) {
    const name = String(definition.name);
    const raw = given[name];
    if (raw === undefined || raw === null || raw === '') {
      if (invocation.focused === name) leafOptions.push({ name, type: definition.type as number, value: '', focused: true });
      else if (definition.required === true) throw new ControlError(400, `/${invocation.name.trim()}: option "${name}" is required`);
      continue;
    }
    const focused = invocation.focused === name;
    const value = focused ? String(raw) : convert(core, definition, raw, resolved, guild, invocation.channelId ?? 'uploads');
    leafOptions.push({ name, type: definition.type as number, value, focused: focused || undefined });
  }
  let options: JsonObject[] = leafOptions;
  for (const sub of [...path].reverse()) options = [{ name: String(sub.name), type: sub.type as number, options }];
  const hasResolved = (Object.values(resolved) as JsonObject[]).some((r) => Object.keys(r).length > 0);
  return {
    id: command.id,
    name: String(command.definition.name),
    type: (command.definition.type as number | undefined) ?? 1,
    options: options.length > 0 ? options : undefined,
    guild_id: command.guildId ?? undefined,
    resolved: hasResolved ? filterEmpty(resolved) : undefined,
  };
}

function optionList(value: Json | undefined): JsonObject[] {
  return Array.isArray(value) ? value.filter((o): o is JsonObject => isRecord(o)) : [];
}

function filterEmpty(resolved: Resolved): JsonObject {
  const out: JsonObject = {};
  for (const [key, value] of Object.entries(resolved)) if (Object.keys(value as JsonObject).length > 0) out[key] = value as JsonObject;
  return out;
}

function convert(core: EmulatorCore, definition: JsonObject, raw: unknown, resolved: Resolved, guild: GuildRecord | undefined, channelId: string): Json {
  const name = String(definition.name);
  const type = definition.type;
  const fail = (why: string): never => {
    throw new ControlError(400, `option "${name}": ${why}`);
  };
  const choices = optionList(definition.choices);
  const pickChoice = (value: string | number): string | number => {
    if (choices.length === 0) return value;
    const hit = choices.find((c) => c.value === value) ?? choices.find((c) => c.name === String(value) || String(c.value) === String(value));
    if (!hit) fail(`"${String(value)}" is not one of ${choices.map((c) => JSON.stringify(c.value)).join(', ')}`);
    return hit?.value as string | number;
  };
  switch (type) {
    case ApplicationCommandOptionType.String: {
      if (typeof raw !== 'string' && typeof raw !== 'number') return fail('expects a string');
      const value = pickChoice(String(raw));
      const text = String(value);
      if (typeof definition.min_length === 'number' && text.length < definition.min_length) fail(`needs at least ${definition.min_length} characters`);
      if (typeof definition.max_length === 'number' && text.length > definition.max_length) fail(`allows at most ${definition.max_length} characters`);
      return value;
    }
    case ApplicationCommandOptionType.Integer:
    case ApplicationCommandOptionType.Number: {
      const number = typeof raw === 'number' ? raw : typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : NaN;
      if (!Number.isFinite(number) || (type === ApplicationCommandOptionType.Integer && !Number.isInteger(number))) return fail(`expects ${type === ApplicationCommandOptionType.Integer ? 'an integer' : 'a number'}`);
      if (typeof definition.min_value === 'number' && number < definition.min_value) fail(`must be at least ${definition.min_value}`);
      if (typeof definition.max_value === 'number' && number > definition.max_value) fail(`must be at most ${definition.max_value}`);
      return pickChoice(number);
    }
    case ApplicationCommandOptionType.Boolean:
      if (raw === true || raw === 'true') return true;
      if (raw === false || raw === 'false') return false;
      return fail('expects true or false');
    case ApplicationCommandOptionType.User:
    case ApplicationCommandOptionType.Mentionable: {
      const id = String(raw);
      const user = core.state.users.get(id);
      if (user) {
        resolved.users[id] = userJson(user);
        const member = guild?.members.get(id);
        if (member) {
          const { user: _user, ...rest } = memberJson(core, member);
          resolved.members[id] = rest;
        }
        return id;
      }
      const role = type === ApplicationCommandOptionType.Mentionable ? guild?.roles.find((r) => r.id === id) : undefined;
      if (role) {
        resolved.roles[id] = roleJson(role);
        return id;
      }
      return fail(`no user with id ${id}`);
    }
    case ApplicationCommandOptionType.Channel: {
      const channel = core.state.channels.get(String(raw));
      if (!channel || channel.guildId !== (guild?.id ?? null)) return fail(`no channel with id ${String(raw)} here`);
      const json = channelJson(core, channel);
      resolved.channels[channel.id] = { id: json.id, name: json.name, type: json.type, permissions: '0', parent_id: json.parent_id, thread_metadata: json.thread_metadata };
      return channel.id;
    }
    case ApplicationCommandOptionType.Role: {
      const role = guild?.roles.find((r) => r.id === String(raw));
      if (!role) return fail(`no role with id ${String(raw)}`);
      resolved.roles[role.id] = roleJson(role);
      return role.id;
    }
    case ApplicationCommandOptionType.Attachment: {
      const file = uploadedFile(core, raw, channelId, fail);
      resolved.attachments[file.id] = attachmentJson(core, file, true);
      return file.id;
    }
    default:
      return fail('this option type is not supported by the emulator');
  }
}

/** Content types Discord reports for common uploads; anything else is a plain binary. */
const CONTENT_TYPES: Record<string, string> = {
  txt: 'text/plain; charset=utf-8',
  log: 'text/plain; charset=utf-8',
  md: 'text/markdown; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
  json: 'application/json; charset=utf-8',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  pdf: 'application/pdf',
};

/**
 * Stores the file a user picked for an attachment option, as Discord's client uploads it before sending the
 * command: refused when it is no file, empty or over the upload limit (the client does not let such a file through).
 */
function uploadedFile(core: EmulatorCore, raw: unknown, channelId: string, fail: (why: string) => never): AttachmentRecord {
  if (!isRecord(raw) || typeof raw.filename !== 'string' || typeof raw.content !== 'string') return fail('expects a file { filename, content, encoding?, contentType? }');
  const encoding = raw.encoding === 'base64' ? 'base64' : 'utf8';
  if (encoding === 'base64' && !/^[A-Za-z0-9+/_-]*={0,2}$/.test(raw.content.replace(/\s+/g, ''))) fail('the content is not base64');
  const data = Buffer.from(raw.content, encoding);
  const filename = (raw.filename.split(/[\\/]/).pop() ?? '').replace(/[^\w.-]+/g, '_');
  if (filename === '' || filename.length > 1024) fail('the file needs a name (at most 1024 characters)');
  if (data.length === 0) fail('the file is empty');
  const limit = core.options.attachmentSizeLimit;
  if (data.length > limit) fail(`the file has ${data.length} bytes; uploads may have at most ${limit}`);
  const extension = /\.([a-z0-9]+)$/i.exec(filename)?.[1]?.toLowerCase() ?? '';
  const size = imageSize(data);
  const record: AttachmentRecord = {
    id: core.state.nextId(),
    channelId,
    filename,
    description: null,
    contentType: typeof raw.contentType === 'string' && raw.contentType !== '' ? raw.contentType : (CONTENT_TYPES[extension] ?? 'application/octet-stream'),
    size: data.length,
    width: size?.width ?? null,
    height: size?.height ?? null,
    data,
  };
  core.state.attachments.set(record.id, record);
  return record;
}
