/**
 * snellman's drop-faction / resign (issue 13): the faction leaves the turn order, returns its bonus tile, gets no more
 * power offers, keeps its VP, income and buildings, and is scored at the end with the others.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { chooseMove, randomChooser } from '../../../src/engine/driver';
import { t } from '../../../src/i18n';
import { terraMystica } from '../../../src/games/terra-mystica/engine';
import { exportSnellman } from '../../../src/games/terra-mystica/snellman/export';
import { importSnellman } from '../../../src/games/terra-mystica/snellman/import';
import type { TmMove, TmState } from '../../../src/games/terra-mystica/types';
import { dropPlayouts } from '../drop-playout';
import { check, checkInvariants } from './invariants';
import { act, edited, game, refusal, withPlayer } from './helpers';

const LOGS = new URL('./logs/', import.meta.url).pathname;

const three = (options = {}): TmState =>
  game({
    factions: ['witches', 'nomads', 'halflings'],
    dwellings: { witches: ['E9', 'F4'], nomads: ['A5', 'F3', 'G4'], halflings: ['E6', 'H3'] },
    bonus: { witches: 'BON3', nomads: 'BON7', halflings: 'BON9' },
    pool: ['BON3', 'BON7', 'BON9', 'BON4', 'BON5', 'BON6'],
    options,
  });

const DROP = { t: 'drop' } as const;

/** Plays a state to its end with random choices. */
function playout(state: TmState, seed: string): TmState {
  const chooser = randomChooser(seed);
  let s = state;
  while (!terraMystica.finished(s)) {
    const seat = terraMystica.awaiting(s)[0];
    s = act(s, seat, chooseMove(terraMystica, s, seat, chooser).move);
  }
  return s;
}

