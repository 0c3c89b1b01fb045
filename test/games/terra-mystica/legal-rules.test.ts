/**
 * The lists the choice tree offers (legal.ts) against the rules themselves: at positions of league games and of
 * hand-built games, a move is offered exactly when the engine accepts it. legal.ts mirrors the checks of each move
 * (reach, cost, supply, once per round, the action context), so a check lost or added on either side shows here.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Seat } from '../../../src/engine/types';
import { terraMystica } from '../../../src/games/terra-mystica/engine';
import { boardOfState } from '../../../src/games/terra-mystica/adjacency';
import {
  advanceOptions,
  bridgeSpots,
  buildHexes,
  burnMax,
  canBuild,
  canDone,
  canForfeit,
  canPass,
  canTransform,
  connectRivers,
  CONVERSION_PAIRS,
  cultTargets,
  conversionMax,
  powerActions,
  sendSpaces,
  specialActions,
  transformHexes,
  transformOptions,
  upgradeOptions,
} from '../../../src/games/terra-mystica/legal';
import { homeOf, transformCost } from '../../../src/games/terra-mystica/terraform';
import { importSnellman } from '../../../src/games/terra-mystica/snellman/import';
import type { TmMove, TmState } from '../../../src/games/terra-mystica/types';
import { WHEEL } from '../../../data/terra-mystica/terrain';
import { CULTS, type BonusId } from '../../../data/terra-mystica/tiles';
import { edited, TWO } from './helpers';

const LOGS = new URL('./logs/', import.meta.url).pathname;

function accepts(state: TmState, seat: Seat, move: TmMove): boolean {
  try {
    terraMystica.apply(state, seat, move);
    return true;
  } catch {
    return false;
  }
}

/** Positions of a league game: every `every`-th state, with the seats it awaits. */
function positions(file: string, every: number): { state: TmState; seat: Seat }[] {
  const game = importSnellman(readFileSync(LOGS + file, 'utf8'));
  let state = terraMystica.setup(game.options, game.seats, game.seed);
  const out: { state: TmState; seat: Seat }[] = [];
  game.moves.forEach(({ seat, move }, i) => {
    if (i % every === 0) for (const s of terraMystica.awaiting(state)) if (state.players[s].faction) out.push({ state, seat: s });
    state = terraMystica.apply(state, seat, move);
  });
  return out;
}

