/**
 * A new game: scoring and bonus tiles drawn with the seeded PRNG ([seed] Die Wertungsplättchen, Die
 * Rundenbonuskarten), a start player drawn the same way, then faction choice from the start player on.
 */
import type { GameOptions, Seat } from '../../engine/types';
import { RuleError } from '../../engine/rule-error';
import { createRng, nextInt, shuffle } from '../../engine/rng';
import { BRIDGES_PER_PLAYER } from '../../../data/terra-mystica/actions';
import { FACTIONS, type FactionId } from '../../../data/terra-mystica/factions';
import { START_VP, STARTER_BONUS, STARTER_SCORING, VARIABLE_VP } from '../../../data/terra-mystica/setup';
import {
  BONUS_IDS,
  BONUS_TILES,
  CULTS,
  FAVOR_IDS,
  FAVOR_TILES,
  SCORING_IDS,
  SCORING_TILES,
  TOWN_IDS,
  TOWN_TILES,
  type BonusId,
  type Cult,
  type ScoringId,
} from '../../../data/terra-mystica/tiles';
import { boardOf } from './board';
import { resolveRules } from './options';
import type { PlayerState, TmRules, TmState } from './types';

export function emptyPlayer(): PlayerState {
  return {
    faction: null,
    c: 0,
    w: 0,
    p: 0,
    vp: 0,
    vpBy: {},
    bowls: [0, 0, 0],
    cults: [0, 0, 0, 0],
    keys: 0,
    shipping: 0,
    dig: 0,
    carpetRange: 0,
    favors: [],
    towns: [],
    bonus: null,
    bridgesLeft: BRIDGES_PER_PLAYER,
    priestsOnCults: 0,
    passed: false,
    usedActions: [],
    spades: 0,
    boughtSpades: 0,
    pendingFavors: 0,
    pendingTowns: 0,
    pendingCult: 0,
    pendingCultSameTrack: false,
    darklingConvert: 0,
    cultBlocked: [],
  };
}

/** Gives a chosen faction its board's start resources ([seed] Die Startvorgaben). */
export function initFaction(state: TmState, seat: Seat, faction: FactionId): void {
  const board = FACTIONS[faction];
  const p = state.players[seat];
  const vp = state.rules.variableVp ? (VARIABLE_VP[state.rules.map][faction] ?? START_VP) : START_VP;
  Object.assign(p, {
    faction,
    c: board.start.c,
    w: board.start.w,
    p: board.start.p,
    vp,
    vpBy: { start: vp },
    bowls: [...board.start.bowls],
    cults: [...board.start.cults],
    shipping: board.shipping?.start ?? 0,
    carpetRange: faction === 'fakirs' ? 1 : 0,
  });
}

function parseList<T extends string>(value: string | boolean | undefined, allowed: readonly T[]): T[] | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  const items = value.split(',').map((s) => s.trim().toUpperCase());
  for (const item of items) if (!allowed.includes(item as T)) throw new RuleError('tm.err.setupTiles', { tile: item });
  return items as T[];
}

/** The seed's draw: the spade tile (SCORE1) may not lie on rounds 5 or 6; if drawn there it is set aside. */
function drawScoring(state: TmState, rules: TmRules): ScoringId[] {
  const deck = shuffle(state.rng, SCORING_IDS.filter((id) => !SCORING_TILES[id].option || (rules.templeScoring && id === 'SCORE9')));
  const drawn: ScoringId[] = [];
  while (drawn.length < 6) {
    const tile = deck.shift() as ScoringId;
    // Drawn for round 5 or 6, the spade tile is set aside and goes back unused.
    if (!(tile === 'SCORE1' && drawn.length >= 4)) drawn.push(tile);
  }
  return drawn;
}

function availableBonus(rules: TmRules): BonusId[] {
  return BONUS_IDS.filter((id) => BONUS_TILES[id].option !== 'shipping-bonus' || rules.shippingBonus);
}

export function setupState(options: GameOptions, seats: number, seed: string): TmState {
  if (seats < 2 || seats > 5) throw new RuleError('tm.err.seats');
  const rules = resolveRules(options);
  const board = boardOf(rules.map);
  const state: TmState = {
    v: 1,
    rules,
    seats,
    rng: createRng(seed),
    phase: 'factions',
    round: 0,
    scoring: [],
    bonusPool: {},
    favorPool: {},
    townPool: {},
    townsFounded: 0,
    players: Array.from({ length: seats }, emptyPlayer),
    terrain: Object.fromEntries(board.land.map((id) => [id, board.cells[id].terrain])) as TmState['terrain'],
    buildings: {},
    bridges: [],
    townOf: {},
    mermaidRivers: [],
    cultSpaces: Object.fromEntries(CULTS.map((c) => [c, [null, null, null, null]])) as Record<Cult, (Seat | null)[]>,
    powerActionsUsed: [],
    setupQueue: [],
    order: [],
    passOrder: [],
    active: null,
    turn: null,
    leech: [],
    cultistEvents: [],
    nextId: 1,
    events: [],
  };

  const scoring = parseList(options.scoring, SCORING_IDS);
  if (scoring && scoring.length !== 6) throw new RuleError('tm.err.setupTiles', { tile: scoring.join(',') });
  state.scoring = scoring ?? (rules.starter ? [...STARTER_SCORING] : drawScoring(state, rules));

  const bonus = parseList(options.bonus, availableBonus(rules));
  const inPlay = bonus ?? (rules.starter ? [...STARTER_BONUS[seats]] : shuffle(state.rng, availableBonus(rules)).slice(0, seats + 3));
  for (const id of inPlay) state.bonusPool[id] = 0;

  for (const id of FAVOR_IDS) state.favorPool[id] = FAVOR_TILES[id].copies;
  for (const id of TOWN_IDS) if (!TOWN_TILES[id].option || rules.miniExpansion) state.townPool[id] = TOWN_TILES[id].copies;

  const startOption = options.start;
  const start = typeof startOption === 'string' && /^\d$/.test(startOption) ? Number(startOption) % seats : nextInt(state.rng, seats);
  state.order = Array.from({ length: seats }, (_, i) => (start + i) % seats);
  state.setupQueue = [...state.order];
  return state;
}
