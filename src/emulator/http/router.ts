import type { IncomingMessage } from 'node:http';

/** What a handler answers: a status and a JSON body (or raw bytes with a content type). */
export interface Reply {
  status: number;
  body?: unknown;
  bytes?: Buffer;
  contentType?: string;
  headers?: Record<string, string>;
}

export interface RouteContext {
  req: IncomingMessage;
  params: Record<string, string>;
  query: URLSearchParams;
}

export type Handler = (ctx: RouteContext) => Promise<Reply> | Reply;

interface Route {
  method: string;
  pattern: RegExp;
  keys: string[];
  handler: Handler;
  template: string;
}

export interface RouteMatch {
  handler: Handler;
  params: Record<string, string>;
  template: string;
}

/** A small method + path router; `:name` segments become params (a trailing `*name` takes the rest). */
export class Router {
  private readonly routes: Route[] = [];

  add(method: string, template: string, handler: Handler): this {
    const keys: string[] = [];
    const source = template
      .split('/')
      .map((segment) => {
        if (segment.startsWith(':')) {
          keys.push(segment.slice(1));
          return '([^/]+)';
        }
        if (segment.startsWith('*')) {
          keys.push(segment.slice(1));
          return '(.+)';
        }
        return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      })
      .join('/');
    this.routes.push({ method, pattern: new RegExp(`^${source}/?$`), keys, handler, template });
    return this;
  }

  get(template: string, handler: Handler): this {
    return this.add('GET', template, handler);
  }
  post(template: string, handler: Handler): this {
    return this.add('POST', template, handler);
  }
  put(template: string, handler: Handler): this {
    return this.add('PUT', template, handler);
  }
  patch(template: string, handler: Handler): this {
    return this.add('PATCH', template, handler);
  }
  delete(template: string, handler: Handler): this {
    return this.add('DELETE', template, handler);
  }

  /** Every route as registered, e.g. `{ method: 'GET', template: '/channels/:channelId' }`. */
  list(): { method: string; template: string }[] {
    return this.routes.map(({ method, template }) => ({ method, template }));
  }

  /** The route for method + path; `pathMatched` tells a wrong method (405) from an unknown path (404). */
  match(method: string, path: string): { route: RouteMatch | null; pathMatched: boolean } {
    let pathMatched = false;
    for (const route of this.routes) {
      const m = route.pattern.exec(path);
      if (!m) continue;
      pathMatched = true;
      if (route.method !== method) continue;
      const params: Record<string, string> = {};
      route.keys.forEach((key, i) => {
        params[key] = decodeURIComponent(m[i + 1] ?? '');
      });
      return { route: { handler: route.handler, params, template: route.template }, pathMatched };
    }
    return { route: null, pathMatched };
  }
}

export function json(status: number, body: unknown): Reply {
  return { status, body };
}

export function noContent(): Reply {
  return { status: 204 };
}
