import { DiscordError, FormErrors } from '../errors';
import { json, noContent, type Router } from '../http/router';
import { buildMessage, commitEdit, editedMessage } from '../messages';
import type { ChannelRecord, MessageRecord } from '../model';
import { channelJson, messageJson } from '../serialize';
import { isThread } from '../state';
import { isRecord } from '../validation/fields';
import { validateMessageBody } from '../validation/message';
import { botChannel, botMay, requireBotPermission } from './access';
import { body, requireBot, type RestDeps } from './deps';
import { ChannelType, MessageType, PermissionFlagsBits, RESTJSONErrorCodes } from 'discord-api-types/v10';

/** Channel messages sent with the bot token: create, fetch, list, edit, delete. Ephemeral messages are out of reach here. */
export function messageRoutes(router: Router, deps: RestDeps): void {
  const { core, gateway } = deps;
  const { state } = core;

  const findMessage = (channel: ChannelRecord, id: string | undefined): MessageRecord => {
    const message = id ? state.messages.get(id) : undefined;
    if (!message || message.channelId !== channel.id || message.ephemeralFor !== null) throw DiscordError.unknownMessage();
    return message;
  };

  router.post('/channels/:channelId/messages', async (ctx) => {
    requireBot(deps, ctx);
    const channel = botChannel(deps, ctx.params.channelId);
    const { json: payload, files } = await body(deps, ctx);
    checkCanPost(deps, channel, files.length > 0);
    const errors = new FormErrors();
    const input = validateMessageBody(errors, [], payload, { mode: 'create', allowEphemeral: false });
    errors.throwIfAny();
    if (channel.type === ChannelType.DM) {
      const recipient = state.users.get(channel.recipientIds[0] ?? '');
      if (!recipient || !recipient.dmsOpen) throw DiscordError.cannotSendToUser();
    }
    const message = buildMessage(core, {
      channel,
      authorId: state.application.botUserId,
      type: MessageType.Default,
      input,
      files,
    });
    if (isThread(channel) && channel.archived) {
      channel.archived = false;
      gateway.dispatch(channel.guildId, 'THREAD_UPDATE', channelJson(core, channel));
    }
    state.insertMessage(message);
    const out = messageJson(core, message);
    gateway.dispatch(channel.guildId, 'MESSAGE_CREATE', out);
    return json(200, out);
  });

  router.get('/channels/:channelId/messages', (ctx) => {
    requireBot(deps, ctx);
    const channel = botChannel(deps, ctx.params.channelId);
    requireBotPermission(deps, channel, PermissionFlagsBits.ReadMessageHistory);
    const limit = Math.min(100, Math.max(1, Number(ctx.query.get('limit') ?? 50) || 50));
    let history = state.channelHistory(channel.id, null);
    const before = ctx.query.get('before');
    const after = ctx.query.get('after');
    if (before) history = history.filter((m) => BigInt(m.id) < BigInt(before));
    if (after) history = history.filter((m) => BigInt(m.id) > BigInt(after));
    const page = after ? history.slice(0, limit) : history.slice(-limit);
    return json(200, page.reverse().map((m) => messageJson(core, m)));
  });

  router.get('/channels/:channelId/messages/:messageId', (ctx) => {
    requireBot(deps, ctx);
    const channel = botChannel(deps, ctx.params.channelId);
    requireBotPermission(deps, channel, PermissionFlagsBits.ReadMessageHistory);
    return json(200, messageJson(core, findMessage(channel, ctx.params.messageId)));
  });

  router.patch('/channels/:channelId/messages/:messageId', async (ctx) => {
    requireBot(deps, ctx);
    const channel = botChannel(deps, ctx.params.channelId);
    const message = findMessage(channel, ctx.params.messageId);
    const { json: payload, files } = await body(deps, ctx);
    if (message.authorId !== state.application.botUserId) throw DiscordError.cannotEditOthersMessage();
    const errors = new FormErrors();
    const input = validateMessageBody(errors, [], payload, { mode: 'edit', allowEphemeral: false, existingFlags: message.flags });
    errors.throwIfAny();
    if (files.length > 0) requireBotPermission(deps, channel, PermissionFlagsBits.AttachFiles);
    commitEdit(message, editedMessage(core, message, input, files));
    state.touchMessage(message);
    const out = messageJson(core, message);
    gateway.dispatch(channel.guildId, 'MESSAGE_UPDATE', out);
    return json(200, out);
  });

  router.delete('/channels/:channelId/messages/:messageId', (ctx) => {
    requireBot(deps, ctx);
    const channel = botChannel(deps, ctx.params.channelId);
    const message = findMessage(channel, ctx.params.messageId);
    if (message.authorId !== state.application.botUserId) requireBotPermission(deps, channel, PermissionFlagsBits.ManageMessages);
    state.deleteMessage(message);
    gateway.dispatch(channel.guildId, 'MESSAGE_DELETE', { id: message.id, channel_id: channel.id, guild_id: channel.guildId ?? undefined });
    return noContent();
  });

  router.post('/channels/:channelId/messages/bulk-delete', async (ctx) => {
    requireBot(deps, ctx);
    const channel = botChannel(deps, ctx.params.channelId);
    requireBotPermission(deps, channel, PermissionFlagsBits.ManageMessages);
    const { json: payload } = await body(deps, ctx);
    const ids = isRecord(payload) && Array.isArray(payload.messages) ? payload.messages.map(String) : [];
    if (ids.length < 2 || ids.length > 100) {
      const errors = new FormErrors();
      errors.add(['messages'], 'BASE_TYPE_BAD_LENGTH', 'Must be between 2 and 100 in length.');
      errors.throwIfAny();
    }
    for (const id of ids) {
      const message = state.messages.get(id);
      if (message && message.channelId === channel.id && message.ephemeralFor === null) state.deleteMessage(message);
    }
    gateway.dispatch(channel.guildId, 'MESSAGE_DELETE_BULK', { ids, channel_id: channel.id, guild_id: channel.guildId ?? undefined });
    return noContent();
  });

  router.post('/channels/:channelId/typing', (ctx) => {
    requireBot(deps, ctx);
    botChannel(deps, ctx.params.channelId);
    return noContent();
  });
}

/** Sending needs Send Messages (Send Messages in Threads in a thread) and Attach Files for uploads; locked threads refuse. */
function checkCanPost(deps: RestDeps, channel: ChannelRecord, hasFiles: boolean): void {
  if (channel.type === ChannelType.DM) return;
  if (isThread(channel)) {
    requireBotPermission(deps, channel, PermissionFlagsBits.SendMessagesInThreads);
    if (channel.locked && !botMay(deps, channel, PermissionFlagsBits.ManageThreads)) throw new DiscordError(403, RESTJSONErrorCodes.ThreadLocked, 'Thread is locked');
  } else {
    requireBotPermission(deps, channel, PermissionFlagsBits.SendMessages);
  }
  if (hasFiles) requireBotPermission(deps, channel, PermissionFlagsBits.AttachFiles);
}
