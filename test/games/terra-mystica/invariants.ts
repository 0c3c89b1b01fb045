/** Invariants of a Terra Mystica state, shared by the playouts (playouts.test.ts, drop.test.ts). */
import { isDeepStrictEqual } from 'node:util';
import { terraMystica } from '../../../src/games/terra-mystica/engine';
import type { TmState } from '../../../src/games/terra-mystica/types';
import { BUILDING_SUPPLY } from '../../../data/terra-mystica/factions';
import { FAVOR_TILES, TOWN_TILES, CULTS } from '../../../data/terra-mystica/tiles';

/** Fails the test with a message (plain checks keep 15 000 steps fast; expect() in tight loops is slow). */
export function check(ok: boolean, what: string): void {
  if (!ok) throw new Error(`invariant broken: ${what}`);
}

export function checkInvariants(state: TmState): void {
  check(isDeepStrictEqual(JSON.parse(JSON.stringify(state)), state), 'state survives a JSON round trip');
  state.players.forEach((p, seat) => {
    for (const n of [p.c, p.w, p.p, p.vp, p.keys, p.spades, ...p.bowls]) check(n >= 0, `no negative resource (seat ${seat})`);
    for (const c of p.cults) check(c >= 0 && c <= 10, 'cult steps within 0–10');
    check(p.bowls[0] + p.bowls[1] + p.bowls[2] <= 12, 'at most 12 power tokens');
    check(p.p + p.priestsOnCults <= 7, 'at most 7 priests');
    check(Object.values(p.vpBy).reduce((a, b) => a + b, 0) === p.vp, 'VP by source sum to VP');
    const built = Object.values(state.buildings).filter((b) => b.seat === seat);
    for (const kind of ['D', 'TP', 'TE', 'SH', 'SA'] as const) {
      check(built.filter((b) => b.kind === kind).length <= BUILDING_SUPPLY[kind], `${kind} supply`);
    }
    check(state.bridges.filter((b) => b.seat === seat).length + p.bridgesLeft === 3, 'bridges conserved');
    const onCults = CULTS.reduce((n, c) => n + state.cultSpaces[c].filter((s) => s === seat).length, 0);
    check(onCults === p.priestsOnCults, 'priests on order spaces counted');
  });
  for (const [id, tile] of Object.entries(FAVOR_TILES)) {
    const held = state.players.filter((p) => p.favors.includes(id as keyof typeof FAVOR_TILES)).length;
    check((state.favorPool[id as keyof typeof FAVOR_TILES] ?? 0) + held === tile.copies, `${id} conserved`);
  }
  for (const [id, tile] of Object.entries(TOWN_TILES)) {
    if (state.townPool[id as keyof typeof TOWN_TILES] === undefined) continue;
    const held = state.players.reduce((n, p) => n + p.towns.filter((t) => t === id).length, 0);
    check((state.townPool[id as keyof typeof TOWN_TILES] ?? 0) + held === tile.copies, `${id} conserved`);
  }
  for (let i = 0; i < 4; i++) check(state.players.filter((p) => p.cults[i] === 10).length <= 1, 'one player on 10');
  for (const line of terraMystica.scores(state)) {
    check(line.breakdown.reduce((a, b) => a + b.points, 0) === line.preview, 'breakdown sums to the preview');
  }
  const view = terraMystica.view(state, null) as unknown as Record<string, unknown>;
  check(!('rng' in view), 'the public view hides the PRNG');
}
