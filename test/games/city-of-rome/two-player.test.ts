import { describe, expect, it } from 'vitest';
import { playout } from '../../../src/engine/driver';
import { freePoints, stripFace } from '../../../src/games/city-of-rome/strips';
import { advance, engine, step } from './helpers';

describe('2 players', () => {
  it('the offer holds the top 2 cards of deck I and of deck II', () => {
    const s = advance(engine.setup({}, 2, 'offer2'), (x) => x.phase === 'place');
    expect(s.offer).toHaveLength(4);
    expect(s.offer.slice(0, 2).every((id) => id.startsWith('I-'))).toBe(true);
    expect(s.offer.slice(2).every((id) => id.startsWith('II-'))).toBe(true);
  });

  it('each emissary is a separate turn with its own free points; nothing carries over', () => {
    let s = advance(engine.setup({}, 2, 'turns2'), (x) => x.phase === 'action');
    const face = stripFace(s.strips[0]);
    const turns: string[] = [];
    while (s.round === 1) {
      const turn = s.turn;
      if (turn && !turns.includes(`${turn.seat}@${turn.field}`)) {
        // A new turn starts empty: no build, no production, only its own field's free points.
        turns.push(`${turn.seat}@${turn.field}`);
        expect({ bricks: turn.freeBricks, cogs: turn.freeCogs }).toEqual(freePoints(face, turn.field));
        expect(turn.built || turn.produced).toBe(false);
      }
      s = step(s);
    }
    expect(turns).toHaveLength(4);
    const fields = turns.map((t) => Number(t.split('@')[1]));
    expect(fields).toEqual([...fields].sort((a, b) => a - b));
    expect(turns.filter((t) => t.startsWith('0@'))).toHaveLength(2);
  });

  it('the game ends after 7 rounds; all 14 deck I cards come out', () => {
    let seenRounds = 0;
    const drawnFromI = new Set<string>();
    const { final } = playout(engine, {}, 2, 'seven', undefined, ({ after }) => {
      seenRounds = Math.max(seenRounds, after.round);
      after.offer.filter((id) => id.startsWith('I-')).forEach((id) => drawnFromI.add(id));
    });
    expect(engine.finished(final)).toBe(true);
    expect(seenRounds).toBe(7);
    expect(final.decks.I).toEqual([]);
    expect(drawnFromI.size).toBe(14);
    expect(engine.progress(final)).toEqual({ round: 7, rounds: 7 });
  });
});
