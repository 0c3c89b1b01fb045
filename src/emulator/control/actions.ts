import { guildPermissions } from '../access';
import type { EmulatorCore } from '../context';
import { commandData } from '../interactions/command-options';
import type { InteractionManager, InteractionResult } from '../interactions/manager';
import type { InteractionRecord } from '../interactions/record';
import { findInteractiveComponent } from '../messages';
import type { ChannelRecord, CommandRecord, JsonObject, MessageRecord, UserRecord } from '../model';
import { hasPermission } from '../permissions';
import { isJsonObject } from '../validation/fields';
import { ControlError } from './control-error';
import type { ActionWait, AutocompleteRequest, ClickRequest, CommandRequest, ModalSubmitRequest, SelectRequest } from './types';
import { ChannelType, ComponentType, InteractionType } from 'discord-api-types/v10';

/** Acts as a user in a Discord client: runs commands, clicks buttons, picks select options, submits modals. */
export class ControlActions {
  constructor(
    private readonly core: EmulatorCore,
    private readonly interactions: InteractionManager,
  ) {}

  async command(request: CommandRequest): Promise<InteractionResult> {
    const user = this.user(request.userId);
    const channel = this.channelFor(user, request.channelId);
    const command = this.findCommand(user, channel, request.name);
    const guild = channel.guildId ? this.core.state.guilds.get(channel.guildId) : undefined;
    const data = commandData(this.core, command, { name: request.name, options: request.options, channelId: channel.id }, guild);
    const record = this.interactions.create({
      type: InteractionType.ApplicationCommand,
      user,
      channel,
      data,
      commandName: request.name.trim().split(/\s+/).join(' '),
    });
    return this.settle(record, request);
  }

  async autocomplete(request: AutocompleteRequest): Promise<InteractionResult> {
    const user = this.user(request.userId);
    const channel = this.channelFor(user, request.channelId);
    const command = this.findCommand(user, channel, request.name);
    const guild = channel.guildId ? this.core.state.guilds.get(channel.guildId) : undefined;
    const data = commandData(this.core, command, { name: request.name, options: request.options, focused: request.focused }, guild);
    const record = this.interactions.create({ type: InteractionType.ApplicationCommandAutocomplete, user, channel, data, commandName: request.name });
    return this.settle(record, { waitMs: request.waitMs });
  }

  async click(request: ClickRequest): Promise<InteractionResult> {
    const { user, message, channel, component } = this.component(request);
    if (component && component.type !== ComponentType.Button) throw new ControlError(400, `component "${request.customId}" is not a button`);
    const record = this.interactions.create({
      type: InteractionType.MessageComponent,
      user,
      channel,
      data: { custom_id: request.customId, component_type: ComponentType.Button, id: component?.id },
      sourceMessage: message,
    });
    return this.settle(record, request);
  }

  async select(request: SelectRequest): Promise<InteractionResult> {
    const { user, message, channel, component } = this.component(request);
    const values = request.values ?? [];
    if (component) {
      if (component.type !== ComponentType.StringSelect) throw new ControlError(400, `component "${request.customId}" is not a string select menu`);
      const options = Array.isArray(component.options) ? component.options.filter(isJsonObject) : [];
      for (const value of values) {
        if (!options.some((o) => o.value === value)) throw new ControlError(400, `"${value}" is not an option of "${request.customId}"`);
      }
      if (new Set(values).size !== values.length) throw new ControlError(400, 'the same option was picked twice');
      const min = typeof component.min_values === 'number' ? component.min_values : 1;
      const max = typeof component.max_values === 'number' ? component.max_values : 1;
      if (values.length < min || values.length > max) throw new ControlError(400, `pick between ${min} and ${max} options (got ${values.length})`);
    }
    const record = this.interactions.create({
      type: InteractionType.MessageComponent,
      user,
      channel,
      data: { custom_id: request.customId, component_type: ComponentType.StringSelect, values, id: component?.id },
      sourceMessage: message,
    });
    return this.settle(record, request);
  }