describe('Terra Mystica drop-faction', () => {
  it('the active seat leaves: its turn ends, the next seat acts, its bonus tile goes back without coins', () => {
    const s = three();
    expect(terraMystica.dropMove?.(s, 0)).toEqual({ t: 'drop' });
    const t = act(s, 0, DROP);
    expect(t.players[0].dropped).toBe(true);
    expect(t.players[0].bonus).toBeNull();
    expect(t.bonusPool.BON3).toBe(0);
    expect(t.active).toBe(1);
    expect(terraMystica.awaiting(t)).toEqual([1]);
    expect(terraMystica.droppedSeats?.(t)).toEqual([0]);
    expect(terraMystica.dropMove?.(t, 0)).toBeNull();
    expect(refusal(t, 0, DROP)).toBe('tm.err.cannotDrop');
    expect(terraMystica.describe(s, 0, DROP)).toEqual({ key: 'tm.log.drop', params: { who: { key: 'tm.faction.witches' } } });
  });

  it('a seat that is not awaited can leave; the turn order then skips it', () => {
    const t = act(three(), 2, DROP);
    expect(t.active).toBe(0);
    const u = act(act(t, 0, { t: 'pass', bonus: 'BON4' }), 1, { t: 'pass', bonus: 'BON5' });
    // Both others passed and the dropped seat never will: round 2 begins with the first passer.
    expect(u.round).toBe(2);
    expect(u.active).toBe(0);
    expect(u.order).toEqual([0, 1, 2]);
  });

  it('keeps taking income (snellman pays every faction), which counts for its resources at the end', () => {
    const t = act(three(), 1, DROP);
    const c = t.players[1].c;
    const w = t.players[1].w;
    const u = act(act(t, 0, { t: 'pass', bonus: 'BON4' }), 2, { t: 'pass', bonus: 'BON5' });
    expect(u.round).toBe(2);
    // Nomads: 3 dwellings → 4 workers (base 1 + 3), 0 coins without trading houses; no bonus tile any more.
    expect(u.players[1].w).toBe(w + 4);
    expect(u.players[1].c).toBe(c);
  });

  it('its open power offers vanish, and no new offer is made to it', () => {
    const s = act(withPlayer(three(), 0, { c: 20, w: 10 }), 0, { t: 'upgrade', hex: 'F4', to: 'TP' });
    expect(s.leech.map((o) => o.seat)).toEqual([1, 2]);
    const t = act(s, 1, DROP);
    expect(t.leech.map((o) => o.seat)).toEqual([2]);
    expect(terraMystica.awaiting(t)).toEqual([0, 2]);
    const u = act(withPlayer(act(three(), 1, DROP), 0, { c: 20, w: 10 }), 0, { t: 'upgrade', hex: 'F4', to: 'TP' });
    expect(u.leech.map((o) => o.seat)).toEqual([2]);
  });

  it('its buildings stay neighbours: a trading house next to dropped seats only still costs 3 coins, not 6', () => {
    const s = act(act(three(), 1, DROP), 2, DROP);
    const t = act(withPlayer(s, 0, { c: 20, w: 10 }), 0, { t: 'upgrade', hex: 'F4', to: 'TP' });
    expect(t.leech).toEqual([]);
    expect(t.players[0].c).toBe(20 - 3);
  });

  it('the builder leaves while its neighbours decide on its offers: the offers stay open and can be taken', () => {
    const s = act(withPlayer(three(), 0, { c: 20, w: 10 }), 0, { t: 'upgrade', hex: 'F4', to: 'TP' });
    expect(terraMystica.awaiting(s)).toEqual([0, 1, 2]);
    const t = act(s, 0, DROP);
    expect(terraMystica.awaiting(t)).toEqual([1, 2]);
    expect(t.active).toBe(1);
    const u = act(t, 2, { t: 'leech', offer: t.leech[1].id, accept: true });
    expect(u.players[2].bowls).not.toEqual(t.players[2].bowls);
    expect(terraMystica.awaiting(u)).toEqual([1]);
  });

  it('a dropped neighbour does not count for the Cultists: no power for all declining', () => {
    const base = game({
      factions: ['cultists', 'nomads', 'witches'],
      dwellings: { cultists: ['E6', 'H3'], nomads: ['F3', 'A5', 'G4'], witches: ['E9', 'F4'] },
    });
    const s = act(withPlayer(base, 0, { c: 20, w: 10 }), 0, { t: 'upgrade', hex: 'E6', to: 'TP' });
    expect(s.leech.map((o) => o.seat)).toEqual([1, 2]);
    const t = act(act(s, 1, DROP), 2, { t: 'leech', offer: s.leech[1].id, accept: false });
    expect(t.players[0].bowls).toEqual(s.players[0].bowls);
    expect(t.cultistEvents).toEqual([]);
  });

  it('before choosing a faction the seat stays without one (snellman drop-faction playerN): no buildings, income or VP', () => {
    const s = terraMystica.setup({ scoring: 'SCORE3,SCORE4,SCORE5,SCORE6,SCORE7,SCORE8', bonus: 'BON3,BON4,BON5,BON6,BON7,BON8', start: '0' }, 3, 'drop');
    expect(terraMystica.dropMove?.(s, 1)).toEqual({ t: 'drop' });
    let t = act(act(s, 1, DROP), 0, { t: 'faction', faction: 'witches' });
    expect(t.setupQueue).toEqual([2]);
    t = act(t, 2, { t: 'faction', faction: 'nomads' });
    expect(t.phase).toBe('dwellings');
    expect(t.setupQueue).toEqual([0, 2, 2, 0, 2]);
    const end = playout(t, 'drop-none');
    expect(terraMystica.finished(end)).toBe(true);
    expect(end.players[1]).toMatchObject({ faction: null, vp: 0, c: 0, w: 0, p: 0, dropped: true });
    expect(Object.values(end.buildings).some((b) => b.seat === 1)).toBe(false);
    expect(terraMystica.winners(end)).not.toContain(1);
  });

  it('during the set-up it leaves the dwelling and bonus queues', () => {
    let s = terraMystica.setup({ scoring: 'SCORE3,SCORE4,SCORE5,SCORE6,SCORE7,SCORE8', bonus: 'BON3,BON4,BON5,BON6,BON7,BON8', start: '0' }, 3, 'drop');
    s = act(act(act(s, 0, { t: 'faction', faction: 'witches' }), 1, { t: 'faction', faction: 'nomads' }), 2, { t: 'faction', faction: 'halflings' });
    expect(s.setupQueue).toEqual([0, 1, 2, 2, 1, 0, 1]);
    const t = act(s, 1, DROP);
    expect(t.setupQueue).toEqual([0, 2, 2, 0]);
    let u = act(act(act(act(t, 0, { t: 'build', hex: 'E9' }), 2, { t: 'build', hex: 'E6' }), 2, { t: 'build', hex: 'H3' }), 0, { t: 'build', hex: 'F4' });
    expect(u.phase).toBe('bonus');
    expect(u.setupQueue).toEqual([2, 0]);
    u = act(act(u, 2, { t: 'pass', bonus: 'BON3' }), 0, { t: 'pass', bonus: 'BON4' });
    expect(u.round).toBe(1);
    expect(u.active).toBe(0);
  });

  it('variable turn order: dropped seats lead the next order (snellman moves every passer behind them)', () => {
    const t = act(three({ 'variable-turn-order': true }), 1, DROP);
    const u = act(act(t, 0, { t: 'pass', bonus: 'BON4' }), 2, { t: 'pass', bonus: 'BON5' });
    expect(u.order).toEqual([1, 0, 2]);
    expect(u.active).toBe(0);
  });

  it('variable turn order: a seat that passed and then dropped keeps its place in the pass order', () => {
    const s = act(three({ 'variable-turn-order': true }), 0, { t: 'pass', bonus: 'BON4' });
    const t = act(act(s, 1, { t: 'pass', bonus: 'BON5' }), 0, DROP);
    const u = act(t, 2, { t: 'pass', bonus: 'BON6' });
    expect(u.round).toBe(2);
    expect(u.order).toEqual([0, 1, 2]);
    expect(u.active).toBe(1);
  });

  it('phase-III spades of a dropped seat are not asked for, but count for the Halflings’ VP (snellman gains them)', () => {
    const s = edited(three(), (x) => {
      x.scoring[0] = 'SCORE2'; // round 1: 1 spade per 4 steps on earth
      x.players[2].cults = [0, 0, 8, 0];
    });
    const vp = s.players[2].vp;
    const t = act(s, 2, DROP);
    const u = act(act(t, 0, { t: 'pass', bonus: 'BON4' }), 1, { t: 'pass', bonus: 'BON5' });
    expect(u.phase).toBe('actions');
    expect(u.round).toBe(2);
    expect(u.players[2].spades).toBe(0);
    // Halflings: +1 VP for each of the 2 spades.
    expect(u.players[2].vp).toBe(vp + 2);
  });

  it('a lone remaining faction plays on; with everyone dropped the game runs to its final scoring', () => {
    const t = act(act(three(), 1, DROP), 2, DROP);
    expect(terraMystica.awaiting(t)).toEqual([0]);
    const end = act(t, 0, DROP);
    expect(terraMystica.finished(end)).toBe(true);
    expect(end.round).toBe(6);
    expect(terraMystica.winners(end).length).toBeGreaterThan(0);
  });

  it('the view marks the seat', () => {
    const t = act(three(), 2, DROP);
    expect(terraMystica.view(t, null).players.map((p) => p.dropped)).toEqual([false, false, true]);
  });
});

