import { DiscordError } from '../errors';
import { json, type RouteContext, type Router } from '../http/router';
import type { GuildRecord } from '../model';
import { channelJson, guildRestJson, memberJson, roleJson } from '../serialize';
import { requireBot, type RestDeps } from './deps';

/** Guild reads a bot does: the guild, its channels, active threads, roles and members. */
export function guildRoutes(router: Router, deps: RestDeps): void {
  const { core } = deps;
  const { state } = core;

  const guildOf = (ctx: RouteContext): GuildRecord => {
    requireBot(deps, ctx);
    const guild = state.guilds.get(ctx.params.guildId ?? '');
    if (!guild || !guild.members.has(state.application.botUserId)) throw DiscordError.unknownGuild();
    return guild;
  };

  router.get('/guilds/:guildId', (ctx) => json(200, guildRestJson(core, guildOf(ctx))));
  router.get('/guilds/:guildId/channels', (ctx) => json(200, state.guildChannels(guildOf(ctx).id).map((c) => channelJson(core, c))));
  router.get('/guilds/:guildId/roles', (ctx) => json(200, guildOf(ctx).roles.map(roleJson)));
  router.get('/guilds/:guildId/threads/active', (ctx) => {
    const guild = guildOf(ctx);
    const threads = state.guildThreads(guild.id).filter((t) => !t.archived);
    return json(200, { threads: threads.map((t) => channelJson(core, t)), members: [], has_more: false });
  });

  router.get('/guilds/:guildId/members', (ctx) => {
    const guild = guildOf(ctx);
    const limit = Math.min(1000, Math.max(1, Number(ctx.query.get('limit') ?? 1) || 1));
    const after = ctx.query.get('after') ?? '0';
    const members = [...guild.members.values()].filter((m) => BigInt(m.userId) > BigInt(after)).slice(0, limit);
    return json(200, members.map((m) => memberJson(core, m)));
  });

  router.get('/guilds/:guildId/members/search', (ctx) => {
    const guild = guildOf(ctx);
    const query = (ctx.query.get('query') ?? '').toLowerCase();
    const members = [...guild.members.values()].filter((m) => {
      const user = state.requireUser(m.userId);
      return user.username.startsWith(query) || (user.globalName ?? '').toLowerCase().startsWith(query);
    });
    return json(200, members.map((m) => memberJson(core, m)));
  });

  router.get('/guilds/:guildId/members/:userId', (ctx) => {
    const guild = guildOf(ctx);
    const userId = ctx.params.userId === '@me' ? state.application.botUserId : (ctx.params.userId ?? '');
    const member = guild.members.get(userId);
    if (!member) throw DiscordError.unknownMember();
    return json(200, memberJson(core, member));
  });
}