  async submitModal(request: ModalSubmitRequest): Promise<InteractionResult> {
    const user = this.user(request.userId);
    const opener = this.interactions.get(request.interactionId);
    if (!opener || opener.userId !== user.id || !opener.modal) throw new ControlError(404, 'no modal is open for this user and interaction');
    const modal = opener.modal;
    const channel = this.core.state.channels.get(opener.channelId);
    if (!channel) throw new ControlError(404, 'the channel of that modal is gone');
    const components = Array.isArray(modal.components) ? modal.components.filter(isJsonObject) : [];
    const rows: JsonObject[] = components.map((row) => {
      const inner = (Array.isArray(row.components) ? row.components : isJsonObject(row.component) ? [row.component] : []).filter(isJsonObject);
      const answered = inner.map((input) => ({
        type: input.type as number,
        id: typeof input.id === 'number' ? input.id : undefined,
        custom_id: String(input.custom_id ?? ''),
        value: request.values[String(input.custom_id ?? '')] ?? '',
      }));
      return row.type === ComponentType.Label ? { type: ComponentType.Label, component: answered[0] ?? null } : { type: ComponentType.ActionRow, components: answered };
    });
    const source = opener.sourceMessageId ? this.core.state.messages.get(opener.sourceMessageId) : undefined;
    opener.modal = null;
    const record = this.interactions.create({
      type: InteractionType.ModalSubmit,
      user,
      channel,
      data: { custom_id: String(modal.custom_id ?? ''), components: rows },
      sourceMessage: source,
    });
    return this.settle(record, request);
  }

  private settle(record: InteractionRecord, wait: ActionWait): Promise<InteractionResult> {
    const settle = wait.settle ?? false;
    const timeoutMs = wait.waitMs ?? (settle ? 15_000 : this.core.options.interactionWindowMs + 5_000);
    return this.interactions.wait(record, { settle, timeoutMs }).then((r) => this.interactions.result(r));
  }

  user(id: string | undefined): UserRecord {
    const user = id ? this.core.state.users.get(id) : undefined;
    if (!user) throw new ControlError(404, `unknown user ${String(id)}`);
    if (user.bot) throw new ControlError(400, 'bots cannot act through the control API');
    return user;
  }

  /** A channel the user can see: a guild channel or thread of a guild they belong to, or their DM ("dm") with the bot. */
  channelFor(user: UserRecord, channelId: string | undefined): ChannelRecord {
    if (channelId === 'dm') return this.core.state.dmChannelFor(user.id);
    const channel = channelId ? this.core.state.channels.get(channelId) : undefined;
    if (!channel) throw new ControlError(404, `unknown channel ${String(channelId)}`);
    if (!this.canSee(user, channel)) throw new ControlError(403, `user ${user.id} cannot see channel ${channel.id}`);
    return channel;
  }

  canSee(user: UserRecord, channel: ChannelRecord): boolean {
    if (channel.type === ChannelType.DM) return channel.recipientIds.includes(user.id);
    const guild = channel.guildId ? this.core.state.guilds.get(channel.guildId) : undefined;
    return guild?.members.has(user.id) ?? false;
  }

  /** The command a user's client would offer in this channel: guild commands first, then global ones. */
  findCommand(user: UserRecord, channel: ChannelRecord, name: string): CommandRecord {
    const base = name.trim().replace(/^\//, '').split(/\s+/)[0] ?? '';
    const inGuild = channel.guildId !== null;
    const candidates = [...(inGuild ? this.core.state.commandsIn(channel.guildId) : []), ...this.core.state.commandsIn(null)];
    const command = candidates.find((c) => c.definition.name === base && (c.definition.type ?? 1) === 1);
    if (!command) throw new ControlError(404, `no slash command "/${base}" is registered here`);
    if (!inGuild) {
      const contexts = command.definition.contexts;
      const dmAllowed = Array.isArray(contexts) ? contexts.includes(1) : command.definition.dm_permission !== false;
      if (!dmAllowed) throw new ControlError(403, `/${base} is not available in DMs`);
    } else {
      const required = command.definition.default_member_permissions;
      const guild = this.core.state.guilds.get(channel.guildId ?? '');
      if (typeof required === 'string' && guild) {
        const granted = guildPermissions(guild, user.id);
        if (!hasPermission(granted, BigInt(required))) throw new ControlError(403, `/${base} needs permissions this user lacks`);
      }
    }
    return command;
  }

  /** The message and the component a click names; with `forge` the component may be absent (undefined). */
  private component(request: ClickRequest): { user: UserRecord; message: MessageRecord; channel: ChannelRecord; component: JsonObject | undefined } {
    const user = this.user(request.userId);
    const message = this.core.state.messages.get(request.messageId);
    if (!message || (message.ephemeralFor !== null && message.ephemeralFor !== user.id)) {
      throw new ControlError(404, `unknown message ${request.messageId} (deleted, or not visible to this user)`);
    }
    const channel = this.channelFor(user, message.channelId);
    if (typeof request.customId !== 'string' || request.customId === '') throw new ControlError(400, '"customId" is required');
    if (request.forge === true) return { user, message, channel, component: undefined };
    const component = findInteractiveComponent(message, request.customId);
    if (!component) throw new ControlError(404, `message ${message.id} has no component "${request.customId}"`);
    if (component.disabled === true) throw new ControlError(409, `component "${request.customId}" is disabled`);
    return { user, message, channel, component };
  }
}