/** Every mismatch between what legal.ts offers and what the engine accepts at one position. */
function mismatches(state: TmState, seat: Seat, transforms: boolean): string[] {
  const out: string[] = [];
  const check = (what: string, offered: boolean, move: TmMove) => {
    if (offered !== accepts(state, seat, move)) out.push(`${offered ? 'offered, refused' : 'refused to offer'}: ${what}`);
  };
  const board = boardOfState(state);
  const p = state.players[seat];
  const home = p.faction ? homeOf(state, seat) : null;

  // Dwellings on home terrain (a transform-and-build on other terrain is offered as a transform first).
  const builds = buildHexes(state, seat);
  for (const hex of board.land) if (state.terrain[hex] === home) check(`build ${hex}`, builds.includes(hex), { t: 'build', hex });
  expect(canBuild(state, seat)).toBe(builds.length > 0);

  const upgrades = upgradeOptions(state, seat);
  for (const [hex, b] of Object.entries(state.buildings)) {
    if (b.seat !== seat) continue;
    for (const to of ['TP', 'TE', 'SH', 'SA'] as const) check(`upgrade ${hex} ${to}`, upgrades[hex]?.includes(to) ?? false, { t: 'upgrade', hex, to });
  }

  for (const cult of CULTS) {
    const spaces = sendSpaces(state, seat, cult);
    for (const space of [3, 2, 1]) check(`send ${cult} ${space}`, spaces.includes(space), { t: 'send', cult, space });
  }
  const tracks = advanceOptions(state, seat);
  for (const track of ['ship', 'dig'] as const) check(`advance ${track}`, tracks.includes(track), { t: 'advance', track });

  const power = powerActions(state, seat);
  for (const id of ['ACT1', 'ACT2', 'ACT3', 'ACT4', 'ACT5', 'ACT6'] as const) {
    const offer = power.find((a) => a.id === id);
    // The bridge action is offered only where a bridge can go; the engine accepts it anywhere and asks for the spot.
    if (offer) check(`action ${id} burning ${offer.burn}`, true, { t: 'action', id, burn: offer.burn });
    else if (id !== 'ACT1') for (const burn of new Set([0, burnMax(state, seat)])) check(`action ${id} burning ${burn}`, false, { t: 'action', id, burn });
  }
  const special = specialActions(state, seat);
  for (const id of ['BON1', 'BON2', 'FAV6', 'ACTA', 'ACTC', 'ACTG', 'ACTN', 'ACTS', 'ACTW', 'ACTE'] as const) {
    // Witches, Swarmlings and Engineers are offered their action only when its free dwelling, trading house or bridge
    // has a place; the engine checks that at the next step.
    if (special.includes(id) || !['ACTS', 'ACTW', 'ACTE'].includes(id)) check(`action ${id}`, special.includes(id), { t: 'action', id });
  }

  for (const [from, to] of CONVERSION_PAIRS) {
    const max = conversionMax(state, seat, from, to);
    if (max > 0) check(`convert ${max} ${from}>${to}`, true, { t: 'convert', from, to, n: max });
    // Priests beyond the limit of 7 are lost, not refused: the list stops at the room left.
    if (to !== 'P') check(`convert ${max + 1} ${from}>${to}`, false, { t: 'convert', from, to, n: max + 1 });
  }
  const burn = burnMax(state, seat);
  if (burn > 0) check(`burn ${burn}`, true, { t: 'burn', n: burn });
  check(`burn ${burn + 1}`, false, { t: 'burn', n: burn + 1 });

  const bonus = Object.keys(state.bonusPool)[0] as BonusId | undefined;
  // The bonus pick of the set-up is a pass too, offered by the set-up step of the prompt.
  if (state.phase === 'actions') check('pass', canPass(state, seat), state.round === 6 ? { t: 'pass' } : { t: 'pass', bonus });
  check('done', canDone(state, seat), { t: 'done' });
  check('forfeit', canForfeit(state, seat), { t: 'forfeit' });

  const rivers = connectRivers(state, seat);
  // Only the Mermaids connect across a river: for the others one river stands for all.
  const riverCells = Object.keys(board.cells).filter((hex) => board.cells[hex].river);
  for (const hex of p.faction === 'mermaids' ? riverCells : riverCells.slice(0, 1)) check(`connect ${hex}`, rivers.includes(hex), { t: 'connect', river: hex });

  if (state.turn?.seat === seat && state.turn.ctx?.k === 'bridge') {
    const spots = bridgeSpots(state, seat);
    for (const a of board.land) {
      for (const b of board.bridgeable[a]) {
        if (a < b) check(`bridge ${a}-${b}`, spots.some(([x, y]) => (x === a && y === b) || (x === b && y === a)), { t: 'bridge', a, b });
      }
    }
  }

  if (transforms && home) {
    const hexes = transformHexes(state, seat);
    const some: string[] = [];
    for (const hex of board.land) {
      if (state.buildings[hex]) continue;
      const options = transformOptions(state, seat, hex);
      const from = state.terrain[hex];
      for (const to of WHEEL) {
        if (to === from) continue;
        const option = options.find((o) => o.to === to);
        // The fewest spades to buy; a sandstorm needs none.
        const dig = Math.max(0, transformCost(state, seat, from, to) - p.spades);
        const move = (n: number): TmMove => ({ t: 'transform', hex, to, dig: n });
        if (option) check(`transform ${hex} to ${to} buying ${option.dig}`, true, move(option.dig));
        else {
          check(`transform ${hex} to ${to} buying ${dig}`, false, move(dig));
          if (dig > 0) check(`transform ${hex} to ${to} buying 0`, false, move(0));
        }
        if (option && !some.includes(hex)) some.push(hex);
      }
    }
    expect(hexes).toEqual(some);
    expect(canTransform(state, seat)).toBe(some.length > 0);
  }
  return out;
}

