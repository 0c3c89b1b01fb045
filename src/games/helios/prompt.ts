/**
 * The choice tree: given the steps taken so far, the next decision (only legal branches) or the finished move.
 * Long cell lists carry the column letter as their group so a UI can fold them.
 */
import { BAZAAR_VP_PER_MANA, BUILDINGS } from '../../../data/helios/buildings';
import type { CostUnit } from '../../../data/helios/costs';
import { PERSONS } from '../../../data/helios/persons';
import { ACTION_SYMBOLS, RESOURCES, ROW_COLORS, SPECIAL_KINDS, START_TILE_COLORS } from '../../../data/helios/tiles';
import { RuleError } from '../../engine/rule-error';
import type { Prompt, PromptOption, PromptResult, Seat, Text } from '../../engine/types';
import { tx } from '../../i18n/text';
import { affordableBuildings, bazaarLimit, canBuildTemple, templeCells, templeCost } from './build';
import { canDoAction } from './flow';
import { cellId, columnOf } from './hex';
import { isBonusField, legalLandCells } from './land';
import { paymentProgress, removeCubes } from './payment';
import { activatablePersons, buyablePersons } from './persons';
import { cubesOf, giftCells, personSeat } from './accessors';
import {
  DONE_STEP,
  EXCHANGE_STEP,
  RESOURCE_STEP,
  ROW_STEP,
  SKIP_STEP,
  SPECIAL_STEP,
  SYMBOL_STEP,
  TEMPLE_STEP,
  buildingOfStep,
  cubeStep,
  personOfStep,
  resourceOfStep,
  rowOfStep,
  specialOfStep,
  symbolOfStep,
} from './steps';
import { sunTargets } from './sun';
import type { ActionSymbol, CubeRef, HeliosMove, HeliosState, LandSource, PlayerState, Resource } from './types';

type Result = PromptResult<HeliosMove>;

const ask = (kind: Prompt['kind'], title: Text, options: PromptOption[], highlight?: readonly string[]): Result => ({
  prompt: highlight ? { kind, title, options, highlight: [...highlight] } : { kind, title, options },
});

const invalid = (): never => {
  throw new RuleError('error.invalidPath');
};

/** Resolves a step against a look-up, throwing for a step that is not offered. */
function lookup<T>(table: ReadonlyMap<string, T>, step: string | undefined): T {
  const value = step === undefined ? undefined : table.get(step);
  return value === undefined ? invalid() : value;
}

const resourceName = (color: Resource) => tx(`hel.res.${color}`);

/** What a land tile brings: it costs nothing and carries its resource (the first, when a tile ever holds two). */
function landTileHint(tile: { color: Resource; res: readonly Resource[] }): Text {
  return tile.res.length > 0 ? tx('hel.o.landTileHint', { res: resourceName(tile.res[0]) }) : tx('hel.o.landTileBare');
}

function colorOptions(colors: readonly Resource[]): PromptOption[] {
  return colors.map((color) => ({ id: RESOURCE_STEP[color], label: resourceName(color) }));
}

function cellOptions(cells: readonly string[]): PromptOption[] {
  return cells.map((cell) => ({ id: cell, label: tx('hel.o.cell', { cell }), group: columnOf(cell) }));
}

export function promptFor(state: HeliosState, seat: Seat, path: readonly string[]): Result {
  switch (state.phase) {
    case 'startTiles':
      if (state.startQueue[0] !== seat) return invalid();
      if (path.length === 0) return ask('choice', tx('hel.p.startTile'), colorOptions(START_TILE_COLORS));
      if (path.length > 1 || !START_TILE_COLORS.includes(lookup(resourceOfStep, path[0]))) return invalid();
      return { move: { t: 'startTile', color: lookup(resourceOfStep, path[0]) } };
    case 'gifts':
      if (!state.gifts.includes(seat)) return invalid();
      return giftTree(state.players[seat], path, (color, cell) => ({ t: 'gift', color, cell }));
    case 'actions':
      return actionPhaseTree(state, seat, path);
    case 'persons':
      return personTree(state, seat, path);
    case 'finished':
      return invalid();
  }
}