describe('snellman drop-faction / resign in logs', () => {
  it('the league game with a dropped faction (game-42, S64 G4) replays to the reference’s final VP', () => {
    const game = importSnellman(readFileSync(LOGS + 'game-42.txt', 'utf8'));
    const vp = Object.fromEntries(game.state.players.map((p) => [p.faction, p.vp]));
    expect(vp).toEqual({ darklings: 170, cultists: 41, engineers: 165, nomads: 134 });
    // The Cultists dropped in round 3 on 22 VP, kept taking income (6 C, 26 W, 3 P, 8 in bowl III at the end, as in
    // the reference's ledger) and were scored with the others: fire 1, water 2, air 2, resources 14.
    const cultists = game.state.players[1];
    expect(cultists.dropped).toBe(true);
    expect([cultists.c, cultists.w, cultists.p, cultists.bowls]).toEqual([6, 26, 3, [0, 0, 8]]);
    expect(cultists.vpBy.cults).toBe(5);
    expect(cultists.vpBy.resources).toBe(14);
    const text = exportSnellman(game.options, game.seats, game.seed, game.moves);
    expect(importSnellman(text, game.seed).moves).toEqual(game.moves);
  });

  it('game-43 (S64 G6): the last player still to act is dropped; the round ends, and their coins score at the Alchemists’ rate', () => {
    const game = importSnellman(readFileSync(LOGS + 'game-43.txt', 'utf8'));
    const vp = Object.fromEntries(game.state.players.map((p) => [p.faction, p.vp]));
    expect(vp).toEqual({ alchemists: 58, cultists: 135, engineers: 144, nomads: 139 });
    const alchemists = game.state.players[0];
    // 20 C + 22 W + 4 P + 1 (bowl III) + 1 (half of bowl II) = 48 coins at 2 per VP.
    expect([alchemists.c, alchemists.w, alchemists.p, alchemists.bowls]).toEqual([20, 22, 4, [1, 2, 1]]);
    expect(alchemists.vpBy.resources).toBe(24);
    const drop = game.moves.findIndex((m) => m.move.t === 'drop');
    let state = terraMystica.setup(game.options, game.seats, game.seed);
    for (const { seat, move } of game.moves.slice(0, drop + 1)) state = act(state, seat, move);
    expect(state.round).toBe(5);
    // Their bonus tile went back without coins and took the usual coin at the start of round 5.
    expect(state.players[0].bonus).toBeNull();
    expect(state.bonusPool.BON6).toBe(1);
  });

  const league = readFileSync(LOGS + 'game-01.txt', 'utf8').trimEnd().split('\n');

  it('`drop-faction X` instead of the last pass: the Fakirs lose only their pass VP (FAV12, 3 VP): 123 → 120', () => {
    const game = importSnellman([...league.slice(0, -1), 'drop-faction fakirs'].join('\n'));
    const vp = Object.fromEntries(game.state.players.map((p) => [p.faction, p.vp]));
    expect(game.state.phase).toBe('end');
    expect(vp).toEqual({ mermaids: 158, dwarves: 125, darklings: 133, fakirs: 120 });
  });

  it('`X: resign` in round 6 (drop-01.txt): the fire majority shifts, the dropped faction is scored with the others', () => {
    // League result of game-01: mermaids 158, dwarves 125, darklings 133, fakirs 123 (fire 0/8/7/8).
    // Without the Fakirs' last priest (+1 fire) and FAV6 step (+1 fire) they end on fire 6: dwarves alone first
    // (8 instead of 6 shared), darklings second (4 instead of 2), Fakirs third (2 instead of 6); the Fakirs also
    // lose FAV12's 3 pass VP. Their unsent priest turns into a coin: resources stay 1 VP.
    const game = importSnellman(readFileSync(LOGS + 'drop-01.txt', 'utf8'));
    const vp = Object.fromEntries(game.state.players.map((p) => [p.faction, p.vp]));
    expect(vp).toEqual({ mermaids: 158, dwarves: 127, darklings: 135, fakirs: 116 });
    expect(game.state.players.map((p) => p.dropped === true)).toEqual([false, false, false, true]);
  });

  it('export writes `drop-faction X` as its own line, and the export reads back to the same game', () => {
    const game = importSnellman(readFileSync(LOGS + 'drop-01.txt', 'utf8'));
    const text = exportSnellman(game.options, game.seats, game.seed, game.moves);
    expect(text).toContain('\ndrop-faction fakirs\n');
    const again = importSnellman(text, game.seed);
    expect(again.moves).toEqual(game.moves);
  });

  it('a player dropped before choosing is written `drop-faction player<n>` among the setup lines and read back', () => {
    let s = terraMystica.setup({ scoring: 'SCORE3,SCORE4,SCORE5,SCORE6,SCORE7,SCORE8', bonus: 'BON3,BON4,BON5,BON6,BON7,BON8', start: '0' }, 3, 'drop');
    const moves: { seat: number; move: TmMove }[] = [];
    const play = (seat: number, move: TmMove) => {
      s = act(s, seat, move);
      moves.push({ seat, move });
    };
    play(0, { t: 'faction', faction: 'witches' });
    play(1, DROP);
    play(2, { t: 'faction', faction: 'nomads' });
    for (const [seat, hex] of [[0, 'E9'], [2, 'A5'], [2, 'F3'], [0, 'F4'], [2, 'G4']] as const) play(seat, { t: 'build', hex });
    const text = exportSnellman({}, 3, 'drop', moves);
    expect(text).toContain('setup witches\ndrop-faction player2\nsetup nomads\n');
    const again = importSnellman(text, 'drop');
    expect(again.factions).toEqual(['witches', null, 'nomads']);
    expect(again.moves).toEqual(moves);
    expect(() => importSnellman(text.replace('drop-faction player2', 'drop-faction player3'), 'drop')).toThrow(/player3 is not the next player/);
  });

  it('a misplaced drop-faction player<n> is refused with the line and the reason, localized', () => {
    let error: unknown = null;
    try {
      terraMystica.importLog?.('setup witches\ndrop-faction player3\nsetup nomads\n');
    } catch (e) {
      error = e;
    }
    const refusal = error as { key: string; params: Record<string, never> };
    expect(refusal.key).toBe('tm.log.unreadable');
    expect(t('en', refusal)).toBe('Line 2 (drop-faction player3): drop-faction player3 does not name the next player to choose a faction');
    expect(t('de', refusal)).toBe('Zeile 2 (drop-faction player3): drop-faction player3 nennt nicht den nächsten Spieler, der ein Volk wählt');
  });

  it('a faction may drop itself by name; another faction cannot drop it', () => {
    const at = league.lastIndexOf('fakirs: send p to FIRE');
    const self = importSnellman([...league.slice(0, at), 'fakirs: drop-faction fakirs'].join('\n'));
    expect(self.state.players[3].dropped).toBe(true);
    expect(() => importSnellman([...league.slice(0, at), 'mermaids: drop-faction fakirs'].join('\n'))).toThrow(/unknown command/);
  });
});

