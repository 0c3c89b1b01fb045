import { randomBytes } from 'node:crypto';
import { EventEmitter } from 'node:events';
import type { EmulatorCore } from '../context';
import { DiscordError, FormErrors } from '../errors';
import type { GatewayServer } from '../gateway/server';
import type { UploadedFile } from '../http/body';
import { buildMessage, commitEdit, editedMessage } from '../messages';
import type { ChannelRecord, InteractionRef, Json, JsonObject, MessageRecord, UserRecord } from '../model';
import { CallbackType, ComponentType, InteractionType, MessageFlag, MessageType } from '../model';
import { messageJson } from '../serialize';
import { checkArray, checkString, isRecord, toJsonObject } from '../validation/fields';
import { validateMessageBody } from '../validation/message';
import { interactionPayload } from './payload';
import type { FailureReason, InteractionRecord } from './record';

/** Callback types each interaction type accepts (docs: responding to an interaction). */
const ALLOWED_CALLBACKS: Record<number, readonly number[]> = {
  [InteractionType.ApplicationCommand]: [CallbackType.ChannelMessageWithSource, CallbackType.DeferredChannelMessageWithSource, CallbackType.Modal],
  [InteractionType.MessageComponent]: [
    CallbackType.ChannelMessageWithSource,
    CallbackType.DeferredChannelMessageWithSource,
    CallbackType.DeferredUpdateMessage,
    CallbackType.UpdateMessage,
    CallbackType.Modal,
  ],
  [InteractionType.Autocomplete]: [CallbackType.AutocompleteResult],
  [InteractionType.ModalSubmit]: [
    CallbackType.ChannelMessageWithSource,
    CallbackType.DeferredChannelMessageWithSource,
    CallbackType.DeferredUpdateMessage,
    CallbackType.UpdateMessage,
  ],
};

export interface NewInteraction {
  type: number;
  user: UserRecord;
  channel: ChannelRecord;
  data: JsonObject;
  commandName?: string | null;
  sourceMessage?: MessageRecord;
}

/** What a control action reports back: the interaction and what the bot produced so far. */
export interface InteractionResult {
  interactionId: string;
  outcome: 'pending' | 'responded' | 'failed';
  failure: FailureReason | null;
  callbackType: number | null;
  ephemeral: boolean;
  /** The reply (4/5, after a deferral its edited form once settled) or the component's message (6/7). */
  message: JsonObject | null;
  followUps: JsonObject[];
  modal: JsonObject | null;
  choices: Json[] | null;
  errors: number[];
}

/** Creates interactions, delivers them over the gateway and serves the callback and webhook routes with Discord's rules. */
export class InteractionManager {
  private readonly byId = new Map<string, InteractionRecord>();
  private readonly byToken = new Map<string, InteractionRecord>();
  private readonly changes = new EventEmitter();
  private readonly timers = new Set<NodeJS.Timeout>();

  constructor(
    private readonly core: EmulatorCore,
    private readonly gateway: GatewayServer,
  ) {
    this.changes.setMaxListeners(0);
    core.clock.onAdvance(() => {
      for (const record of this.byId.values()) this.expireIfDue(record);
    });
  }

  get(id: string): InteractionRecord | undefined {
    return this.byId.get(id);
  }

  list(): InteractionRecord[] {
    return [...this.byId.values()];
  }

  close(): void {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }

