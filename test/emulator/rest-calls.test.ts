import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, type Emulator } from '../../src/emulator';
import { restRouteKey } from '../../src/emulator/context';

describe('REST call counter', () => {
  let emu: Emulator;
  beforeAll(async () => {
    emu = await startEmulator({ log: () => undefined });
  });
  afterAll(() => emu.close());

  const get = (path: string) => fetch(`${emu.restUrl}/v10${path}`, { headers: { authorization: `Bot ${emu.token}` } });

  it('writes ids and tokens as placeholders, so calls to one route count together', () => {
    expect(restRouteKey('PATCH', '/channels/1234567890123/messages/99887766554433')).toBe('PATCH /channels/:id/messages/:id');
    expect(restRouteKey('POST', `/interactions/123/${'a'.repeat(40)}/callback`)).toBe('POST /interactions/:id/:token/callback');
  });

  it('counts every Discord REST request by route, and leaves the control API out', async () => {
    const before = await emu.control.restCalls();
    const channel = emu.seed?.channels.games ?? '';
    expect((await get('/users/@me')).status).toBe(200);
    expect((await get(`/channels/${channel}`)).status).toBe(200);
    expect((await get(`/channels/${channel}`)).status).toBe(200);
    await emu.control.state();
    const after = await emu.control.restCalls();
    expect(after.total - before.total).toBe(3);
    expect((after.byRoute['GET /channels/:id'] ?? 0) - (before.byRoute['GET /channels/:id'] ?? 0)).toBe(2);
    expect((after.byRoute['GET /users/@me'] ?? 0) - (before.byRoute['GET /users/@me'] ?? 0)).toBe(1);
  });
});
