import type { EmulatorCore } from '../context';
import { DiscordError } from '../errors';
import type { GatewayServer } from '../gateway/server';
import { parseBody, type ParsedBody } from '../http/body';
import type { RouteContext } from '../http/router';
import type { InteractionManager } from '../interactions/manager';

/** What REST handlers work with. */
export interface RestDeps {
  core: EmulatorCore;
  gateway: GatewayServer;
  interactions: InteractionManager;
}

/** Bot-authenticated routes need `Authorization: Bot <token>`; anything else is Discord's 401. */
export function requireBot(deps: RestDeps, ctx: RouteContext): void {
  const header = ctx.req.headers.authorization ?? '';
  const match = /^Bot\s+(.+)$/i.exec(header);
  if (!match || match[1] !== deps.core.state.application.token) throw DiscordError.unauthorized();
}

/** Reads the body (JSON or multipart); uploads may be large, so the cap is generous and per-file limits apply later. */
export function body(deps: RestDeps, ctx: RouteContext): Promise<ParsedBody> {
  return parseBody(ctx.req, deps.core.options.attachmentSizeLimit * 11 + 1024 * 1024);
}

export function flag(query: URLSearchParams, name: string): boolean {
  const value = query.get(name);
  return value === 'true' || value === '1';
}
