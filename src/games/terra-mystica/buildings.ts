/**
 * Action 4 — upgrading ([seed] Aktionsmöglichkeit 4): D→TP (cheaper next to another player's building),
 * TP→TE and TE→SA with favor tiles, TP→SH with the faction's stronghold ability (appendix part VI).
 */
import type { Seat } from '../../engine/types';
import { RuleError } from '../../engine/rule-error';
import { BUILDING_SUPPLY, CARPET_RANGE, type BuildingKind } from '../../../data/terra-mystica/factions';
import { addVp, boardFor, countBuildings, gainSpades, pay, scoreEvent } from './economy';
import { setBuilding } from './free-hexes';
import { createOffers, neighbourStrength } from './leech';
import { gainPower } from './power';
import { detectTownFrom } from './towns';
import { requireActive, spadeContext, startAction } from './turn';
import { tmText } from './text-helpers';
import type { TmState } from './types';

export const UPGRADE_FROM: Record<Exclude<BuildingKind, 'D'>, BuildingKind> = { TP: 'D', TE: 'TP', SH: 'TP', SA: 'TE' };

/** Coins and workers of an upgrade (TP: full coins unless another player's building is adjacent). */
export function upgradeCost(state: TmState, seat: Seat, hex: string, to: Exclude<BuildingKind, 'D'>): { w: number; c: number } {
  const cost = boardFor(state.players[seat]).cost[to];
  const w = cost.w ?? 0;
  const c = cost.c ?? 0;
  if (to !== 'TP') return { w, c };
  return { w, c: neighbourStrength(state, seat, hex).size > 0 ? c : 2 * c };
}

/** Advances shipping by one level with its VP (if below the maximum). */
export function gainShippingLevel(state: TmState, seat: Seat): void {
  const p = state.players[seat];
  const track = boardFor(p).shipping;
  if (!track || p.shipping >= track.max) return;
  p.shipping++;
  addVp(p, track.vp[p.shipping], 'track');
}

/** The one-off effects of building the stronghold ([seed] appendix, Völker). */
function strongholdEffect(state: TmState, seat: Seat): void {
  const p = state.players[seat];
  const turn = state.turn;
  switch (p.faction) {
    case 'alchemists':
      gainPower(p, 12);
      break;
    case 'auren':
      p.pendingFavors++;
      break;
    case 'cultists':
      addVp(p, 7, 'faction');
      break;
    case 'darklings':
      p.darklingConvert = 3;
      break;
    case 'fakirs':
      p.carpetRange = Math.min(CARPET_RANGE.max, p.carpetRange + 1);
      break;
    case 'halflings':
      gainSpades(state, seat, 3);
      if (turn) turn.ctx = spadeContext(3, false);
      break;
    case 'mermaids':
      gainShippingLevel(state, seat);
      break;
    default:
      break;
  }
}

export function doUpgrade(state: TmState, seat: Seat, hex: string, to: BuildingKind): void {
  if (to === 'D') throw new RuleError('error.unknownMove');
  const turn = requireActive(state, seat);
  const free = turn.ctx?.k === 'freeTP';
  if (free) {
    if (to !== 'TP') throw new RuleError('tm.err.freeTP');
    turn.ctx = null;
  } else {
    startAction(state, seat);
  }
  const b = state.buildings[hex];
  if (!b || b.seat !== seat || b.kind !== UPGRADE_FROM[to]) throw new RuleError('tm.err.upgradeFrom', { hex, kind: tmText(`bld.${to}`) });
  if (countBuildings(state, seat)[to] >= BUILDING_SUPPLY[to]) throw new RuleError('tm.err.supply', { kind: tmText(`bld.${to}`) });
  const p = state.players[seat];
  if (!free) pay(p, upgradeCost(state, seat, hex, to));
  createOffers(state, seat, hex);
  setBuilding(state, hex, { seat, kind: to });
  if (to === 'TP' && p.favors.includes('FAV10')) addVp(p, 3, 'favor');
  scoreEvent(state, seat, to);
  if (to === 'TE' || to === 'SA') p.pendingFavors += p.faction === 'chaosmagicians' ? 2 : 1;
  if (to === 'SH') strongholdEffect(state, seat);
  detectTownFrom(state, seat, hex);
}
