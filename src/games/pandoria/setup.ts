/**
 * Game setup [seed]: board with printed spaces (and the Artifacts overlay), start tiles, tile stack with the
 * unseen removals, single tiles, cards (side B: 4 each; side A: the realm's two individual cards + 2), market of 4,
 * monuments and relics by player count, figures by player count, realms by the chosen assignment, start player
 * at random.
 */
import { createRng, nextInt, pick, shuffle } from '../../engine/rng';
import type { GameOptions } from '../../engine/types';
import { ARTIFACT_OVERLAY_SIDES, PRINTED_SPACES, START_LAYOUTS } from '../../../data/pandoria/board';
import { CARDS, FAMILY_SPELLS, SPELLS } from '../../../data/pandoria/cards';
import {
  CASTLES_PER_PLAYER,
  HAND_CARDS_B,
  MARKET_SIZE,
  MONUMENTS,
  MONUMENTS_REMOVED,
  RANDOM_CARDS_A,
  RELICS,
  RELICS_REMOVED,
  REMOVED_TILES,
  REMOVED_TILES_ARTIFACTS,
  WORKERS_BY_SEATS,
  ARTIFACT_SUPPLY,
} from '../../../data/pandoria/components';
import { REALM_BY_ID, type RealmId } from '../../../data/pandoria/realms';
import { ARTIFACT_SINGLE_TILES, ARTIFACT_TILES, DOUBLE_TILES, SINGLE_TILES, START_TILES } from '../../../data/pandoria/tiles';
import { realmsInPlay, startSpots } from './moves/setup';
import { isFamily, normalizeOptions } from './options';
import { putDouble } from './placement';
import { beginTurn, freshTurn, settle } from './turn';
import type { PandoriaState, PlayerState } from './types';

function newPlayer(seats: number, artifacts: boolean): PlayerState {
  return {
    realm: null,
    res: { crystal: 0, gold: 0, wood: 0 },
    score: 0,
    points: {},
    hand: [],
    tiles: [],
    workers: WORKERS_BY_SEATS[seats],
    leader: true,
    castles: CASTLES_PER_PLAYER,
    fortress: artifacts,
    slots: [],
    spells: [],
    relics: [],
    artifacts: 0,
    prisoners: [],
    haunt: null,
    goblin: [],
    trades: [],
  };
}

function monumentStack(seats: number): number[] {
  const stack: number[] = [];
  for (const value of [3, 4, 5, 6]) {
    const count = MONUMENTS[value] - (value === 3 ? 0 : MONUMENTS_REMOVED[seats]);
    for (let i = 0; i < count; i++) stack.push(value);
  }
  return stack; // 3s at the bottom, 6s on top [seed]
}

export function setupGame(raw: GameOptions, seats: number, seed: string): PandoriaState {
  if (seats < 2 || seats > 4) throw new Error(`Pandoria seats 2–4, got ${seats}`);
  const options = normalizeOptions(raw);
  const rng = createRng(seed);
  const family = isFamily(options);
  const s: PandoriaState = {
    options,
    seats,
    rng,
    players: Array.from({ length: seats }, () => newPlayer(seats, options.artifacts)),
    startSeat: nextInt(rng, seats),
    active: 0,
    round: 1,
    turnNo: 0,
    deck: [],
    market: [],
    tileStack: [],
    singleStack: [],
    monuments: family ? [] : monumentStack(seats),
    relics: options.artifacts ? RELICS.map((r) => r.artifacts).filter((n) => !RELICS_REMOVED[seats].includes(n)) : [],
    artifactSupply: options.artifacts ? ARTIFACT_SUPPLY : 0,
    land: {},
    pieces: {},
    figures: {},
    closed: {},
    artifactsOn: {},
    turn: freshTurn('pick'),
    pending: [],
    picking: [],
    startTiles: [],
    endTriggered: false,
    couldPlace: false,
    over: false,
    events: [],
    lastPlaced: [],
  };
  s.active = s.startSeat;
  for (const space of PRINTED_SPACES) s.land[space.cell] = { terrain: space.terrain, symbols: space.symbols, tile: 'P', printed: true };
  if (options.artifacts) {
    for (const space of pick(rng, ARTIFACT_OVERLAY_SIDES)) {
      s.land[space.cell] = { terrain: space.terrain, symbols: space.symbols, tile: 'P', printed: true };
    }
  }
  placeStartTiles(s);
  buildStacks(s);
  assignRealms(s);
  if (s.picking.length === 0) completeSetup(s);
  return s;
}