/** A bonus resource: its colour, then the tile (skipped when only one tile can take it). */
function giftTree(player: PlayerState, path: readonly string[], done: (color: Resource, cell: string) => HeliosMove): Result {
  if (path.length === 0) return ask('choice', tx('hel.p.giftColor'), colorOptions(RESOURCES));
  const color = lookup(resourceOfStep, path[0]);
  const cells = giftCells(player);
  if (cells.length === 1 && path.length === 1) return { move: done(color, cells[0]) };
  if (path.length === 1) return ask('cell', tx('hel.p.giftCell'), cellOptions(cells), cells);
  if (path.length > 2 || !cells.includes(path[1])) return invalid();
  return { move: done(color, path[1]) };
}

function actionPhaseTree(state: HeliosState, seat: Seat, path: readonly string[]): Result {
  const turn = state.turn;
  if (!turn || turn.seat !== seat) return invalid();
  switch (turn.stage) {
    case 'take':
      return takeTree(state, seat, path);
    case 'act': {
      const sym = turn.sym as ActionSymbol;
      if (path.length === 0) return actRoot(state, seat, sym);
      if (path[0] === SKIP_STEP) return path.length === 1 ? { move: { t: 'skip' } } : invalid();
      // Paths of the older tree named the action first ("S", then its steps); they still lead to the same moves.
      if (symbolOfStep.has(path[0])) return lookup(symbolOfStep, path[0]) === sym ? symbolTree(state, seat, sym, path.slice(1)) : invalid();
      return symbolTree(state, seat, sym, path);
    }
    case 'extra':
      return pendingLandTree(state, seat, path);
    case 'bonus': {
      if (path.length === 0) {
        const options: PromptOption[] = ACTION_SYMBOLS.filter((sym) => canDoAction(state, seat, sym)).map((sym) => ({
          id: SYMBOL_STEP[sym],
          label: tx(`hel.sym.${sym}`),
        }));
        options.push({ id: SKIP_STEP, label: tx('hel.o.forfeit') });
        return ask('choice', tx('hel.p.bonus'), options);
      }
      if (path[0] === SKIP_STEP) return path.length === 1 ? { move: { t: 'skip' } } : invalid();
      const sym = lookup(symbolOfStep, path[0]);
      if (!canDoAction(state, seat, sym)) return invalid();
      return symbolTree(state, seat, sym, path.slice(1));
    }
  }
}

/**
 * The action of the tile just taken starts at once with its first decision, Forfeit offered next to it: the player
 * chose the action by taking the tile and is not asked to confirm it. When the action has no decision to offer (its
 * tree gives none), the old question stands: do it, or forfeit.
 */
function actRoot(state: HeliosState, seat: Seat, sym: ActionSymbol): Result {
  const forfeit: PromptOption = { id: SKIP_STEP, label: tx('hel.o.forfeit') };
  let first: Result | null = null;
  try {
    first = symbolTree(state, seat, sym, []);
  } catch {
    first = null;
  }
  if (first && 'prompt' in first && first.prompt.options.length > 0) return { prompt: { ...first.prompt, options: [...first.prompt.options, forfeit] } };
  return ask('choice', tx('hel.p.action'), [{ id: SYMBOL_STEP[sym], label: tx(`hel.sym.${sym}`), tone: 'primary' }, forfeit]);
}

