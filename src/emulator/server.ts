import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { EmulatorCore } from './context';
import { ControlError } from './control/control-error';
import { createControlClient, type ControlClient } from './control/client';
import { controlRouter, openEventStream, type ControlDeps } from './control/routes';
import { DiscordError } from './errors';
import { GatewayServer } from './gateway/server';
import type { Reply, Router } from './http/router';
import { StaticFiles } from './http/static';
import { HttpDelivery, InteractionSigner } from './interactions/http-delivery';
import { InteractionManager } from './interactions/manager';
import { resolveOptions, type EmulatorOptions } from './options';
import { restRouter } from './rest';
import { seedDefault, type SeedInfo } from './seed';
import { toLocale } from '../i18n';
import { emulatorCatalog } from './playground/catalog';

export interface Emulator {
  /** Base URL, e.g. http://127.0.0.1:8484 — the playground page lives at its root. */
  url: string;
  /** What discord.js takes as `rest.api` (it appends /v10). */
  restUrl: string;
  /** The gateway URL handed out by GET /gateway/bot. */
  gatewayUrl: string;
  host: string;
  port: number;
  /** The bot token to log in with. */
  token: string;
  /** Hex Ed25519 public key interactions over HTTP are signed with (the portal's "public key", `verify_key`). */
  publicKey: string;
  applicationId: string;
  botUserId: string;
  /** The default guild and channels, unless started with `seed: false`. */
  seed: SeedInfo | null;
  /** Typed client for the control API of this emulator. */
  control: ControlClient;
  /** In-process access for tests that need to look behind the HTTP surface. */
  internals: { core: EmulatorCore; gateway: GatewayServer; interactions: InteractionManager; rest: Router };
  close(): Promise<void>;
}

const PLAYGROUND_FILES = ['index.html', 'style.css', 'app.js', 'api.js', 'composer.js', 'render.js', 'markdown.js'] as const;

