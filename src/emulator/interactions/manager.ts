import { InteractionResponseType, MessageFlags } from 'discord-api-types/v10';
import { randomBytes } from 'node:crypto';
import { EventEmitter } from 'node:events';
import type { EmulatorCore } from '../context';
import { DiscordError, FormErrors } from '../errors';
import type { GatewayServer } from '../gateway/server';
import type { UploadedFile } from '../http/body';
import { buildMessage, commitEdit, editedMessage } from '../messages';
import type { ChannelRecord, Json, JsonObject, MessageRecord, UserRecord } from '../model';
import { messageJson } from '../serialize';
import { isRecord } from '../validation/fields';
import type { EndpointAnswer, HttpDelivery } from './http-delivery';
import { interactionPayload } from './payload';
import type { FailureReason, InteractionRecord } from './record';
import {
  ALLOWED_CALLBACKS,
  applyCallback,
  callbackResponse,
  interactionRef,
  replyType,
  requireChannel,
  validatedMessage,
  viewerMessageJson,
} from './responses';

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

/** Creates interactions, delivers them over the gateway (or to the app's HTTP endpoints) and serves the callback and webhook routes with Discord's rules. */
export class InteractionManager {
  private readonly byId = new Map<string, InteractionRecord>();
  private readonly byToken = new Map<string, InteractionRecord>();
  private readonly changes = new EventEmitter();
  private readonly timers = new Set<NodeJS.Timeout>();

  constructor(
    private readonly core: EmulatorCore,
    private readonly gateway: GatewayServer,
    /** The app's interactions endpoint URLs and signing key; with endpoints set, interactions go there, not to the gateway. */
    readonly http: HttpDelivery,
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

  /**
   * Creates an interaction and POSTs it to the next HTTP endpoint, or without endpoints dispatches INTERACTION_CREATE
   * to the shard that owns the guild (DMs: shard 0).
   */
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
    const endpoint = this.http.next();
    if (endpoint !== null) {
      void this.http.post(endpoint, payload).then((answer) => this.acceptHttpAnswer(record, answer));
    } else if (!this.gateway.hasListenerFor(record.guildId)) {
      this.fail(record, 'no_gateway_session');
      return record;
    } else {
      this.gateway.dispatch(record.guildId, 'INTERACTION_CREATE', payload);
    }
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
      const deferred = record.callbackType === InteractionResponseType.DeferredChannelMessageWithSource || record.callbackType === InteractionResponseType.DeferredMessageUpdate;
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
      const original = record.originalMessageId;
      applyCallback(this.core, record, type, body.data, files);
      if (record.originalMessageId !== null && record.originalMessageId !== original) this.announce(record.originalMessageId);
      this.changed(record);
      return withResponse ? callbackResponse(this.core, record) : null;
    });
  }

  /**
   * The endpoint's HTTP answer is the initial response, taken exactly as the callback route takes it. An empty 2xx
   * leaves the acknowledgement to the callback route; an error status, no answer or a refused body fail the interaction.
   */
  private acceptHttpAnswer(record: InteractionRecord, answer: EndpointAnswer): void {
    const problem = answer.error ?? (answer.status !== null && (answer.status < 200 || answer.status > 299) ? `status ${answer.status}` : null);
    if (problem !== null) {
      this.core.warn(`interactions endpoint ${answer.url} gave no usable answer for ${record.id}: ${problem}`);
      if (record.callbackType === null && !record.failure) this.fail(record, 'endpoint_error');
      return;
    }
    if (!answer.body || answer.body.json === undefined) return;
    try {
      this.callback(record.id, record.token, answer.body.json, answer.body.files, false);
    } catch (error) {
      if (!(error instanceof DiscordError)) throw error;
      this.core.warn(`interactions endpoint ${answer.url} answered ${record.id} with a body Discord refuses: ${error.code} ${error.message}`);
      if (record.callbackType === null && !record.failure) this.fail(record, 'invalid_response');
    }
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
      const input = validatedMessage(body ?? {}, { mode: 'edit', allowEphemeral: false, existingFlags: message.flags });
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
      if (original && (original.flags & MessageFlags.Loading) !== 0 && record.callbackType === InteractionResponseType.DeferredChannelMessageWithSource) {
        const input = validatedMessage(body, { mode: 'edit', allowEphemeral: false, existingFlags: original.flags });
        commitEdit(original, editedMessage(this.core, original, input, files));
        this.core.state.touchMessage(original);
        record.settled = true;
        this.changed(record);
        return messageJson(this.core, original);
      }
      const input = validatedMessage(body, { mode: 'create', allowEphemeral: true });
      const ephemeral = ((input.flags ?? 0) & MessageFlags.Ephemeral) !== 0;
      const message = buildMessage(this.core, {
        channel: requireChannel(this.core, record),
        authorId: this.core.state.application.botUserId,
        type: replyType(record),
        input,
        files,
        ephemeralFor: ephemeral ? record.userId : null,
        interaction: interactionRef(record, record.originalMessageId),
        webhookId: this.core.state.application.id,
      });
      this.core.state.insertMessage(message);
      this.announce(message.id);
      record.followUpIds.push(message.id);
      record.settled = true;
      this.changed(record);
      return messageJson(this.core, message);
    });
  }

  // ── helpers ──────────────────────────────────────────────────────────────

  /** A new public reply is a message of its channel like any other: MESSAGE_CREATE (GuildMessages) tells the guild. */
  private announce(messageId: string): void {
    const message = this.core.state.messages.get(messageId);
    if (!message || message.ephemeralFor !== null) return;
    const channel = this.core.state.channels.get(message.channelId);
    this.gateway.dispatch(channel?.guildId ?? null, 'MESSAGE_CREATE', messageJson(this.core, message));
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