/** Which column to take from (only the lowest tile of each), then the row for a grey tile. */
function takeTree(state: HeliosState, seat: Seat, path: readonly string[]): Result {
  if (path.length === 0) {
    const options = ACTION_SYMBOLS.filter((sym) => state.columns[sym].length > 0).map((sym) => ({
      id: SYMBOL_STEP[sym],
      label: tx('hel.o.column', { sym: tx(`hel.sym.${sym}`), color: tx(`hel.color.${state.columns[sym][0].color}`) }),
    }));
    return ask('choice', tx('hel.p.take'), options);
  }
  const sym = lookup(symbolOfStep, path[0]);
  const tile = state.columns[sym][0] ?? invalid();
  if (tile.color !== 'grey') return path.length === 1 ? { move: { t: 'take', sym, row: tile.color } } : invalid();
  if (path.length === 1) {
    const rows = state.players[seat].rows;
    // What laying the tile there brings: the 4th tile of a row gives a bonus action (flow.ts rowFilled).
    const options = ROW_COLORS.map((row) => ({ id: ROW_STEP[row], label: tx(`hel.row.${row}`), hint: tx('hel.o.rowHint', { filled: rows[row].length }) }));
    return ask('choice', tx('hel.p.row'), options);
  }
  if (path.length > 2) return invalid();
  return { move: { t: 'take', sym, row: lookup(rowOfStep, path[1]) } };
}

function symbolTree(state: HeliosState, seat: Seat, sym: ActionSymbol, path: readonly string[]): Result {
  if (sym === 'land') return landTree(state, seat, path);
  if (sym === 'build') return buildTree(state, seat, path);
  return sunTree(state.players[seat], path);
}

/** Create land: a face-up land tile or special tile, then the field, then the bonus colour on a bonus field. */
function landTree(state: HeliosState, seat: Seat, path: readonly string[]): Result {
  if (path.length === 0) {
    const options: PromptOption[] = [];
    state.offer.forEach((tile, slot) => {
      if (tile) options.push({ id: `o${slot}`, label: tx('hel.o.landTile', { color: resourceName(tile.color) }), hint: landTileHint(tile) });
    });
    for (const kind of SPECIAL_KINDS) {
      if (state.specials[kind] > 0) options.push({ id: SPECIAL_STEP[kind], label: tx(`hel.special.${kind}`), hint: tx(`hel.o.specialHint.${kind}`, { left: state.specials[kind] }) });
    }
    return ask('card', tx('hel.p.landTile'), options);
  }
  let src: LandSource;
  const slot = /^o([0-5])$/.exec(path[0]);
  if (slot) {
    if (!state.offer[Number(slot[1])]) return invalid();
    src = { offer: Number(slot[1]) };
  } else {
    const kind = lookup(specialOfStep, path[0]);
    if (!(state.specials[kind] > 0)) return invalid();
    src = { special: kind };
  }
  return placeTree(state.players[seat], src, path.slice(1));
}

function placeTree(player: PlayerState, src: LandSource, path: readonly string[]): Result {
  const cells = legalLandCells(player);
  if (path.length === 0) return ask('cell', tx('hel.p.landCell'), cellOptions(cells), cells);
  const cell = path[0];
  if (!cells.includes(cell)) return invalid();
  if (!isBonusField(cell)) return path.length === 1 ? { move: { t: 'land', src, cell } } : invalid();
  if (path.length === 1) return ask('choice', tx('hel.p.bonusColor'), colorOptions(RESOURCES));
  if (path.length > 2) return invalid();
  return { move: { t: 'land', src, cell, bonus: lookup(resourceOfStep, path[1]) } };
}

/** The Landverwaltung tiles: which one (when they differ), then where. */
function pendingLandTree(state: HeliosState, seat: Seat, path: readonly string[]): Result {
  const pending = state.turn?.pendingLand ?? [];
  const distinct = pending.filter((tile, i) => pending.findIndex((t) => t.color === tile.color) === i);
  if (distinct.length === 1) return placeTree(state.players[seat], { pending: 0 }, path);
  if (path.length === 0) {
    const options = pending.map((tile, i) => ({ id: `p${i}`, label: tx('hel.o.landTile', { color: resourceName(tile.color) }), hint: landTileHint(tile) }));
    return ask('card', tx('hel.p.pendingTile'), options);
  }
  const index = /^p([01])$/.exec(path[0]);
  if (!index || !pending[Number(index[1])]) return invalid();
  return placeTree(state.players[seat], { pending: Number(index[1]) }, path.slice(1));
}