  /** Creates an interaction and dispatches INTERACTION_CREATE to the shard that owns the guild (DMs: shard 0). */
  create(input: NewInteraction): InteractionRecord {
    const id = this.core.state.nextId();
    const token = `aW50ZXJhY3Rpb24.${id}.${randomBytes(24).toString('base64url')}`;
    const payload = interactionPayload(this.core, {
      id,
      token,
      type: input.type,
      user: input.user,
      channel: input.channel,
      data: input.data,
      message: input.sourceMessage,
    });
    const record: InteractionRecord = {
      id,
      token,
      type: input.type,
      userId: input.user.id,
      channelId: input.channel.id,
      guildId: input.channel.guildId,
      createdAt: this.core.clock.now(),
      commandName: input.commandName ?? null,
      sourceMessageId: input.sourceMessage?.id ?? null,
      payload,
      callbackType: null,
      originalMessageId: null,
      ephemeral: false,
      followUpIds: [],
      modal: null,
      choices: null,
      failure: null,
      settled: false,
      errors: [],
    };
    this.byId.set(id, record);
    this.byToken.set(token, record);
    if (!this.gateway.hasListenerFor(record.guildId)) {
      this.fail(record, 'no_gateway_session');
      return record;
    }
    this.gateway.dispatch(record.guildId, 'INTERACTION_CREATE', payload);
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      this.expireIfDue(record);
    }, this.core.options.interactionWindowMs + 25);
    timer.unref();
    this.timers.add(timer);
    return record;
  }

  /** Waits until the bot answered (for a deferral with `settle`, until its first edit or follow-up), failed, or timeoutMs passed. */
  wait(record: InteractionRecord, options: { settle: boolean; timeoutMs: number }): Promise<InteractionRecord> {
    const done = (): boolean => {
      if (record.failure) return true;
      if (record.callbackType === null) return false;
      if (!options.settle) return true;
      const deferred = record.callbackType === CallbackType.DeferredChannelMessageWithSource || record.callbackType === CallbackType.DeferredUpdateMessage;
      return !deferred || record.settled;
    };
    if (done()) return Promise.resolve(record);
    return new Promise((resolve) => {
      const finish = (): void => {
        clearTimeout(timer);
        this.changes.off(record.id, check);
        resolve(record);
      };
      const check = (): void => {
        if (done()) finish();
      };
      const timer = setTimeout(finish, options.timeoutMs);
      this.changes.on(record.id, check);
    });
  }

  /** The interaction as the invoking user sees it now. */
  result(record: InteractionRecord): InteractionResult {
    const show = (id: string | null): JsonObject | null => {
      const message = id ? this.core.state.messages.get(id) : undefined;
      return message ? viewerMessageJson(this.core, message) : null;
    };
    return {
      interactionId: record.id,
      outcome: record.failure ? 'failed' : record.callbackType === null ? 'pending' : 'responded',
      failure: record.failure,
      callbackType: record.callbackType,
      ephemeral: record.ephemeral,
      message: show(record.originalMessageId),
      followUps: record.followUpIds.map(show).filter((m): m is JsonObject => m !== null),
      modal: record.modal,
      choices: record.choices,
      errors: [...record.errors],
    };
  }

  // ── POST /interactions/{id}/{token}/callback ─────────────────────────────

  callback(id: string, token: string, body: unknown, files: UploadedFile[], withResponse: boolean): JsonObject | null {
    const record = this.byId.get(id);
    if (!record || record.token !== token) throw DiscordError.unknownInteraction();
    return this.noting(record, () => {
      if (record.callbackType !== null) throw DiscordError.alreadyAcknowledged();
      this.expireIfDue(record);
      if (record.failure) throw DiscordError.unknownInteraction();
      const errors = new FormErrors();
      if (!isRecord(body)) {
        errors.add([], 'DICT_TYPE_CONVERT', 'Only dictionaries may be used in a DictType');
        errors.throwIfAny();
        return null;
      }
      const type = body.type;
      const allowed = ALLOWED_CALLBACKS[record.type] ?? [];
      if (typeof type !== 'number' || !allowed.includes(type)) {
        errors.add(['type'], 'INTERACTION_RESPONSE_TYPE_INVALID', `Interaction response type must be one of (${allowed.join(', ')}) for this interaction.`);
        errors.throwIfAny();
        return null;
      }
      this.respond(record, type, body.data, files);
      this.changed(record);
      return withResponse ? this.callbackResponse(record) : null;
    });
  }

  private respond(record: InteractionRecord, type: number, data: unknown, files: UploadedFile[]): void {
    const channel = this.requireChannel(record);
    const interaction = this.interactionRef(record, null);
    switch (type) {
      case CallbackType.ChannelMessageWithSource: {
        const input = validated(data, { mode: 'create', allowEphemeral: true });
        const ephemeral = ((input.flags ?? 0) & MessageFlag.Ephemeral) !== 0;
        const message = buildMessage(this.core, {
          channel,
          authorId: this.core.state.application.botUserId,
          type: this.replyType(record),
          input,
          files,
          ephemeralFor: ephemeral ? record.userId : null,
          interaction,
          webhookId: this.core.state.application.id,
          path: ['data'],
        });
        this.accept(record, type, message, ephemeral);
        return;
      }
      case CallbackType.DeferredChannelMessageWithSource: {
        const flags = isRecord(data) && typeof data.flags === 'number' ? data.flags : 0;
        const ephemeral = (flags & MessageFlag.Ephemeral) !== 0;
        const message = buildMessage(this.core, {
          channel,
          authorId: this.core.state.application.botUserId,
          type: this.replyType(record),
          input: { embedRefs: [], componentRefs: [] },
          files: [],
          ephemeralFor: ephemeral ? record.userId : null,
          interaction,
          webhookId: this.core.state.application.id,
          forcedFlags: MessageFlag.Loading | (ephemeral ? MessageFlag.Ephemeral : 0),
          allowEmpty: true,
        });
        this.accept(record, type, message, ephemeral);
        return;
      }
      case CallbackType.DeferredUpdateMessage: {
        const source = this.requireSource(record);
        record.callbackType = type;
        record.originalMessageId = source.id;
        record.ephemeral = source.ephemeralFor !== null;
        return;
      }
      case CallbackType.UpdateMessage: {
        const source = this.requireSource(record);
        const input = validated(data ?? {}, { mode: 'edit', allowEphemeral: false, existingFlags: source.flags });
        const edited = editedMessage(this.core, source, input, files, ['data']);
        record.callbackType = type;
        record.originalMessageId = source.id;
        record.ephemeral = source.ephemeralFor !== null;
        commitEdit(source, edited);
        this.core.state.touchMessage(source);
        return;
      }
      case CallbackType.AutocompleteResult: {
        const errors = new FormErrors();
        const choices = checkArray(errors, ['data', 'choices'], isRecord(data) ? data.choices : undefined, { max: 25, required: true });
        choices?.forEach((choice, i) => {
          if (!isRecord(choice)) return errors.add(['data', 'choices', i], 'DICT_TYPE_CONVERT', 'Only dictionaries may be used in a DictType');
          checkString(errors, ['data', 'choices', i, 'name'], choice.name, { min: 1, max: 100, required: true });
        });
        errors.throwIfAny();
        record.callbackType = type;
        record.choices = (choices ?? []).filter(isRecord).map(toJsonObject);
        return;
      }
      case CallbackType.Modal: {
        record.callbackType = type;
        record.modal = validatedModal(data);
        return;
      }
    }
  }

  private accept(record: InteractionRecord, type: number, message: MessageRecord, ephemeral: boolean): void {
    record.callbackType = type;
    record.originalMessageId = message.id;
    record.ephemeral = ephemeral;
    this.core.state.insertMessage(message);
  }

  private callbackResponse(record: InteractionRecord): JsonObject {
    const message = record.originalMessageId ? this.core.state.messages.get(record.originalMessageId) : undefined;
    const hasMessage = record.callbackType !== CallbackType.AutocompleteResult && record.callbackType !== CallbackType.Modal;
    return {
      interaction: {
        id: record.id,
        type: record.type,
        response_message_id: hasMessage ? record.originalMessageId ?? undefined : undefined,
        response_message_loading: hasMessage ? ((message?.flags ?? 0) & MessageFlag.Loading) !== 0 : undefined,
        response_message_ephemeral: hasMessage ? record.ephemeral : undefined,
      },
      resource: {
        type: record.callbackType ?? 0,
        message: message && hasMessage ? messageJson(this.core, message) : undefined,
      },
    };
  }

  // ── /webhooks/{application}/{token}/… ────────────────────────────────────

  /** Finds the interaction behind a webhook token; the token works only after acknowledgement and for 15 minutes. */
  private byWebhook(applicationId: string, token: string): InteractionRecord {
    if (applicationId !== this.core.state.application.id) throw DiscordError.unknownWebhook();
    const record = this.byToken.get(token);
    if (!record) throw DiscordError.invalidWebhookToken();
    if (this.core.clock.now() > record.createdAt + this.core.options.tokenLifetimeMs) {
      this.noteError(record, 50027);
      throw DiscordError.invalidWebhookToken();
    }
    if (record.callbackType === null || record.failure) {
      this.noteError(record, 10015);
      throw DiscordError.unknownWebhook();
    }
    return record;
  }

  private webhookMessage(record: InteractionRecord, messageId: string): MessageRecord {
    const id = messageId === '@original' ? record.originalMessageId : messageId;
    const owned = id !== null && (id === record.originalMessageId || record.followUpIds.includes(id));
    const message = owned ? this.core.state.messages.get(id) : undefined;
    if (!message) throw DiscordError.unknownMessage();
    return message;
  }

  getMessage(applicationId: string, token: string, messageId: string): JsonObject {
    const record = this.byWebhook(applicationId, token);
    return this.noting(record, () => messageJson(this.core, this.webhookMessage(record, messageId)));
  }

  editMessage(applicationId: string, token: string, messageId: string, body: unknown, files: UploadedFile[]): JsonObject {
    const record = this.byWebhook(applicationId, token);
    return this.noting(record, () => {
      const message = this.webhookMessage(record, messageId);
      const input = validated(body ?? {}, { mode: 'edit', allowEphemeral: false, existingFlags: message.flags });
      const edited = editedMessage(this.core, message, input, files);
      commitEdit(message, edited);
      this.core.state.touchMessage(message);
      record.settled = true;
      this.changed(record);
      return messageJson(this.core, message);
    });
  }

  deleteMessage(applicationId: string, token: string, messageId: string): void {
    const record = this.byWebhook(applicationId, token);
    this.noting(record, () => {
      const message = this.webhookMessage(record, messageId);
      this.core.state.deleteMessage(message);
      record.settled = true;
      this.changed(record);
    });
  }

  followUp(applicationId: string, token: string, body: unknown, files: UploadedFile[]): JsonObject {
    const record = this.byWebhook(applicationId, token);
    return this.noting(record, () => {
      const original = record.originalMessageId ? this.core.state.messages.get(record.originalMessageId) : undefined;
      // Right after a type-5 deferral Discord turns the first follow-up into the edit of the loading message.
      if (original && (original.flags & MessageFlag.Loading) !== 0 && record.callbackType === CallbackType.DeferredChannelMessageWithSource) {
        const input = validated(body, { mode: 'edit', allowEphemeral: false, existingFlags: original.flags });
        commitEdit(original, editedMessage(this.core, original, input, files));
        this.core.state.touchMessage(original);
        record.settled = true;
        this.changed(record);
        return messageJson(this.core, original);
      }
      const input = validated(body, { mode: 'create', allowEphemeral: true });
      const ephemeral = ((input.flags ?? 0) & MessageFlag.Ephemeral) !== 0;
      const message = buildMessage(this.core, {
        channel: this.requireChannel(record),
        authorId: this.core.state.application.botUserId,
        type: this.replyType(record),
        input,
        files,
        ephemeralFor: ephemeral ? record.userId : null,
        interaction: this.interactionRef(record, record.originalMessageId),
        webhookId: this.core.state.application.id,
      });
      this.core.state.insertMessage(message);
      record.followUpIds.push(message.id);
      record.settled = true;
      this.changed(record);
      return messageJson(this.core, message);
    });
  }

  // ── helpers ──────────────────────────────────────────────────────────────

  private replyType(record: InteractionRecord): number {
    return record.type === InteractionType.ApplicationCommand ? MessageType.ChatInputCommand : MessageType.Default;
  }

  private interactionRef(record: InteractionRecord, originalResponseMessageId: string | null): InteractionRef {
    return {
      id: record.id,
      type: record.type,
      userId: record.userId,
      commandName: record.commandName,
      originalResponseMessageId,
      interactedMessageId: record.sourceMessageId,
    };
  }

  private requireChannel(record: InteractionRecord): ChannelRecord {
    const channel = this.core.state.channels.get(record.channelId);
    if (!channel) throw DiscordError.unknownChannel();
    return channel;
  }

  private requireSource(record: InteractionRecord): MessageRecord {
    const source = record.sourceMessageId ? this.core.state.messages.get(record.sourceMessageId) : undefined;
    if (!source) throw DiscordError.unknownMessage();
    return source;
  }

  private expireIfDue(record: InteractionRecord): void {
    if (record.callbackType === null && !record.failure && this.core.clock.now() > record.createdAt + this.core.options.interactionWindowMs) {
      this.fail(record, 'timeout');
    }
  }

  private fail(record: InteractionRecord, reason: FailureReason): void {
    record.failure = reason;
    this.core.warn(`interaction ${record.id} failed (${reason}): the user sees "This interaction failed"`);
    this.changed(record);
  }

  private changed(record: InteractionRecord): void {
    this.changes.emit(record.id);
    this.core.state.emitChange({
      kind: 'interaction',
      interactionId: record.id,
      userId: record.userId,
      outcome: record.failure ? 'failed' : record.callbackType === null ? 'pending' : 'responded',
    });
  }

  private noteError(record: InteractionRecord, code: number): void {
    record.errors.push(code);
    this.changes.emit(record.id);
  }

  /** Runs a step, remembering the Discord error code it ends with on the interaction (tests read them). */
  private noting<T>(record: InteractionRecord, step: () => T): T {
    try {
      return step();
    } catch (error) {
      if (error instanceof DiscordError) this.noteError(record, error.code);
      throw error;
    }
  }
}

