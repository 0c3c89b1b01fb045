import { DiscordError, FormErrors } from '../errors';
import { json, noContent, type RouteContext, type Router } from '../http/router';
import type { CommandRecord, JsonObject } from '../model';
import { validateCommand, validateCommandList } from '../validation/commands';
import { isRecord } from '../validation/fields';
import { body, requireBot, type RestDeps } from './deps';
import { RESTJSONErrorCodes } from 'discord-api-types/v10';

/** Application commands, global and per guild: list, bulk overwrite (PUT), create, edit, delete. */
export function commandRoutes(router: Router, deps: RestDeps): void {
  const { core } = deps;
  const { state } = core;

  const scope = (ctx: RouteContext): string | null => {
    requireBot(deps, ctx);
    if (ctx.params.appId !== state.application.id) throw new DiscordError(403, RESTJSONErrorCodes.MissingAccess, 'Missing Access');
    const guildId = ctx.params.guildId ?? null;
    if (guildId !== null && !state.guilds.has(guildId)) throw DiscordError.unknownGuild();
    return guildId;
  };
  const find = (guildId: string | null, id: string | undefined): CommandRecord => {
    const command = id ? state.commands.get(id) : undefined;
    if (!command || command.guildId !== guildId) throw DiscordError.unknownApplicationCommand();
    return command;
  };

  // Before the `:commandId` routes: the literal segment must win, as on Discord.
  router.get('/applications/:appId/guilds/:guildId/commands/permissions', (ctx) => {
    scope(ctx);
    return json(200, []);
  });

  for (const base of ['/applications/:appId/commands', '/applications/:appId/guilds/:guildId/commands']) {
    router.get(base, (ctx) => json(200, state.commandsIn(scope(ctx)).map((c) => commandJson(deps, c))));

    router.put(base, async (ctx) => {
      const guildId = scope(ctx);
      const { json: payload } = await body(deps, ctx);
      const errors = new FormErrors();
      const definitions = validateCommandList(errors, payload);
      errors.throwIfAny();
      return json(200, state.replaceCommands(guildId, definitions).map((c) => commandJson(deps, c)));
    });

    router.post(base, async (ctx) => {
      const guildId = scope(ctx);
      const { json: payload } = await body(deps, ctx);
      const errors = new FormErrors();
      const definition = validateCommand(errors, [], payload);
      errors.throwIfAny();
      if (!definition) throw DiscordError.invalidFormBody(errors);
      const others = state.commandsIn(guildId).filter((c) => !(c.definition.name === definition.name && c.definition.type === definition.type));
      const existing = state.commandsIn(guildId).find((c) => c.definition.name === definition.name && c.definition.type === definition.type);
      const saved = state.replaceCommands(guildId, [...others.map((c) => c.definition), definition]);
      const record = saved.find((c) => c.definition.name === definition.name && c.definition.type === definition.type);
      if (!record) throw DiscordError.unknownApplicationCommand();
      return json(existing ? 200 : 201, commandJson(deps, record));
    });

    router.get(`${base}/:commandId`, (ctx) => json(200, commandJson(deps, find(scope(ctx), ctx.params.commandId))));

    router.patch(`${base}/:commandId`, async (ctx) => {
      const guildId = scope(ctx);
      const command = find(guildId, ctx.params.commandId);
      const { json: payload } = await body(deps, ctx);
      const errors = new FormErrors();
      const merged = validateCommand(errors, [], { ...command.definition, ...(isRecord(payload) ? payload : {}) });
      errors.throwIfAny();
      if (!merged) throw DiscordError.invalidFormBody(errors);
      command.definition = merged;
      command.version = state.nextId();
      state.emitChange({ kind: 'commands' });
      return json(200, commandJson(deps, command));
    });

    router.delete(`${base}/:commandId`, (ctx) => {
      const command = find(scope(ctx), ctx.params.commandId);
      state.commands.delete(command.id);
      state.emitChange({ kind: 'commands' });
      return noContent();
    });
  }
}

/** A command the way Discord returns it. */
export function commandJson(deps: RestDeps, command: CommandRecord): JsonObject {
  const d = command.definition;
  return {
    id: command.id,
    application_id: deps.core.state.application.id,
    version: command.version,
    default_member_permissions: d.default_member_permissions ?? null,
    type: d.type ?? 1,
    name: d.name,
    name_localizations: d.name_localizations ?? undefined,
    description: d.description ?? '',
    description_localizations: d.description_localizations ?? undefined,
    guild_id: command.guildId ?? undefined,
    options: d.options ?? undefined,
    dm_permission: command.guildId ? undefined : d.dm_permission ?? true,
    contexts: d.contexts ?? null,
    integration_types: d.integration_types ?? [0],
    nsfw: d.nsfw ?? false,
  };
}