/** Build: a temple (its tile, then the payment) or a building (payment, then the Tauschbasar trade). */
function buildTree(state: HeliosState, seat: Seat, path: readonly string[]): Result {
  const player = state.players[seat];
  if (path.length === 0) {
    const options: PromptOption[] = [];
    if (canBuildTemple(player)) {
      options.push({ id: TEMPLE_STEP, label: tx('hel.o.temple', { n: templeCost(player).length, mana: player.temples + 1 }) });
    }
    for (const id of affordableBuildings(player)) {
      options.push({ id: BUILDINGS[id].step, label: tx(`hel.building.${id}`), hint: tx(`hel.building.${id}.hint`) });
    }
    return ask('card', tx('hel.p.build'), options);
  }
  if (path[0] === TEMPLE_STEP) {
    if (!canBuildTemple(player)) return invalid();
    const cells = templeCells(player);
    if (path.length === 1) return ask('cell', tx('hel.p.templeCell'), cellOptions(cells), cells);
    const cell = path[1];
    if (!cells.includes(cell)) return invalid();
    return payTree(state, player, templeCost(player), path.slice(2), (pay, rest) => (rest.length === 0 ? { move: { t: 'temple', cell, pay } } : invalid()));
  }
  const id = lookup(buildingOfStep, path[0]);
  if (!affordableBuildings(player).includes(id)) return invalid();
  return payTree(state, player, BUILDINGS[id].cost, path.slice(1), (pay, rest) => {
    if (id !== 'bazaar') return rest.length === 0 ? { move: { t: 'building', id, pay } } : invalid();
    const limit = bazaarLimit(player);
    if (rest.length === 0) {
      const options = Array.from({ length: limit + 1 }, (_, n) => ({
        id: String(n),
        label: tx('hel.o.trade', { n, vp: n * BAZAAR_VP_PER_MANA }),
      }));
      return ask('amount', tx('hel.p.trade'), options);
    }
    const trade = Number(rest[0]);
    if (rest.length > 1 || !/^\d$/.test(rest[0]) || trade > limit) return invalid();
    return { move: { t: 'building', id, pay, trade } };
  });
}

/**
 * Pays a cost cube by cube (coloured units first). `then` receives the finished payment and the steps after it.
 */
function payTree(
  state: HeliosState,
  player: PlayerState,
  cost: readonly CostUnit[],
  path: readonly string[],
  then: (pay: CubeRef[], rest: readonly string[]) => Result,
): Result {
  const choices: (CubeRef | 'exchange')[] = [];
  const cubes = cubesOf(player);
  // Cubes not chosen yet: a cube named twice is a step that was never offered.
  const unused = [...cubes];
  for (let i = 0; i <= path.length; i++) {
    const progress = paymentProgressOrInvalid(player, cost, state.options.exchange, choices);
    if ('paid' in progress) return then(progress.paid, path.slice(i));
    if (i === path.length) return ask('choice', tx('hel.p.pay'), payOptions(cubes, choices, progress.next.colors, progress.next.canExchange));
    const step = path[i];
    if (step === EXCHANGE_STEP) {
      choices.push('exchange');
      continue;
    }
    const at = unused.findIndex((c) => cubeStep(c.cell, c.color) === step);
    if (at < 0) return invalid();
    choices.push(...unused.splice(at, 1));
  }
  return invalid();
}

/** The payment so far; a step that breaks the cost is a path that was never offered. */
function paymentProgressOrInvalid(...args: Parameters<typeof paymentProgress>): ReturnType<typeof paymentProgress> {
  try {
    return paymentProgress(...args);
  } catch (error) {
    if (error instanceof RuleError) return invalid();
    throw error;
  }
}