/** The playouts' invariants, plus: a dropped seat holds no bonus tile, offer or owed decision. */
function invariants(state: TmState): void {
  checkInvariants(state);
  state.players.forEach((p, seat) => {
    if (!p.dropped) return;
    check(p.bonus === null, `dropped seat ${seat} holds no bonus tile`);
    check(!state.leech.some((o) => o.seat === seat), `no offer to dropped seat ${seat}`);
    check(p.pendingCult + p.pendingFavors + p.pendingTowns + p.spades === 0, `dropped seat ${seat} owes nothing`);
  });
}

describe('random playouts with drops', () => {
  it('reach the end with the invariants, drops at random moments, two in a row, every seat', () => {
    const results = dropPlayouts(terraMystica, { games: 12, seats: [2, 3, 4, 5], options: [{}, { 'variable-turn-order': true }], check: invariants });
    for (const r of results) expect(r.finished).toBe(true);
    expect(results.some((r) => r.dropped.length >= 2)).toBe(true);
    expect(results.some((r) => r.awaitedDrops > 0)).toBe(true);
    expect(results.some((r) => r.otherDrops > 0)).toBe(true);
  });

  it('with one drop, the others play on to the end of round 6', () => {
    const results = dropPlayouts(terraMystica, { games: 8, seats: [3, 4], chance: 0.01, maxDrops: 1, check: invariants });
    for (const r of results) expect(r.final.round).toBe(6);
    expect(results.filter((r) => r.dropped.length === 1).length).toBeGreaterThanOrEqual(4);
  });
});
