import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserInfo } from '../../src/emulator';
import { findComponent } from '../../src/emulator';
import { Harness } from './harness';

describe('the lobby message', () => {
  let h: Harness;
  let ann: UserInfo;
  let ben: UserInfo;
  let cid: UserInfo;

  beforeAll(async () => {
    h = await Harness.start();
    ann = await h.user('Ann');
    ben = await h.user('Ben');
    cid = await h.user('Cid');
  });
  afterAll(async () => h?.close());

  async function openLobby(options: Record<string, string | boolean>) {
    const opened = await h.command(ann, 'newgame race', options);
    const lobby = opened.message!;
    const id = (findComponent(lobby, (c) => /^l:[a-z0-9]{8}:join$/.test(c.custom_id ?? ''))?.custom_id ?? '').split(':')[1];
    return { lobby, id };
  }

  it('lists the options one per line, and with joined seating the turn order the board will use', async () => {
    const { lobby, id } = await openLobby({ seating: 'joined', target: '9' });
    await h.click(cid, lobby, `l:${id}:join`);
    const joined = await h.click(ben, lobby, `l:${id}:join`);
    const lines = joined.message?.content.split('\n') ?? [];
    const heading = lines.indexOf('Options:');
    expect(heading).toBeGreaterThan(0);
    expect(lines.slice(heading + 1, heading + 3)).toEqual(['• test.target: 9', '• test.wide: off']);
    expect(lines).toContain('Seat order (turn order) as joined: Ann → Cid → Ben');

    await h.click(ann, joined.message!, `l:${id}:start`);
    const record = await h.record(id);
    expect(record.seats.map((s) => s.name)).toEqual(['Ann', 'Cid', 'Ben']);
    const board = await h.boardOf(id, record.threadId ?? record.channelId, ann);
    expect(board.content).toContain('Seat order: Ann, Cid, Ben');
  });

  it('with random seating says the order is drawn at the start instead of listing one that will change', async () => {
    const { lobby, id } = await openLobby({ seating: 'random' });
    const joined = await h.click(ben, lobby, `l:${id}:join`);
    expect(joined.message?.content).toContain('Seat order: random — drawn when the game starts; the first board shows it.');
    expect(joined.message?.content).not.toContain('→');
    await h.click(ann, joined.message!, `l:${id}:start`);
    const record = await h.record(id);
    const board = await h.boardOf(id, record.threadId ?? record.channelId, ann);
    expect(board.content).toContain(`Seat order: ${record.seats.map((s) => s.name).join(', ')}`);
    expect(h.log.errors).toEqual([]);
  });
});