/** The cubes still on the board that fit the step, one option per tile and colour. */
function payOptions(
  cubes: readonly CubeRef[],
  chosen: readonly (CubeRef | 'exchange')[],
  colors: readonly Resource[] | null,
  canExchange: boolean,
): PromptOption[] {
  const left = new Map<string, { cube: CubeRef; n: number }>();
  for (const cube of cubes) {
    const key = cubeStep(cube.cell, cube.color);
    left.set(key, { cube, n: (left.get(key)?.n ?? 0) + 1 });
  }
  for (const c of chosen) if (c !== 'exchange') (left.get(cubeStep(c.cell, c.color)) as { n: number }).n--;
  const options: PromptOption[] = [];
  for (const [key, { cube, n }] of left) {
    if (n <= 0 || (colors !== null && !colors.includes(cube.color))) continue;
    options.push({ id: key, label: tx('hel.o.cube', { color: resourceName(cube.color), cell: cube.cell }), group: columnOf(cube.cell) });
  }
  if (canExchange) options.push({ id: EXCHANGE_STEP, label: tx('hel.o.exchange') });
  return options;
}

/** Move the sun: the legal destinations with the steps each takes. */
function sunTree(player: PlayerState, path: readonly string[]): Result {
  const targets = sunTargets(player);
  if (path.length === 0) {
    const options = targets.map((t) => ({
      id: cellId(t.cell),
      label: tx('hel.o.sunCell', { cell: cellId(t.cell), steps: t.steps }),
      group: columnOf(cellId(t.cell)),
    }));
    return ask('cell', tx('hel.p.sun'), options, targets.map((t) => cellId(t.cell)));
  }
  if (path.length > 1 || !targets.some((t) => cellId(t.cell) === path[0])) return invalid();
  return { move: { t: 'sun', to: path[0] } };
}

/** Phase 2: buy one person per turn, activate any own person, or end the turn (a pass when nothing was done). */
function personTree(state: HeliosState, seat: Seat, path: readonly string[]): Result {
  const phase = state.personPhase;
  if (!phase || personSeat(state) !== seat) return invalid();
  const player = state.players[seat];
  if (path.length === 0) {
    const options: PromptOption[] = [];
    if (!phase.bought) {
      for (const id of buyablePersons(state, seat)) {
        options.push({ id: `b${PERSONS[id].step}`, label: tx('hel.o.buy', { person: tx(`hel.person.${id}`), mana: PERSONS[id].buy }), hint: tx(`hel.person.${id}.hint`) });
      }
    }
    for (const id of activatablePersons(player)) {
      options.push({ id: `a${PERSONS[id].step}`, label: tx('hel.o.activate', { person: tx(`hel.person.${id}`) }), hint: tx(`hel.person.${id}.hint`) });
    }
    options.push({ id: DONE_STEP, label: tx(phase.acted ? 'hel.o.endTurn' : 'hel.o.pass') });
    return ask('choice', tx('hel.p.persons'), options);
  }
  if (path[0] === DONE_STEP) return path.length === 1 ? { move: { t: 'done' } } : invalid();
  const person = lookup(personOfStep, path[0].slice(1));
  if (path[0].startsWith('b')) {
    if (phase.bought || !buyablePersons(state, seat).includes(person) || path.length > 1) return invalid();
    return { move: { t: 'buy', person } };
  }
  if (!path[0].startsWith('a') || !activatablePersons(player).includes(person)) return invalid();
  return payTree(state, player, PERSONS[person].cost, path.slice(1), (pay, rest) => {
    if (PERSONS[person].bonusResources === 0) return rest.length === 0 ? { move: { t: 'activate', person, pay } } : invalid();
    // removeCubes copies each tile it changes (changedTile), so a copy of the tile map keeps the state as it was.
    const after: PlayerState = { ...player, tiles: { ...player.tiles } };
    removeCubes(after, pay);
    if (giftCells(after).length === 0) return rest.length === 0 ? { move: { t: 'activate', person, pay } } : invalid();
    return giftTree(after, rest, (color, cell) => ({ t: 'activate', person, pay, gift: { color, cell } }));
  });
}
