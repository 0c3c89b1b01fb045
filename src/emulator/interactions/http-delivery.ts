// Interactions over HTTP (docs: receiving and responding, "interactions endpoint URL"): Discord POSTs each interaction
// to the app's endpoint, signed with Ed25519 over timestamp + body, and takes the HTTP answer as the initial response.
// Discord checks an endpoint when it is saved (a PING that must be answered with PONG, and a request with a wrong
// signature that must be refused with 401), and keeps sending wrongly signed requests now and then.
import { generateKeyPairSync, sign, type KeyObject } from 'node:crypto';
import { parseRawBody, type ParsedBody } from '../http/body';
import type { JsonObject } from '../model';

/** The application's Ed25519 key pair: the public half is the portal's "public key" the bot verifies with. */
export class InteractionSigner {
  /** Hex of the raw 32-byte public key, as Discord shows it (`verify_key`). */
  readonly publicKey: string;
  private readonly privateKey: KeyObject;

  constructor() {
    const pair = generateKeyPairSync('ed25519');
    this.privateKey = pair.privateKey;
    // The SPKI DER form of an Ed25519 key ends with the raw 32 key bytes.
    this.publicKey = pair.publicKey.export({ format: 'der', type: 'spki' }).subarray(-32).toString('hex');
  }

  /** X-Signature-Ed25519 and X-Signature-Timestamp for `body`; `forged` flips a bit, as Discord's checks do. */
  headers(body: string, timestamp: string, forged = false): Record<string, string> {
    const signature = sign(null, Buffer.from(timestamp + body), this.privateKey);
    if (forged) signature[0] = (signature[0] ?? 0) ^ 0x01;
    return { 'x-signature-ed25519': signature.toString('hex'), 'x-signature-timestamp': timestamp };
  }
}

/** What an endpoint answered: its status and parsed body, or why there was no answer. */
export interface EndpointAnswer {
  url: string;
  status: number | null;
  body: ParsedBody | null;
  error: string | null;
}

/** What saving an endpoint found: it answered PING with PONG and refused a wrong signature with 401. */
export interface EndpointCheck {
  url: string;
  pong: boolean;
  rejectsBadSignature: boolean;
}

/** Where interactions go when the app has an endpoint URL: one or several, taken in turn. */
export class HttpDelivery {
  private urls: string[] = [];
  private turn = 0;

  constructor(
    readonly signer: InteractionSigner,
    private readonly timeoutMs: number,
    private readonly maxBytes: number,
  ) {}

  get endpoints(): readonly string[] {
    return this.urls;
  }

  /** Replaces the endpoints; an empty list sends interactions over the gateway again. */
  setEndpoints(urls: readonly string[]): void {
    this.urls = [...urls];
    this.turn = 0;
  }

  /** The endpoint for the next interaction (round-robin). */
  next(): string | null {
    if (this.urls.length === 0) return null;
    const url = this.urls[this.turn % this.urls.length] ?? null;
    this.turn++;
    return url;
  }

  async post(url: string, payload: JsonObject, options: { forged?: boolean } = {}): Promise<EndpointAnswer> {
    const body = JSON.stringify(payload);
    const timestamp = String(Math.floor(Date.now() / 1000));
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'user-agent': 'Discord-Interactions/1.0 (+https://discord.com)', ...this.signer.headers(body, timestamp, options.forged) },
        body,
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      const raw = Buffer.from(await response.arrayBuffer());
      if (raw.length > this.maxBytes) return { url, status: response.status, body: null, error: 'answer too large' };
      let parsed: ParsedBody | null = null;
      if (response.ok) {
        try {
          parsed = await parseRawBody(raw, response.headers.get('content-type') ?? '');
        } catch {
          return { url, status: response.status, body: null, error: 'answer is not valid JSON' };
        }
      }
      return { url, status: response.status, body: parsed, error: null };
    } catch (error) {
      return { url, status: null, body: null, error: error instanceof Error ? error.message : String(error) };
    }
  }

  /** Discord's check when an endpoint is saved: PING (type 1) must get PONG, a wrong signature must get 401. */
  async check(url: string, applicationId: string, pingId: string): Promise<EndpointCheck> {
    const ping = { id: pingId, application_id: applicationId, type: 1, token: `ping.${pingId}`, version: 1 };
    const valid = await this.post(url, ping);
    const forged = await this.post(url, ping, { forged: true });
    const pongType = (valid.body?.json as { type?: unknown } | undefined)?.type;
    return { url, pong: valid.status === 200 && pongType === 1, rejectsBadSignature: forged.status === 401 };
  }
}
