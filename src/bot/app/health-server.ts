import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Logger } from '../base/log';
import type { BotMetrics } from '../base/metrics';

export interface HealthSources {
  metrics: BotMetrics;
  /** The gateway connection's state, by name (e.g. `Ready`, `Reconnecting`) and whether it is ready. */
  gateway: () => { status: string; ready: boolean };
  log: Logger;
}

/** The health endpoint could not listen (its port taken, its host not local): start-up names the cause in one line. */
export class HealthPortError extends Error {
  constructor(port: number, host: string, cause: unknown) {
    const code = (cause as NodeJS.ErrnoException | undefined)?.code;
    const why = code === 'EADDRINUSE' ? 'is already in use' : code === 'EACCES' ? 'may not be used by this user' : code === 'EADDRNOTAVAIL' ? 'names an address this machine does not have' : `cannot be listened on (${code ?? String(cause)})`;
    super(`METRICS_PORT ${port} on ${host} ${why}: choose a free port (METRICS_PORT) or stop the process holding it`, { cause });
    this.name = 'HealthPortError';
  }
}

export interface HealthServer {
  url: string;
  close(): Promise<void>;
}

/**
 * The operator's endpoint (opt-in: METRICS_PORT): `GET /healthz` answers 200 while the process lives, with the
 * gateway's state (503 while it is not ready, so a probe may restart a bot that never reconnects); `GET /metrics` the
 * Prometheus text format of BotMetrics.
 */
export async function startHealthServer(sources: HealthSources, port: number, host: string): Promise<HealthServer> {
  const server: Server = createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0];
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { allow: 'GET, HEAD' }).end();
      return;
    }
    if (path === '/healthz') {
      const gateway = sources.gateway();
      response.writeHead(gateway.ready ? 200 : 503, { 'content-type': 'application/json' }).end(JSON.stringify({ alive: true, gateway }));
      return;
    }
    if (path === '/metrics') {
      sources.metrics.registry.metrics().then(
        (text) => response.writeHead(200, { 'content-type': sources.metrics.registry.contentType }).end(text),
        (error: unknown) => {
          sources.log.error('collecting the metrics failed', error);
          response.writeHead(500).end();
        },
      );
      return;
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error) => reject(new HealthPortError(port, host, error)));
    server.listen(port, host, () => {
      server.removeAllListeners('error');
      resolve();
    });
  });
  const address = server.address() as AddressInfo;
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`;
  sources.log.info(`health and metrics on ${url}/healthz and ${url}/metrics`);
  return {
    url,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
