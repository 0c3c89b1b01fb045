/** Builds the view of a state (see view.ts). */
import type { Seat } from '../../engine/types';
import type { FactionId } from '../../../data/terra-mystica/factions';
import type { BonusId } from '../../../data/terra-mystica/tiles';
import { boardOf } from './board';
import { countBuildings } from './economy';
import { incomeOf } from './scoring';
import type { TmState } from './types';
import type { TmView } from './view';

export function buildView(state: TmState, viewer: Seat | null): TmView {
  const board = boardOf(state.rules.map);
  const cells = Object.values(board.cells).map((cell) => {
    const b = state.buildings[cell.id];
    return {
      id: cell.id,
      row: cell.row,
      slot: cell.slot,
      river: cell.river,
      terrain: cell.river ? null : state.terrain[cell.id],
      printed: cell.terrain,
      building: b ? { seat: b.seat, faction: state.players[b.seat].faction as FactionId, kind: b.kind } : null,
      town: state.townOf[cell.id] ?? null,
      mermaidCrossing: state.mermaidRivers.includes(cell.id),
    };
  });
  const players = state.players.map((p, seat) => ({
    seat,
    faction: p.faction,
    vp: p.vp,
    coins: p.c,
    workers: p.w,
    priests: p.p,
    bowls: [...p.bowls] as [number, number, number],
    cults: [...p.cults] as [number, number, number, number],
    keys: p.keys,
    shipping: p.shipping,
    dig: p.dig,
    carpetRange: p.carpetRange,
    built: { ...countBuildings(state, seat) },
    bridgesLeft: p.bridgesLeft,
    priestsOnCults: p.priestsOnCults,
    favors: [...p.favors],
    towns: [...p.towns],
    bonus: p.bonus,
    passed: p.passed,
    dropped: p.dropped === true,
    usedActions: [...p.usedActions],
    income: p.faction ? incomeOf(state, seat) : { c: 0, w: 0, p: 0, pw: 0 },
    spades: p.spades,
  }));
  return {
    map: state.rules.map,
    cells,
    bridges: state.bridges.map((b) => ({ ...b })),
    players,
    cultSpaces: structuredClone(state.cultSpaces),
    scoring: [...state.scoring],
    bonusPool: (Object.keys(state.bonusPool) as BonusId[]).map((id) => ({ id, coins: state.bonusPool[id] ?? 0 })),
    favorSupply: { ...state.favorPool },
    townSupply: { ...state.townPool },
    townsFounded: state.townsFounded,
    powerActionsUsed: [...state.powerActionsUsed],
    round: state.round,
    phase: state.phase,
    order: [...state.order],
    passOrder: [...state.passOrder],
    active: state.active,
    offers: state.leech.map((o) => ({ seat: o.seat, from: o.from, amount: o.amount })),
    you: viewer,
  };
}
