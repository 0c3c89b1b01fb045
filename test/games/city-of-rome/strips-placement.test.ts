import { describe, expect, it } from 'vitest';
import { STRIPS } from '../../../data/city-of-rome/strips';
import { placementFields } from '../../../src/games/city-of-rome/legal';
import type { CorState, FieldOccupant } from '../../../src/games/city-of-rome/types';
import { freePoints, rotateStrips, stripFace } from '../../../src/games/city-of-rome/strips';
import { advance, engine, optionIds, play, step } from './helpers';

describe('action strips (facts.md 1)', () => {
  it('six strips of 3 bricks and 2 cogs; each of the 10 orders appears on some face', () => {
    expect(STRIPS).toHaveLength(6);
    const faces = new Set<string>();
    for (const s of STRIPS) {
      expect([...s.front].filter((c) => c === 'B')).toHaveLength(3);
      expect([...s.front].filter((c) => c === 'G')).toHaveLength(2);
      for (const flipped of [false, true]) faces.add(stripFace({ id: s.id, flipped }).join());
    }
    expect(faces.size).toBe(10);
  });

  it('the back is the front read backwards from the emperor', () => {
    expect(stripFace({ id: 'S1', flipped: false })).toEqual(['brick', 'brick', 'brick', 'cog', 'cog']);
    expect(stripFace({ id: 'S1', flipped: true })).toEqual(['cog', 'cog', 'brick', 'brick', 'brick']);
  });

  it('an emissary on field k gets the symbols of fields 1..k', () => {
    const face = stripFace({ id: 'S1', flipped: true });
    expect([0, 1, 2, 3, 4].map((f) => freePoints(face, f))).toEqual([
      { bricks: 0, cogs: 1 },
      { bricks: 0, cogs: 2 },
      { bricks: 1, cogs: 2 },
      { bricks: 2, cogs: 2 },
      { bricks: 3, cogs: 2 },
    ]);
  });

  it('upkeep turns the top strip over and puts it under the stack', () => {
    const stack = STRIPS.map((s) => ({ id: s.id, flipped: false }));
    rotateStrips(stack);
    expect(stack.map((s) => s.id)).toEqual(['S2', 'S3', 'S4', 'S5', 'S6', 'S1']);
    expect(stack[5].flipped).toBe(true);
    expect(stack.slice(0, 5).every((s) => !s.flipped)).toBe(true);
  });

  it('rounds use B C D E F A\' B\' … of the setup stack A–F (the first top strip is skipped in round 1)', () => {
    const start = engine.setup({}, 3, 'rot');
    const setupStack = start.strips;
    const used: string[] = [];
    let s = start;
    for (let round = 1; round <= 8; round++) {
      s = advance(s, (x) => x.round === round && x.phase === 'place');
      used.push(`${s.strips[0].id}${s.strips[0].flipped ? "'" : ''}`);
    }
    const name = (i: number, flip: boolean) => {
      const strip = setupStack[i % 6];
      return `${strip.id}${strip.flipped !== flip ? "'" : ''}`;
    };
    expect(used).toEqual([name(1, false), name(2, false), name(3, false), name(4, false), name(5, false), name(0, true), name(1, true), name(2, true)]);
  });
});

describe('emissary placement', () => {
  it('the start player places first, then clockwise; each round the start player passes clockwise', () => {
    let s = advance(engine.setup({}, 4, 'order'), (x) => x.phase === 'place');
    const start = s.startPlayer;
    const placers: number[] = [];
    while (s.phase === 'place') {
      const [seat] = engine.awaiting(s);
      placers.push(seat);
      const field = Number(optionIds(s, seat)[0].slice(1));
      s = play(s, seat, { type: 'place', field });
    }
    // The 4th emissary may have been placed automatically.
    expect(placers.slice(0, 3)).toEqual([0, 1, 2].map((k) => (start + k) % 4));
    s = advance(s, (x) => x.round === 2);
    expect(s.startPlayer).toBe((start + 1) % 4);
  });

  it('2 players place twice each: start, other, start, other', () => {
    let s = advance(engine.setup({}, 2, 'two'), (x) => x.phase === 'place');
    expect(s.placing).toEqual([s.startPlayer, 1 - s.startPlayer, s.startPlayer, 1 - s.startPlayer]);
    const seat = s.startPlayer;
    s = play(s, seat, { type: 'place', field: 2 });
    s = play(s, 1 - seat, { type: 'place', field: 1 });
    s = play(s, seat, { type: 'place', field: 4 });
    expect(s.fields.map((f) => f && `${f.seat}/${f.emissary}`)).toEqual([`${1 - seat}/0`, `${seat}/0`, null, `${seat}/1`, null]);
  });

  it('a taken field cannot be chosen', () => {
    let s = advance(engine.setup({}, 3, 'taken'), (x) => x.phase === 'place');
    const [first] = engine.awaiting(s);
    s = play(s, first, { type: 'place', field: 3 });
    const [second] = engine.awaiting(s);
    expect(optionIds(s, second)).toEqual(['f1', 'f2', 'f4', 'f5']);
    expect(() => play(s, second, { type: 'place', field: 3 })).toThrow('cor.error.illegalField');
  });
});