/** Starts a local Discord (REST under /api/v10, gateway at /gateway, control API, playground) on 127.0.0.1. */
export async function startEmulator(options: EmulatorOptions = {}): Promise<Emulator> {
  const resolved = resolveOptions(options);
  const core = new EmulatorCore(resolved);
  const gateway = new GatewayServer(core);
  const delivery = new HttpDelivery(new InteractionSigner(), resolved.interactionWindowMs, resolved.attachmentSizeLimit * 10);
  delivery.setEndpoints(resolved.interactionsEndpoints);
  const interactions = new InteractionManager(core, gateway, delivery);
  const rest = restRouter({ core, gateway, interactions });
  const streams = new Set<ServerResponse>();
  const controlDeps: ControlDeps = { core, gateway, interactions, streams };
  const control = controlRouter(controlDeps);
  const page = new StaticFiles(new URL('./playground/', import.meta.url), PLAYGROUND_FILES);

  const server = createServer((req, res) => {
    void handle(req, res).catch((error: unknown) => {
      core.warn(`request failed: ${String(error)}`);
      if (!res.headersSent) send(res, { status: 500, body: { message: '500: Internal Server Error', code: 0 } });
      else res.end();
    });
  });
  server.on('upgrade', (req, socket, head) => gateway.handleUpgrade(req, socket, head));

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const method = req.method ?? 'GET';
    // discord.js writes `@me` as `%40me` (Routes.user()); Discord reads both.
    const path = url.pathname.replace(/%40/g, '@');
    if (path.startsWith('/api/')) {
      const versioned = /^\/api\/v10(\/.*)$/.exec(path);
      core.countRestCall(method, versioned?.[1] ?? path);
      send(res, await limited(method, versioned?.[1] ?? path, req, url.searchParams));
      return;
    }
    if (path === '/control/events' && method === 'GET') {
      openEventStream(controlDeps, res);
      return;
    }
    if (path.startsWith('/control/')) {
      send(res, await route(control, method, path, req, url.searchParams, false));
      return;
    }
    if (path === '/playground/texts.json' && method === 'GET') {
      const locale = toLocale(url.searchParams.get('locale'));
      send(res, { status: 200, body: { locale, texts: emulatorCatalog[locale] } });
      return;
    }
    if (path.startsWith('/attachments/') && method === 'GET') {
      send(res, attachment(path));
      return;
    }
    send(res, (method === 'GET' ? await page.serve(path) : null) ?? { status: 404, body: { message: '404: Not Found', code: 0 } });
  }

  /** A Discord REST request through the rate limiter: refused with 429, or answered with the bucket's headers. */
  async function limited(method: string, path: string, req: IncomingMessage, query: URLSearchParams): Promise<Reply> {
    const { route: match } = rest.match(method, path);
    if (!match) return route(rest, method, path, req, query, true);
    // Interaction callbacks and interaction webhooks do not count against the global limit (docs: rate limits).
    const exempt = match.template.startsWith('/interactions/') || match.template.startsWith('/webhooks/');
    const verdict = core.rateLimiter.take(`${method} ${match.template}`, match.params, exempt);
    if (verdict.refused) {
      core.warn(`429 ${verdict.refused.global ? 'global' : 'route'} rate limit on ${method} ${match.template} (retry after ${verdict.refused.retry_after} s)`);
      return { status: 429, body: verdict.refused, headers: verdict.headers };
    }
    const reply = await route(rest, method, path, req, query, true);
    return { ...reply, headers: { ...verdict.headers, ...(reply.headers ?? {}) } };
  }

  async function route(router: Router, method: string, path: string, req: IncomingMessage, query: URLSearchParams, discord: boolean): Promise<Reply> {
    const { route: match, pathMatched } = router.match(method, path);
    if (!match) {
      if (discord) {
        core.unknownRoutes.push({ method, path: req.url ?? path, at: core.clock.iso() });
        core.warn(`!!! UNKNOWN DISCORD ROUTE ${method} ${req.url ?? path} — the emulator does not implement it (answered 404)`);
        return { status: pathMatched ? 405 : 404, body: pathMatched ? DiscordError.methodNotAllowed() : DiscordError.notFound() };
      }
      return { status: 404, body: { error: `no control route ${method} ${path}` } };
    }
    try {
      core.info(`${method} ${req.url ?? path}`);
      return await match.handler({ req, params: match.params, query });
    } catch (error) {
      if (error instanceof DiscordError) {
        core.info(`  -> ${error.status} ${error.code} ${error.message}`);
        return { status: error.status, body: error };
      }
      if (error instanceof ControlError) return { status: error.status, body: { error: error.message } };
      throw error;
    }
  }

  function attachment(path: string): Reply {
    const [, , channelId, attachmentId] = path.split('/');
    const file = attachmentId ? core.state.attachments.get(attachmentId) : undefined;
    if (!file || file.channelId !== channelId) return { status: 404, body: { message: '404: Not Found', code: 0 } };
    return { status: 200, bytes: file.data, contentType: file.contentType, headers: { 'cache-control': 'public, max-age=31536000, immutable' } };
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(resolved.port, resolved.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  core.baseUrl = `http://${resolved.host}:${port}`;
  const seed = resolved.seed ? seedDefault(core) : null;

  let closed = false;
  return {
    url: core.baseUrl,
    restUrl: `${core.baseUrl}/api`,
    gatewayUrl: gateway.url,
    host: resolved.host,
    port,
    token: core.state.application.token,
    publicKey: delivery.signer.publicKey,
    applicationId: core.state.application.id,
    botUserId: core.state.application.botUserId,
    seed,
    control: createControlClient(core.baseUrl),
    internals: { core, gateway, interactions, rest },
    async close() {
      if (closed) return;
      closed = true;
      for (const stream of streams) stream.end();
      interactions.close();
      gateway.close();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
}

function send(res: ServerResponse, reply: Reply): void {
  const headers: Record<string, string> = { ...(reply.headers ?? {}) };
  if (reply.bytes) {
    headers['content-type'] = reply.contentType ?? 'application/octet-stream';
    headers['content-length'] = String(reply.bytes.length);
    res.writeHead(reply.status, headers);
    res.end(reply.bytes);
    return;
  }
  if (reply.status === 204 || reply.body === undefined) {
    res.writeHead(reply.status, headers);
    res.end();
    return;
  }
  const text = JSON.stringify(reply.body);
  headers['content-type'] = 'application/json';
  res.writeHead(reply.status, headers);
  res.end(text);
}
