// How interaction responses turn into messages: callback types 4–9, the with_response body, shared helpers.
import { ComponentType, InteractionResponseType, InteractionType, MessageFlags, MessageType } from 'discord-api-types/v10';
import type { EmulatorCore } from '../context';
import { DiscordError, FormErrors } from '../errors';
import type { UploadedFile } from '../http/body';
import { buildMessage, commitEdit, editedMessage } from '../messages';
import type { ChannelRecord, InteractionRef, JsonObject, MessageRecord } from '../model';
import { messageJson } from '../serialize';
import { checkArray, checkString, isRecord, toJsonObject } from '../validation/fields';
import { validateMessageBody, type MessageInput, type MessageRules } from '../validation/message';
import type { InteractionRecord } from './record';

/** Callback types each interaction type accepts (docs: responding to an interaction). */
export const ALLOWED_CALLBACKS: Record<number, readonly number[]> = {
  [InteractionType.ApplicationCommand]: [InteractionResponseType.ChannelMessageWithSource, InteractionResponseType.DeferredChannelMessageWithSource, InteractionResponseType.Modal],
  [InteractionType.MessageComponent]: [
    InteractionResponseType.ChannelMessageWithSource,
    InteractionResponseType.DeferredChannelMessageWithSource,
    InteractionResponseType.DeferredMessageUpdate,
    InteractionResponseType.UpdateMessage,
    InteractionResponseType.Modal,
  ],
  [InteractionType.ApplicationCommandAutocomplete]: [InteractionResponseType.ApplicationCommandAutocompleteResult],
  [InteractionType.ModalSubmit]: [
    InteractionResponseType.ChannelMessageWithSource,
    InteractionResponseType.DeferredChannelMessageWithSource,
    InteractionResponseType.DeferredMessageUpdate,
    InteractionResponseType.UpdateMessage,
  ],
};

/** Applies an accepted callback (type already checked): creates or updates the message, records the acknowledgement. */
export function applyCallback(core: EmulatorCore, record: InteractionRecord, type: number, data: unknown, files: UploadedFile[]): void {
  const channel = requireChannel(core, record);
  const interaction = interactionRef(record, null);
  switch (type) {
    case InteractionResponseType.ChannelMessageWithSource: {
      const input = validatedMessage(data, { mode: 'create', allowEphemeral: true });
      const ephemeral = ((input.flags ?? 0) & MessageFlags.Ephemeral) !== 0;
      const message = buildMessage(core, {
        channel,
        authorId: core.state.application.botUserId,
        type: replyType(record),
        input,
        files,
        ephemeralFor: ephemeral ? record.userId : null,
        interaction,
        webhookId: core.state.application.id,
        path: ['data'],
      });
      accept(core, record, type, message, ephemeral);
      return;
    }
    case InteractionResponseType.DeferredChannelMessageWithSource: {
      const flags = isRecord(data) && typeof data.flags === 'number' ? data.flags : 0;
      const ephemeral = (flags & MessageFlags.Ephemeral) !== 0;
      const message = buildMessage(core, {
        channel,
        authorId: core.state.application.botUserId,
        type: replyType(record),
        input: { embedRefs: [], componentRefs: [] },
        files: [],
        ephemeralFor: ephemeral ? record.userId : null,
        interaction,
        webhookId: core.state.application.id,
        forcedFlags: MessageFlags.Loading | (ephemeral ? MessageFlags.Ephemeral : 0),
        allowEmpty: true,
      });
      accept(core, record, type, message, ephemeral);
      return;
    }
    case InteractionResponseType.DeferredMessageUpdate: {
      const source = requireSource(core, record);
      record.callbackType = type;
      record.originalMessageId = source.id;
      record.ephemeral = source.ephemeralFor !== null;
      return;
    }
    case InteractionResponseType.UpdateMessage: {
      const source = requireSource(core, record);
      const input = validatedMessage(data ?? {}, { mode: 'edit', allowEphemeral: false, existingFlags: source.flags });
      const edited = editedMessage(core, source, input, files, ['data']);
      record.callbackType = type;
      record.originalMessageId = source.id;
      record.ephemeral = source.ephemeralFor !== null;
      commitEdit(source, edited);
      core.state.touchMessage(source);
      return;
    }
    case InteractionResponseType.ApplicationCommandAutocompleteResult: {
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
    case InteractionResponseType.Modal: {
      record.callbackType = type;
      record.modal = validatedModal(data);
      return;
    }
  }
}

function accept(core: EmulatorCore, record: InteractionRecord, type: number, message: MessageRecord, ephemeral: boolean): void {
  record.callbackType = type;
  record.originalMessageId = message.id;
  record.ephemeral = ephemeral;
  core.state.insertMessage(message);
}

/** The body of a callback sent with `with_response=true`. */
export function callbackResponse(core: EmulatorCore, record: InteractionRecord): JsonObject {
  const message = record.originalMessageId ? core.state.messages.get(record.originalMessageId) : undefined;
  const hasMessage = record.callbackType !== InteractionResponseType.ApplicationCommandAutocompleteResult && record.callbackType !== InteractionResponseType.Modal;
  return {
    interaction: {
      id: record.id,
      type: record.type,
      response_message_id: hasMessage ? record.originalMessageId ?? undefined : undefined,
      response_message_loading: hasMessage ? ((message?.flags ?? 0) & MessageFlags.Loading) !== 0 : undefined,
      response_message_ephemeral: hasMessage ? record.ephemeral : undefined,
    },
    resource: {
      type: record.callbackType ?? 0,
      message: message && hasMessage ? messageJson(core, message) : undefined,
    },
  };
}

/** Replies to slash commands are type 20 (CHAT_INPUT_COMMAND), others 0. */
export function replyType(record: InteractionRecord): number {
  return record.type === InteractionType.ApplicationCommand ? MessageType.ChatInputCommand : MessageType.Default;
}

export function interactionRef(record: InteractionRecord, originalResponseMessageId: string | null): InteractionRef {
  return {
    id: record.id,
    type: record.type,
    userId: record.userId,
    commandName: record.commandName,
    originalResponseMessageId,
    interactedMessageId: record.sourceMessageId,
  };
}

export function requireChannel(core: EmulatorCore, record: InteractionRecord): ChannelRecord {
  const channel = core.state.channels.get(record.channelId);
  if (!channel) throw DiscordError.unknownChannel();
  return channel;
}

export function requireSource(core: EmulatorCore, record: InteractionRecord): MessageRecord {
  const source = record.sourceMessageId ? core.state.messages.get(record.sourceMessageId) : undefined;
  if (!source) throw DiscordError.unknownMessage();
  return source;
}

/** A message as the control API shows it to a user: Discord's JSON plus `ephemeral: true` when only they see it. */
export function viewerMessageJson(core: EmulatorCore, message: MessageRecord): JsonObject {
  const json = messageJson(core, message);
  return message.ephemeralFor !== null ? { ...json, ephemeral: true } : json;
}

/** Validates a message body under `data`, throwing 50035 when anything is wrong. */
export function validatedMessage(body: unknown, rules: MessageRules): MessageInput {
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