/** A message as the control API shows it to a user: Discord's JSON plus `ephemeral: true` when only they see it. */
export function viewerMessageJson(core: EmulatorCore, message: MessageRecord): JsonObject {
  const json = messageJson(core, message);
  return message.ephemeralFor !== null ? { ...json, ephemeral: true } : json;
}

function validated(body: unknown, rules: Parameters<typeof validateMessageBody>[3]) {
  const errors = new FormErrors();
  const input = validateMessageBody(errors, ['data'], body, rules);
  errors.throwIfAny();
  return input;
}

/** Modals: title ≤ 45, custom_id 1–100, 1–5 top-level components (docs: interaction response, modal). */
function validatedModal(data: unknown): JsonObject {
  const errors = new FormErrors();
  if (!isRecord(data)) {
    errors.add(['data'], 'BASE_TYPE_REQUIRED', 'This field is required');
    errors.throwIfAny();
    return {};
  }
  checkString(errors, ['data', 'title'], data.title, { min: 1, max: 45, required: true });
  checkString(errors, ['data', 'custom_id'], data.custom_id, { min: 1, max: 100, required: true });
  const components = checkArray(errors, ['data', 'components'], data.components, { min: 1, max: 5, required: true });
  components?.forEach((component, i) => {
    if (!isRecord(component) || (component.type !== ComponentType.ActionRow && component.type !== ComponentType.Label && component.type !== ComponentType.TextDisplay)) {
      errors.add(['data', 'components', i, 'type'], 'UNION_TYPE_CHOICES', 'Value of field "type" must be one of (1, 10, 18).');
    }
  });
  errors.throwIfAny();
  return toJsonObject(data);
}
