import { Router } from '../http/router';
import { channelRoutes } from './channels';
import { commandRoutes } from './commands';
import type { RestDeps } from './deps';
import { guildRoutes } from './guilds';
import { interactionRoutes } from './interactions';
import { messageRoutes } from './messages';
import { userRoutes } from './users';

export type { RestDeps } from './deps';

/** Every Discord route the emulator serves, relative to /api/v10. */
export function restRouter(deps: RestDeps): Router {
  const router = new Router();
  userRoutes(router, deps);
  commandRoutes(router, deps);
  interactionRoutes(router, deps);
  // Bulk delete must come before the generic :messageId routes.
  messageRoutes(router, deps);
  channelRoutes(router, deps);
  guildRoutes(router, deps);
  return router;
}