function placeStartTiles(s: PandoriaState): void {
  const tiles = START_TILES.map((t) => t.id);
  if (s.options.start === 'chosen') {
    s.startTiles = tiles;
    return;
  }
  if (s.options.start === 'spaces') {
    const layout = pick(s.rng, START_LAYOUTS);
    const order = shuffle(s.rng, [...tiles]);
    layout.forEach(([a, b], i) => (nextInt(s.rng, 2) === 0 ? putDouble(s, order[i], a, b) : putDouble(s, order[i], b, a)));
  } else {
    for (const id of tiles) {
      const [a, b] = pick(s.rng, startSpots(s, true));
      putDouble(s, id, a, b);
    }
  }
  s.lastPlaced = [];
}

function buildStacks(s: PandoriaState): void {
  const { artifacts, variant } = s.options;
  const stack = shuffle(s.rng, DOUBLE_TILES.map((t) => t.id));
  stack.splice(0, (artifacts ? REMOVED_TILES_ARTIFACTS : REMOVED_TILES)[s.seats]);
  if (artifacts) stack.push(...ARTIFACT_TILES.map((t) => t.id));
  s.tileStack = shuffle(s.rng, stack);
  const usesSingles = variant !== 'family' || artifacts;
  const singles = [...(usesSingles ? SINGLE_TILES : []), ...(artifacts ? ARTIFACT_SINGLE_TILES : [])];
  s.singleStack = shuffle(s.rng, singles.map((t) => t.id));
}

function assignRealms(s: PandoriaState): void {
  if (isFamily(s.options)) return;
  const pool = realmsInPlay(s).map((r) => r.id);
  const order = Array.from({ length: s.seats }, (_, i) => (s.startSeat + i) % s.seats);
  switch (s.options.realms) {
    case 'unique': {
      const shuffled = shuffle(s.rng, [...pool]);
      s.players.forEach((p, seat) => (p.realm = shuffled[seat]));
      return;
    }
    case 'random':
      for (const p of s.players) p.realm = pick(s.rng, pool);
      return;
    case 'same': {
      const realm = pick(s.rng, pool);
      for (const p of s.players) p.realm = realm;
      return;
    }
    case 'samepick':
      s.picking = [s.startSeat];
      return;
    case 'pick':
      s.picking = order;
      return;
  }
}

/** Everything that depends on the realms: resources, slots, tiles in hand, cards (side A start buildings). */
export function completeSetup(s: PandoriaState): void {
  const { variant } = s.options;
  const family = isFamily(s.options);
  for (const p of s.players) {
    const realm = p.realm ? REALM_BY_ID.get(p.realm) : undefined;
    if (realm && !family) {
      p.res = { ...(variant === 'a' && realm.sideA ? realm.sideA.start : realm.start) };
      p.slots = Array.from({ length: variant === 'a' ? 5 : realm.slots }, () => []);
    }
  }
  for (let seat = 0; seat < s.seats; seat++) {
    const hold = variant === 'b' && s.players[seat].realm === 'dwarves' ? 2 : 1;
    for (let i = 0; i < hold; i++) s.players[seat].tiles.push(s.tileStack.pop() as string);
  }
  dealCards(s);
  if (s.startTiles.length > 0) {
    s.active = s.startSeat;
    s.turn = freshTurn('startTile');
  } else {
    beginTurn(s, s.startSeat);
  }
  settle(s);
}

function dealCards(s: PandoriaState): void {
  const { variant } = s.options;
  if (variant === 'family') return;
  if (variant === 'famspell') {
    s.deck = shuffle(s.rng, CARDS.filter((c) => FAMILY_SPELLS.includes(SPELLS[c.spell].name)).map((c) => c.id));
    return;
  }
  if (variant === 'b') {
    s.deck = shuffle(s.rng, CARDS.map((c) => c.id));
    for (const p of s.players) p.hand = s.deck.splice(-HAND_CARDS_B);
  } else {
    const taken = new Set<string>();
    for (const p of s.players) {
      const sideA = REALM_BY_ID.get(p.realm as RealmId)?.sideA;
      if (!sideA) continue;
      p.slots[0].push({ card: sideA.startCard });
      p.hand.push(sideA.handCard);
      taken.add(sideA.startCard).add(sideA.handCard);
    }
    s.deck = shuffle(s.rng, CARDS.filter((c) => !taken.has(c.id)).map((c) => c.id));
    for (const p of s.players) p.hand.push(...s.deck.splice(-RANDOM_CARDS_A));
  }
  s.market = s.deck.splice(-MARKET_SIZE);
}
