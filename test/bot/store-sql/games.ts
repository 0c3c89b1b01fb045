import type { AnyEngine } from '../../../src/engine/types';
import type { GameRecord } from '../../../src/bot/store/records';
import { applyMove, openLobby, startGame } from '../../../src/bot/game/session';
import { race } from '../fixtures/race-engine';

export const engine = race as unknown as AnyEngine;

let counter = 0;

/** A running race game of three seats (Ann hosts in channel c1, thread t1), `moves` moves played ("add 1" each). */
export function runningGame(moves = 0, { channel = 'c1', thread = 't1', target = '9' } = {}): GameRecord {
  const lobby = openLobby({
    engine,
    options: { target },
    seatOrder: 'joined',
    timeLimit: '1d',
    locale: 'de',
    host: { userId: 'ann', name: 'Ann' },
    guildId: 'g1',
    channelId: channel,
    now: Date.parse('2026-11-01T10:00:00Z'),
  });
  lobby.id = `t${String(++counter).padStart(7, "0")}`;
  lobby.seed = `seed-${counter}`;
  lobby.seats = [...lobby.seats, { userId: 'ben', name: 'Ben' }, { userId: 'computer:easy', name: 'Computer', computer: 'easy' }];
  let record = startGame(engine, lobby);
  record.threadId = thread;
  record.messageId = 'm1';
  record.publishedVersion = record.version;
  for (let i = 0; i < moves; i++) record = playOne(record);
  return record;
}

/** The next "add 1" of the seat whose turn it is. */
export function playOne(record: GameRecord): GameRecord {
  const [seat] = engine.awaiting(record.snapshot);
  return applyMove(engine, record, seat, { kind: 'add', n: 1 });
}
