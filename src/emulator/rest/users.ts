import { DiscordError } from '../errors';
import { json, type Router } from '../http/router';
import { channelJson, userJson } from '../serialize';
import { isRecord } from '../validation/fields';
import { body, requireBot, type RestDeps } from './deps';

/** Gateway discovery, users, DM channels and the application itself. */
export function userRoutes(router: Router, deps: RestDeps): void {
  const { core, gateway } = deps;
  const { state } = core;

  router.get('/gateway', () => json(200, { url: gateway.url }));

  router.get('/gateway/bot', (ctx) => {
    requireBot(deps, ctx);
    return json(200, {
      url: gateway.url,
      shards: core.options.recommendedShards,
      // A high max_concurrency lets several shards identify at once instead of 5 s apart.
      session_start_limit: { total: 1000, remaining: 1000, reset_after: 14_400_000, max_concurrency: 16 },
    });
  });

  router.get('/users/@me', (ctx) => {
    requireBot(deps, ctx);
    return json(200, { ...userJson(state.botUser), verified: true, mfa_enabled: false, email: null, locale: 'en-US' });
  });

  router.get('/users/@me/guilds', (ctx) => {
    requireBot(deps, ctx);
    const guilds = [...state.guilds.values()].filter((g) => g.members.has(state.application.botUserId));
    return json(
      200,
      guilds.map((g) => ({ id: g.id, name: g.name, icon: null, banner: null, owner: false, permissions: '0', features: [] })),
    );
  });

  router.get('/users/:userId', (ctx) => {
    requireBot(deps, ctx);
    const user = state.users.get(ctx.params.userId ?? '');
    if (!user) throw DiscordError.unknownUser();
    return json(200, userJson(user));
  });

  router.post('/users/@me/channels', async (ctx) => {
    requireBot(deps, ctx);
    const { json: payload } = await body(deps, ctx);
    const recipient = isRecord(payload) && typeof payload.recipient_id === 'string' ? state.users.get(payload.recipient_id) : undefined;
    if (!recipient || recipient.bot) throw DiscordError.unknownUser();
    return json(200, channelJson(core, state.dmChannelFor(recipient.id)));
  });

  router.get('/applications/@me', (ctx) => {
    requireBot(deps, ctx);
    return json(200, applicationJson(deps));
  });

  router.patch('/applications/@me', (ctx) => {
    requireBot(deps, ctx);
    return json(200, applicationJson(deps));
  });
}

function applicationJson(deps: RestDeps) {
  const { state } = deps.core;
  return {
    id: state.application.id,
    name: state.application.name,
    icon: null,
    description: 'Local emulator application',
    type: null,
    bot_public: true,
    bot_require_code_grant: false,
    verify_key: deps.interactions.http.signer.publicKey,
    flags: 0,
    flags_new: '0',
    redirect_uris: [],
    interactions_endpoint_url: deps.interactions.http.endpoints[0] ?? null,
    role_connections_verification_url: null,
    approximate_user_install_count: 0,
    approximate_user_authorization_count: 0,
    explicit_content_filter: 0,
    eligible_oauth2_scopes: [],
    owner: userJson(state.botUser),
    team: null,
    bot: userJson(state.botUser),
    approximate_guild_count: state.guilds.size,
    install_params: { scopes: ['bot', 'applications.commands'], permissions: '0' },
    integration_types_config: { '0': {} },
    tags: [],
  };
}
