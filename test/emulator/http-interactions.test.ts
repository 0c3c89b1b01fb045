import { createPublicKey, verify } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { REST, Routes } from 'discord.js';
import { afterEach, describe, expect, it } from 'vitest';
import { startEmulator, type Emulator, type UserInfo } from '../../src/emulator';

interface Interaction {
  id: string;
  token: string;
  type: number;
  data?: { name?: string; custom_id?: string; components?: unknown[] };
  message?: { id: string };
}

/** What the endpoint answers to an interaction: a JSON body or a multipart form (sent with 200), or a bare status. */
type Answer = { body: unknown } | { form: FormData } | { status: number };

/**
 * A tiny interactions endpoint as an HTTP bot would run one: it checks the Ed25519 signature over
 * timestamp + body with the app's public key (401 when it does not hold), answers PING with PONG, and hands every
 * other interaction to `answer`.
 */
class Endpoint {
  readonly seen: { interaction: Interaction; signed: boolean }[] = [];
  answer: (interaction: Interaction) => Answer | Promise<Answer> = () => ({ status: 500 });
  private server: Server | null = null;
  url = '';

  constructor(
    private readonly publicKeyHex: string,
    private readonly checkSignatures = true,
  ) {}

  async start(): Promise<this> {
    const key = createPublicKey({ key: { kty: 'OKP', crv: 'Ed25519', x: Buffer.from(this.publicKeyHex, 'hex').toString('base64url') }, format: 'jwk' });
    this.server = createServer((req, res) => void this.handle(req, res, key));
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/interactions`;
    return this;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }

  private async handle(req: IncomingMessage, res: ServerResponse, key: ReturnType<typeof createPublicKey>): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString('utf8');
    const signature = String(req.headers['x-signature-ed25519'] ?? '');
    const timestamp = String(req.headers['x-signature-timestamp'] ?? '');
    const signed = /^[0-9a-f]{128}$/.test(signature) && verify(null, Buffer.from(timestamp + body), key, Buffer.from(signature, 'hex'));
    const interaction = JSON.parse(body) as Interaction;
    this.seen.push({ interaction, signed });
    if (this.checkSignatures && !signed) {
      res.writeHead(401).end('invalid request signature');
      return;
    }
    const answer: Answer = interaction.type === 1 ? { body: { type: 1 } } : await this.answer(interaction);
    if ('body' in answer) {
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
    } else if ('form' in answer) {
      const encoded = new Response(answer.form);
      res.writeHead(200, { 'content-type': encoded.headers.get('content-type') ?? '' }).end(Buffer.from(await encoded.arrayBuffer()));
    } else {
      res.writeHead(answer.status).end();
    }
  }
}

describe('interactions over HTTP', () => {
  let emu: Emulator;
  const endpoints: Endpoint[] = [];
  let user: UserInfo;

  afterEach(async () => {
    await Promise.all(endpoints.splice(0).map((e) => e.stop()));
    await emu?.close();
  });

  async function setup(count = 1, options: { checkSignatures?: boolean } = {}): Promise<Endpoint[]> {
    emu = await startEmulator({ log: () => undefined });
    const made = await Promise.all(Array.from({ length: count }, () => new Endpoint(emu.publicKey, options.checkSignatures).start()));
    endpoints.push(...made);
    user = await emu.control.createUser('Gareth');
    await botRest().put(Routes.applicationGuildCommands(emu.applicationId, emu.seed?.guildId ?? ''), {
      body: [
        { name: 'hello', description: 'Says hello' },
        { name: 'name', description: 'Asks for a name' },
      ],
    });
    return made;
  }

  /** A REST client of one bot process; several share the token. */
  const botRest = () => new REST({ api: emu.restUrl }).setToken(emu.token);
  const games = () => emu.seed?.channels.games ?? '';

  it('signs with a key it publishes: the control API, the Emulator object and /applications/@me agree', async () => {
    await setup();
    expect(emu.publicKey).toMatch(/^[0-9a-f]{64}$/);
    expect(await emu.control.interactionsEndpoint()).toEqual({ publicKey: emu.publicKey, endpoints: [] });
    const app = (await botRest().get(Routes.currentApplication())) as { verify_key: string; interactions_endpoint_url: string | null };
    expect(app.verify_key).toBe(emu.publicKey);
    expect(app.interactions_endpoint_url).toBeNull();
  });

  it('checks an endpoint when it is saved: PING answered with PONG, a wrong signature refused with 401', async () => {
    const [endpoint] = await setup();
    const saved = await emu.control.setInteractionsEndpoint([endpoint?.url ?? '']);
    expect(saved).toEqual({ saved: true, checks: [{ url: endpoint?.url, pong: true, rejectsBadSignature: true }], publicKey: emu.publicKey, endpoints: [endpoint?.url] });
    expect(endpoint?.seen.map((s) => [s.interaction.type, s.signed])).toEqual([
      [1, true],
      [1, false],
    ]);
    const app = (await botRest().get(Routes.currentApplication())) as { interactions_endpoint_url: string | null };
    expect(app.interactions_endpoint_url).toBe(endpoint?.url);
    // Discord's unannounced check later on: a wrongly signed request must still get 401.
    expect(await emu.control.sendBadSignature()).toEqual({ url: endpoint?.url, status: 401, rejected: true });
  });

  it('refuses to save an endpoint that does not check signatures, and keeps the gateway', async () => {
    const [careless] = await setup(1, { checkSignatures: false });
    const saved = await emu.control.setInteractionsEndpoint([careless?.url ?? '']);
    expect(saved.saved).toBe(false);
    expect(saved.checks).toEqual([{ url: careless?.url, pong: true, rejectsBadSignature: false }]);
    expect(saved.endpoints).toEqual([]);
    expect(await emu.control.sendBadSignature(careless?.url)).toMatchObject({ status: 200, rejected: false });
  });

  it('delivers a slash command signed, without any gateway session, and takes the HTTP answer as the reply', async () => {
    const [endpoint] = await setup();
    await emu.control.setInteractionsEndpoint([endpoint?.url ?? '']);
    if (endpoint) endpoint.answer = (i) => ({ body: { type: 4, data: { content: `Hello from ${i.data?.name}` } } });
    const result = await emu.control.runCommand({ userId: user.id, channelId: games(), name: 'hello' });
    expect(result).toMatchObject({ outcome: 'responded', callbackType: 4, failure: null });
    expect(result.message?.content).toBe('Hello from hello');
    const delivered = endpoint?.seen.at(-1);
    expect(delivered?.signed).toBe(true);
    expect(delivered?.interaction).toMatchObject({ id: result.interactionId, type: 2, data: { name: 'hello' } });
  });

  it('takes a multipart answer: payload_json with the response and files[0] as its attachment', async () => {
    const [endpoint] = await setup();
    await emu.control.setInteractionsEndpoint([endpoint?.url ?? '']);
    if (endpoint) {
      endpoint.answer = () => {
        const form = new FormData();
        form.append('payload_json', JSON.stringify({ type: 4, data: { content: 'The score', attachments: [{ id: 0, filename: 'score.txt' }] } }));
        form.append('files[0]', new Blob(['Gareth 12'], { type: 'text/plain' }), 'score.txt');
        return { form };
      };
    }
    const result = await emu.control.runCommand({ userId: user.id, channelId: games(), name: 'hello' });
    expect(result).toMatchObject({ outcome: 'responded', callbackType: 4 });
    const attachment = result.message?.attachments[0];
    expect(attachment?.filename).toBe('score.txt');
    expect(await (await fetch(attachment?.url ?? '')).text()).toBe('Gareth 12');
  });

  it('takes 7 (update) for a click, 9 (modal) for a command and 4 for the modal submit from HTTP answers', async () => {
    const [endpoint] = await setup();
    await emu.control.setInteractionsEndpoint([endpoint?.url ?? '']);
    const board = (await botRest().post(Routes.channelMessages(games()), {
      body: { content: 'Board', components: [{ type: 1, components: [{ type: 2, style: 1, custom_id: 'next', label: 'Next' }] }] },
    })) as { id: string };
    if (!endpoint) throw new Error('no endpoint');
    endpoint.answer = (i) => {
      if (i.type === 3) return { body: { type: 7, data: { content: 'Board, turn 2' } } };
      if (i.type === 2) {
        const input = { type: 4, custom_id: 'who', style: 1, label: 'Your name' };
        return { body: { type: 9, data: { custom_id: 'ask', title: 'Name', components: [{ type: 1, components: [input] }] } } };
      }
      return { body: { type: 4, data: { content: 'Thanks', flags: 64 } } };
    };
    const click = await emu.control.click({ userId: user.id, messageId: board.id, customId: 'next' });
    expect(click).toMatchObject({ outcome: 'responded', callbackType: 7 });
    expect((await emu.control.message(board.id, user.id))?.content).toBe('Board, turn 2');
    const asked = await emu.control.runCommand({ userId: user.id, channelId: games(), name: 'name' });
    expect(asked).toMatchObject({ outcome: 'responded', callbackType: 9 });
    const submitted = await emu.control.submitModal({ userId: user.id, interactionId: asked.interactionId, values: { who: 'Gareth' } });
    expect(submitted).toMatchObject({ outcome: 'responded', callbackType: 4, ephemeral: true });
    expect(submitted.message?.content).toBe('Thanks');
    expect(endpoint.seen.filter((s) => s.interaction.type !== 1).map((s) => s.interaction.type)).toEqual([3, 2, 5]);
  });

  it('takes turns between several endpoints, each a bot process answering through its own REST client with the same token', async () => {
    const processes = await setup(2);
    await emu.control.setInteractionsEndpoint(processes.map((p) => p.url));
    processes.forEach((endpoint, n) => {
      const rest = botRest();
      endpoint.answer = (i) => {
        // Answer through the callback route and with a bot-token call, then tell Discord "accepted" with an empty 202.
        void (async () => {
          await rest.post(Routes.interactionCallback(i.id, i.token), { body: { type: 5 }, auth: false });
          await rest.post(Routes.channelMessages(games()), { body: { content: `process ${n} was here` } });
          await rest.patch(Routes.webhookMessage(emu.applicationId, i.token), { body: { content: `answered by process ${n}` }, auth: false });
        })();
        return { status: 202 };
      };
    });
    const answers: string[] = [];
    for (let k = 0; k < 4; k++) {
      const result = await emu.control.runCommand({ userId: user.id, channelId: games(), name: 'hello', settle: true });
      expect(result).toMatchObject({ outcome: 'responded', callbackType: 5 });
      answers.push(result.message?.content ?? '');
    }
    expect(answers).toEqual(['answered by process 0', 'answered by process 1', 'answered by process 0', 'answered by process 1']);
    const texts = (await emu.control.messages(games(), user.id, 20)).map((m) => m.content).filter((t) => t.endsWith('was here'));
    expect(texts.sort()).toEqual(['process 0 was here', 'process 0 was here', 'process 1 was here', 'process 1 was here']);
  });

  it('fails the interaction when the endpoint answers an error status or a body Discord refuses', async () => {
    const [endpoint] = await setup();
    await emu.control.setInteractionsEndpoint([endpoint?.url ?? '']);
    if (!endpoint) throw new Error('no endpoint');
    endpoint.answer = () => ({ status: 500 });
    expect(await emu.control.runCommand({ userId: user.id, channelId: games(), name: 'hello' })).toMatchObject({ outcome: 'failed', failure: 'endpoint_error' });
    endpoint.answer = () => ({ body: { type: 4, data: { content: 'x'.repeat(2001) } } });
    const refused = await emu.control.runCommand({ userId: user.id, channelId: games(), name: 'hello' });
    expect(refused).toMatchObject({ outcome: 'failed', failure: 'invalid_response', errors: [50035] });
    endpoint.answer = () => ({ body: { type: 7, data: { content: 'no message to update' } } });
    expect(await emu.control.runCommand({ userId: user.id, channelId: games(), name: 'hello' })).toMatchObject({ outcome: 'failed', failure: 'invalid_response', errors: [50035] });
  });

  it('goes back to the gateway when the endpoints are cleared', async () => {
    const [endpoint] = await setup();
    await emu.control.setInteractionsEndpoint([endpoint?.url ?? '']);
    expect((await emu.control.setInteractionsEndpoint([])).endpoints).toEqual([]);
    const result = await emu.control.runCommand({ userId: user.id, channelId: games(), name: 'hello' });
    expect(result).toMatchObject({ outcome: 'failed', failure: 'no_gateway_session' });
    expect(endpoint?.seen.filter((s) => s.interaction.type !== 1)).toEqual([]);
  });
});