describe('the last emissary goes only to "sensible" fields (facts.md 5.3)', () => {
  const withFields = (seats: number, fields: (FieldOccupant | null)[], placing: number[]): CorState => {
    const s = structuredClone(advance(engine.setup({}, seats, 'sense'), (x) => x.phase === 'place'));
    s.fields = fields;
    s.placing = placing;
    s.placed = placing.length - 1;
    return s;
  };
  const o = (seat: number, emissary = 0): FieldOccupant => ({ seat, emissary });

  it('4p, occupied 1, 2, 4: free 3 and 5 are separate runs, both offered', () => {
    expect(placementFields(withFields(4, [o(0), o(1), null, o(2), null], [0, 1, 2, 3]))).toEqual([2, 4]);
  });

  it('4p, occupied 1, 2, 3: free 4 and 5 form one run, only 5 is sensible', () => {
    expect(placementFields(withFields(4, [o(0), o(1), o(2), null, null], [0, 1, 2, 3]))).toEqual([4]);
  });

  it("2p: the player's own emissary does not break a run; the opponent's does", () => {
    expect(placementFields(withFields(2, [o(0), null, o(1), null, o(0, 1)], [0, 1, 0, 1]))).toEqual([3]);
    expect(placementFields(withFields(2, [o(1), null, o(0), null, o(0, 1)], [0, 1, 0, 1]))).toEqual([1, 3]);
  });

  it('earlier emissaries may use any free field', () => {
    const s = withFields(4, [o(0), null, null, null, null], [0, 1, 2, 3]);
    s.placed = 1;
    expect(placementFields(s)).toEqual([1, 2, 3, 4]);
  });

  it('when only one field is sensible the emissary is placed automatically and the event says so', () => {
    let s = advance(engine.setup({}, 3, 'auto'), (x) => x.phase === 'place');
    const [a] = engine.awaiting(s);
    s = play(s, a, { type: 'place', field: 1 });
    const [b] = engine.awaiting(s);
    s = play(s, b, { type: 'place', field: 2 });
    const last = (b + 1) % 3;
    expect(s.phase).toBe('action');
    expect(s.fields[4]).toEqual({ seat: last, emissary: 0 });
    expect(engine.events(s)[0]).toEqual({ key: 'cor.event.placeAuto', params: { player: { key: 'common.name', params: { name: { seat: last } } }, field: 5 } });
  });
});

describe('action order and free points', () => {
  it('emissaries act by distance to the emperor, with the free points of their field', () => {
    let s = advance(engine.setup({}, 3, 'act'), (x) => x.phase === 'place');
    const face = stripFace(s.strips[0]);
    const [a] = engine.awaiting(s);
    s = play(s, a, { type: 'place', field: 4 });
    const [b] = engine.awaiting(s);
    s = play(s, b, { type: 'place', field: 2 });
    const [c] = engine.awaiting(s);
    s = play(s, c, { type: 'place', field: 3 });
    const actors: number[] = [];
    while (s.round === 1) {
      const turn = s.turn;
      if (turn && (actors.length === 0 || actors[actors.length - 1] !== turn.seat)) {
        actors.push(turn.seat);
        const expected = freePoints(face, turn.field);
        expect({ bricks: turn.freeBricks, cogs: turn.freeCogs }).toEqual(expected);
      }
      s = step(s);
    }
    expect(actors).toEqual([b, c, a]);
  });
});
