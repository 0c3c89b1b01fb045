import { json, noContent, type Router } from '../http/router';
import { body, flag, type RestDeps } from './deps';

/** Interaction callbacks and the interaction webhook (edit/delete @original, follow-ups). These routes take no bot token. */
export function interactionRoutes(router: Router, deps: RestDeps): void {
  const { interactions } = deps;

  router.post('/interactions/:id/:token/callback', async (ctx) => {
    const { json: payload, files } = await body(deps, ctx);
    const response = interactions.callback(ctx.params.id ?? '', ctx.params.token ?? '', payload, files, flag(ctx.query, 'with_response'));
    return response ? json(200, response) : noContent();
  });

  router.post('/webhooks/:appId/:token', async (ctx) => {
    const { json: payload, files } = await body(deps, ctx);
    const message = interactions.followUp(ctx.params.appId ?? '', ctx.params.token ?? '', payload, files);
    return ctx.query.get('wait') === 'false' || !ctx.query.has('wait') ? noContent() : json(200, message);
  });

  router.get('/webhooks/:appId/:token/messages/:messageId', (ctx) =>
    json(200, interactions.getMessage(ctx.params.appId ?? '', ctx.params.token ?? '', ctx.params.messageId ?? '')),
  );

  router.patch('/webhooks/:appId/:token/messages/:messageId', async (ctx) => {
    const { json: payload, files } = await body(deps, ctx);
    return json(200, interactions.editMessage(ctx.params.appId ?? '', ctx.params.token ?? '', ctx.params.messageId ?? '', payload, files));
  });

  router.delete('/webhooks/:appId/:token/messages/:messageId', (ctx) => {
    interactions.deleteMessage(ctx.params.appId ?? '', ctx.params.token ?? '', ctx.params.messageId ?? '');
    return noContent();
  });
}