describe('the offered moves are exactly the moves the engine accepts', () => {
  // Between them the logs play every faction but the Auren (who have no special rule of placement).
  const GAMES: [string, number][] = [
    ['game-01.txt', 17], // mermaids, dwarves, darklings, fakirs
    ['game-02.txt', 19], // darklings, nomads, mermaids, engineers
    ['game-03.txt', 23], // halflings, darklings, engineers, witches
    ['game-04.txt', 23], // cultists, darklings, dwarves, giants
    ['game-05.txt', 23], // swarmlings
    ['game-06.txt', 13], // chaos magicians
    ['game-43.txt', 23], // alchemists
  ];
  it.each(GAMES)('%s, every %i-th position', (file, every) => {
    const problems: string[] = [];
    positions(file, every).forEach(({ state, seat }, i) => {
      for (const m of mismatches(state, seat, i % 4 === 0)) problems.push(`${file} r${state.round} ${state.phase} seat ${seat}: ${m}`);
    });
    expect(problems.slice(0, 10)).toEqual([]);
  });
});

describe('the order and limits of what is offered', () => {
  /** Witches (seat 0, to act) against Nomads, as `patch` makes them. */
  const witches = (patch: (s: TmState) => void = () => {}) =>
    edited(TWO(), (s) => {
      Object.assign(s.players[0], { c: 20, w: 10, p: 3, bowls: [0, 4, 12] });
      patch(s);
    });

  it('order spaces: the free ones from 3 down, then 1 (back to the supply); none without a priest or out of turn', () => {
    expect(sendSpaces(witches(), 0, 'FIRE')).toEqual([3, 2, 1]);
    expect(sendSpaces(witches((s) => (s.cultSpaces.FIRE = [1, 0, null, null])), 0, 'FIRE')).toEqual([2, 1]);
    expect(sendSpaces(witches((s) => (s.cultSpaces.FIRE = [1, 0, 1, 0])), 0, 'FIRE')).toEqual([1]);
    expect(sendSpaces(witches((s) => (s.players[0].p = 0)), 0, 'FIRE')).toEqual([]);
    expect(sendSpaces(witches(), 1, 'FIRE')).toEqual([]);
  });

  it('exchanges stop at the room for priests (7 with those on the order spaces) and at the Darklings’ once-only rate', () => {
    expect(conversionMax(witches(), 0, 'PW', 'P')).toBe(2);
    expect(conversionMax(witches((s) => Object.assign(s.players[0], { p: 5, priestsOnCults: 1 })), 0, 'PW', 'P')).toBe(1);
    expect(conversionMax(witches((s) => Object.assign(s.players[0], { p: 5, priestsOnCults: 2 })), 0, 'PW', 'P')).toBe(0);
    expect(conversionMax(witches(), 0, 'PW', 'W')).toBe(4);
    expect(conversionMax(witches(), 0, 'W', 'C')).toBe(10);
    expect(conversionMax(witches(), 0, 'C', 'VP')).toBe(0);
    expect(conversionMax(witches(), 1, 'W', 'C')).toBe(0);
    expect(burnMax(witches(), 0)).toBe(2);
    expect(burnMax(witches(), 1)).toBe(0);
  });

  it('cult steps go where the marker can move: not from 10, nor from 9 when another player holds the 10', () => {
    const at9 = witches((s) => (s.players[0].cults = [9, 9, 3, 10]));
    // Without a key the step onto 10 is kept for later in the turn (cult-keys tests), so the track is offered.
    expect(cultTargets(at9, 0)).toEqual(['FIRE', 'WATER', 'EARTH']);
    expect(cultTargets(edited(at9, (s) => (s.players[1].cults = [10, 0, 0, 0])), 0)).toEqual(['WATER', 'EARTH']);
  });

  it('tracks: shipping for 1 priest and 4 coins up to the faction’s end; terraforming for 2 workers, 5 coins and 1 priest', () => {
    expect(advanceOptions(witches(), 0)).toEqual(['ship', 'dig']);
    expect(advanceOptions(witches((s) => Object.assign(s.players[0], { c: 4, w: 1 })), 0)).toEqual(['ship']);
    expect(advanceOptions(witches((s) => Object.assign(s.players[0], { c: 3 })), 0)).toEqual([]);
    expect(advanceOptions(witches((s) => Object.assign(s.players[0], { shipping: 3, dig: 2 })), 0)).toEqual([]);
    expect(advanceOptions(witches((s) => (s.players[0].p = 0)), 0)).toEqual([]);
  });
});
