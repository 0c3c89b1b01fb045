/**
 * The choice tree. Each node offers only legal branches; a leaf is one move. A turn is several moves
 * with natural checkpoints: free conversions, the action (transform, then build), follow-ups (favor,
 * town, cult steps, the second spade of a power action), more conversions, done.
 */
import type { PromptOption, PromptResult, Seat, Text } from '../../engine/types';
import { factionHint } from './faction-hints';
import { RuleError } from '../../engine/rule-error';
import { POWER_ACTIONS, type ActionId } from '../../../data/terra-mystica/actions';
import type { BuildingKind, FactionId } from '../../../data/terra-mystica/factions';
import type { Terrain } from '../../../data/terra-mystica/terrain';
import { CULTS, FAVOR_IDS, FAVOR_TILES, TOWN_IDS, TOWN_TILES, type BonusId, type Cult, type FavorId, type TownId } from '../../../data/terra-mystica/tiles';
import { cultCeiling, cultIndex } from './cults';
import { factionChoices } from './apply';
import { upgradeCost } from './buildings';
import {
  advanceOptions,
  bridgeSpots,
  buildHexes,
  cached,
  canBuild,
  canTransform,
  burnMax,
  canDone,
  canForfeit,
  canPass,
  connectRivers,
  anyExchangeOpen,
  openExchanges,
  conversionMax,
  cultTargets,
  powerActions,
  sendSpaces,
  specialActions,
  transformHexes,
  transformOptions,
  upgradeOptions,
} from './legal';
import { offersOf, offerValue } from './leech';
import { canEditOfferRules } from './offer-rules';
import { SETTINGS_STEP, settingsNode } from './offer-settings';
import { choice, choiceById, follow, leaf, menu, shownPrompt, type Choice, type Node } from './prompt-node';
import { awaitingSeats } from './status';
import { amountText, tmText } from './text-helpers';
import type { Resource, TmMove, TmState } from './types';

/** Short step ids of the factions (paths travel in Discord custom_ids). */
export const FACTION_STEP: Record<FactionId, string> = {
  alchemists: 'alc',
  auren: 'aur',
  chaosmagicians: 'cha',
  cultists: 'cul',
  darklings: 'dar',
  dwarves: 'dwa',
  engineers: 'eng',
  fakirs: 'fak',
  giants: 'gia',
  halflings: 'hal',
  mermaids: 'mer',
  nomads: 'nom',
  swarmlings: 'swa',
  witches: 'wit',
};

const hexLabel = (state: TmState, hex: string): Text => tmText('o.hex', { hex, terrain: tmText(`terrain.${state.terrain[hex]}`) });
const rowOf = (hex: string) => hex[0];

/** Hex options, each in its board row's group: how many fit on a screen is the bot's business (it folds long lists). */
function hexChoices(state: TmState, hexes: string[], then: (hex: string) => Node): Choice[] {
  return hexes.map((hex) => choice(hex, hexLabel(state, hex), () => then(hex), { group: rowOf(hex) }));
}

/** Where `seat` would stand after `n` free steps on `cult` (capped at 9 without a key or when 10 is taken). */
function cultAfter(state: TmState, seat: Seat, cult: Cult, n: number, keys = state.players[seat].keys): number {
  const from = state.players[seat].cults[cultIndex(cult)];
  const to = Math.min(from + n, cultCeiling(state, seat, cult));
  return to === 10 && from < 10 && keys < 1 ? 9 : Math.max(from, to);
}

/** "Fire 3 → 4": where a choice of cult steps leaves the player. */
function cultStepHint(state: TmState, seat: Seat, cult: Cult, n: number): Text {
  return tmText('h.cultStep', { cult: tmText(`cult.${cult}`), from: state.players[seat].cults[cultIndex(cult)], to: cultAfter(state, seat, cult, n) });
}

/**
 * Tracks held on 9 earlier this turn for want of a key: a town's keys (`keys`, the player's and the tile's) take them
 * to 10 first when they suffice for all of them (unblockCults, as snellman), else none of them.
 */
function unblockedBy(state: TmState, seat: Seat, keys: number): Cult[] {
  const p = state.players[seat];
  return keys >= p.cultBlocked.length ? p.cultBlocked.filter((c) => cultCeiling(state, seat, c) === 10) : [];
}

/**
 * The four tracks before and after a town tile's steps (F/W/E/A) with `keys` in hand: held tracks take their keys
 * first, then the steps spend keys in track order, except on tracks held back at 9.
 */
function townCultsHint(state: TmState, seat: Seat, steps: number, keys: number, skip: readonly Cult[] = []): Text {
  const p = state.players[seat];
  const unblocked = unblockedBy(state, seat, keys);
  let left = keys - unblocked.length;
  const after = CULTS.map((c) => {
    const from = p.cults[cultIndex(c)];
    if (unblocked.includes(c)) return 10;
    // A track held back stops at 9 (it would have reached 10).
    const to = skip.includes(c) ? 9 : cultAfter(state, seat, c, steps, left);
    if (to === 10 && from < 10) left--;
    return Math.max(from, to);
  });
  return tmText('h.cults', { from: p.cults.join('/'), to: after.join('/') });
}

function townHint(state: TmState, seat: Seat, tile: TownId): Text {
  const p = state.players[seat];
  const town = TOWN_TILES[tile];
  const vp = { from: p.vp, to: p.vp + town.vp };
  if (town.cultSteps) return tmText('h.townCults', { ...vp, cults: townCultsHint(state, seat, town.cultSteps, p.keys + town.keys) });
  if (town.shipping) {
    const carpet = p.faction === 'fakirs';
    const from = carpet ? p.carpetRange : p.shipping;
    return tmText(carpet ? 'h.townCarpet' : 'h.townShip', { ...vp, from2: from, to2: from + 1 });
  }
  return tmText('h.townKeys', { ...vp, keys: p.keys, after: p.keys + town.keys });
}

/** Every amount from 1 to `max` (the bot pages a long list). */
function amountChoices(max: number, then: (n: number) => Node): Choice[] {
  return Array.from({ length: max }, (_, i) => i + 1).map((n) => choice(String(n), tmText('o.amount', { n }), () => then(n)));
}

function factionNode(state: TmState): Node {
  return menu(
    'choice',
    tmText('q.faction'),
    factionChoices(state).map((f) => choice(FACTION_STEP[f], tmText(`faction.${f}`), () => leaf({ t: 'faction', faction: f }), { hint: factionHint(f) })),
  );
}

function leechNode(state: TmState, seat: Seat): Node | null {
  const offer = offersOf(state, seat)[0];
  if (!offer) return null;
  const n = offerValue(state, offer);
  const from = tmText(`faction.${state.players[offer.from].faction}`);
  const choices: Choice[] = [];
  // Under strict-leech an offer the player converted around can only be declined.
  if (n > 0 && !(offer.tainted && state.rules.strictLeech)) {
    choices.push(
      choice('y', tmText('o.leechYes', { n, vp: Math.max(0, n - 1) }), () => leaf({ t: 'leech', offer: offer.id, accept: true, n: offer.amount }), {
        tone: 'primary',
      }),
    );
  }
  choices.push(choice('n', tmText('o.leechNo'), () => leaf({ t: 'leech', offer: offer.id, accept: false })));
  return menu('confirm', tmText('q.leech', { n: offer.amount, from }), choices);
}

/** All ways to pick `k` items (for choosing which cult tracks keep their step short of 10). */
function combinations<T>(items: readonly T[], k: number): T[][] {
  if (k === 0) return [[]];
  return items.flatMap((item, i) => combinations(items.slice(i + 1), k - 1).map((rest) => [item, ...rest]));
}

/**
 * TW5/TW6 move every cult up: when more tracks would reach 10 than the player has keys, the player
 * chooses which tracks take the keys (the others stop at 9).
 */
function townKeyNode(state: TmState, seat: Seat, tile: TownId): Node {
  const town = TOWN_TILES[tile];
  const p = state.players[seat];
  const steps = town.cultSteps ?? 0;
  const held = p.keys + town.keys;
  // Tracks the keys take out of being held on 9 are no part of the choice.
  const unblocked = unblockedBy(state, seat, held);
  const reaching = CULTS.filter((c) => {
    const at = p.cults[CULTS.indexOf(c)];
    return steps > 0 && at < 10 && at + steps >= 10 && cultCeiling(state, seat, c) === 10 && !unblocked.includes(c);
  });
  const keys = held - unblocked.length;
  // Nothing to choose: keys for all, or none left for any.
  if (reaching.length <= keys || keys <= 0) return leaf({ t: 'town', tile });
  return menu(
    'choice',
    tmText('q.townKeys', { n: keys }),
    combinations(reaching, reaching.length - keys).map((skip) => {
      const keyed = reaching.filter((c) => !skip.includes(c));
      const names = keyed.map((c) => tmText(`cult.${c}`));
      return choice(
        keyed.map((c) => c[0]).join(''),
        names.length === 1 ? names[0] : tmText('o.twoCults', { a: names[0], b: names[1] }),
        () => leaf({ t: 'town', tile, skip }),
        { hint: townCultsHint(state, seat, steps, held, skip) },
      );
    }),
  );
}

function pendingNode(state: TmState, seat: Seat): Node | null {
  const p = state.players[seat];
  if (p.pendingTowns > 0) {
    const tiles = TOWN_IDS.filter((id) => (state.townPool[id] ?? 0) > 0);
    if (tiles.length > 0) {
      return menu(
        'card',
        tmText('q.town'),
        tiles.map((id) => choice(id, tmText(`tile.${id}`), () => townKeyNode(state, seat, id), { hint: townHint(state, seat, id) })),
      );
    }
    return menu('confirm', tmText('q.noTile'), [choice('f', tmText('o.forfeit'), () => leaf({ t: 'forfeit' }))]);
  }
  if (p.pendingFavors > 0) {
    const tiles = FAVOR_IDS.filter((id) => (state.favorPool[id] ?? 0) > 0 && !p.favors.includes(id));
    if (tiles.length > 0) {
      return menu(
        'card',
        tmText('q.favor'),
        tiles.map((id) =>
          choice(id, tmText(`tile.${id}`), () => leaf({ t: 'favor', tile: id as FavorId }), {
            hint: cultStepHint(state, seat, FAVOR_TILES[id].cult, FAVOR_TILES[id].steps),
          }),
        ),
      );
    }
    return menu('confirm', tmText('q.noTile'), [choice('f', tmText('o.forfeit'), () => leaf({ t: 'forfeit' }))]);
  }
  if (p.pendingCult > 0) {
    const n = p.pendingCultSameTrack ? p.pendingCult : 1;
    const targets = cultTargets(state, seat);
    const cults = targets.length > 0 ? targets : [...CULTS];
    return menu(
      'choice',
      tmText('q.cult', { n }),
      cults.map((c) => choice(c, tmText(`cult.${c}`), () => leaf({ t: 'cult', cult: c, n }), { hint: cultStepHint(state, seat, c, n) })),
    );
  }
  return null;
}

function transformNode(state: TmState, seat: Seat): Node {
  const hexes = transformHexes(state, seat);
  return menu(
    'cell',
    tmText('q.transformHex'),
    hexChoices(state, hexes, (hex) => terrainNode(state, seat, hex)),
    hexes,
  );
}

function terrainNode(state: TmState, seat: Seat, hex: string): Node {
  const options = transformOptions(state, seat, hex);
  return menu(
    'choice',
    tmText('q.terrain', { hex }),
    options.map((o) =>
      choice(o.to, tmText(`terrain.${o.to}`), () => leaf(o.dig > 0 ? { t: 'transform', hex, to: o.to as Terrain, dig: o.dig } : { t: 'transform', hex, to: o.to as Terrain }), {
        hint: o.dig > 0 ? tmText('h.spadesDig', { spades: amountText('spade', o.cost), dig: o.dig }) : amountText('spade', o.cost),
      }),
    ),
  );
}

function buildNode(state: TmState, seat: Seat): Node {
  const hexes = buildHexes(state, seat);
  return menu('cell', tmText('q.buildHex'), hexChoices(state, hexes, (hex) => leaf({ t: 'build', hex })), hexes);
}

function upgradeNode(state: TmState, seat: Seat): Node {
  const options = upgradeOptions(state, seat);
  const hexes = Object.keys(options);
  return menu(
    'cell',
    tmText('q.upgradeHex'),
    hexChoices(state, hexes, (hex) =>
      menu(
        'choice',
        tmText('q.upgradeTo', { hex }),
        options[hex].map((to: BuildingKind) => {
          const free = state.turn?.ctx?.k === 'freeTP';
          const cost = free ? { w: 0, c: 0 } : upgradeCost(state, seat, hex, to as Exclude<BuildingKind, 'D'>);
          return choice(to, tmText(`bld.${to}`), () => leaf({ t: 'upgrade', hex, to }), { hint: tmText('h.cost', { w: cost.w, c: cost.c }) });
        }),
      ),
    ),
    hexes,
  );
}

function sendNode(state: TmState, seat: Seat): Node {
  return menu(
    'choice',
    tmText('q.sendCult'),
    CULTS.filter((c) => sendSpaces(state, seat, c).length > 0).map((c) =>
      choice(c, tmText(`cult.${c}`), () =>
        menu(
          'choice',
          tmText('q.sendSpace', { cult: tmText(`cult.${c}`) }),
          sendSpaces(state, seat, c).map((n) => choice(String(n), tmText(n === 1 ? 'o.spaceReturn' : 'o.space', { n }), () => leaf({ t: 'send', cult: c as Cult, space: n }))),
        ),
      ),
    ),
  );
}

/** The action menu's step into the exchanges, and an exchange's option id under it. */
export const EXCHANGE_STEP = 'c';
/** The action menu's step into burning power. */
export const BURN_STEP = 'n';
/** The action menu's step that ends the turn, offered once its action is taken. */
export const DONE_STEP = 'ok';
/** The step into the transform menus (a hex, then its terrain), wherever a turn offers it. */
export const TRANSFORM_STEP = 't';
export function exchangeId(from: Resource, to: Resource): string {
  return `${from}-${to}`;
}

function convertNode(state: TmState, seat: Seat): Node {
  const pairs = openExchanges(state, seat);
  return menu(
    'choice',
    tmText('q.convert'),
    pairs.map(([from, to]) =>
      choice(exchangeId(from, to), tmText('o.convert', { from: tmText(`res.${from}`), to: tmText(`res.${to}`) }), () =>
        menu('amount', tmText('q.amount'), amountChoices(conversionMax(state, seat, from, to), (n) => leaf({ t: 'convert', from: from as Resource, to: to as Resource, n }))),
      ),
    ),
  );
}

/** Adds a choice of the turn menu when `cond` holds (a module function: a named closure is costly under tsx's keepNames). */
function addIf(choices: Choice[], cond: boolean, id: string, key: string, then: () => Node, tone?: PromptOption['tone']): void {
  if (cond) choices.push(choice(id, tmText(`o.${key}`), then, tone ? { tone } : undefined));
}

function turnNode(state: TmState, seat: Seat): Node {
  const choices: Choice[] = [];
  const ctx = state.turn?.ctx;
  if (ctx?.k === 'bridge') {
    const spots = bridgeSpots(state, seat);
    choices.push(
      choice('br', tmText('o.bridge'), () =>
        menu('choice', tmText('q.bridge'), spots.map(([a, b]) => choice(`${a}${b}`, tmText('o.bridgeSpot', { a, b }), () => leaf({ t: 'bridge', a, b }))), spots.flat()),
      ),
    );
  }
  addIf(choices, canBuild(state, seat), 'b', 'build', () => buildNode(state, seat));
  addIf(choices, canTransform(state, seat), TRANSFORM_STEP, 'transform', () => transformNode(state, seat));
  const upgrades = upgradeOptions(state, seat);
  addIf(choices, Object.keys(upgrades).length > 0, 'u', 'upgrade', () => upgradeNode(state, seat));
  addIf(choices, CULTS.some((c) => sendSpaces(state, seat, c).length > 0), 's', 'send', () => sendNode(state, seat));
  const adv = advanceOptions(state, seat);
  addIf(choices, adv.length > 0, 'a', 'advance', () =>
    menu('choice', tmText('q.advance'), adv.map((track) => choice(track, tmText(`o.advance.${track}`), () => leaf({ t: 'advance', track })))),
  );
  const power = powerActions(state, seat);
  addIf(choices, power.length > 0, 'p', 'power', () =>
    menu(
      'choice',
      tmText('q.power'),
      power.map(({ id, burn }) =>
        // [seed] An action only possible with a power sacrifice is marked as such.
        burn > 0
          ? choice(id, tmText('o.powerBurn', { action: tmText(`action.${id}`), burn }), () => leaf({ t: 'action', id, burn }), {
              hint: tmText('h.powerBurn', { n: POWER_ACTIONS[id].power, burn }),
              tone: 'danger',
            })
          : choice(id, tmText(`action.${id}`), () => leaf({ t: 'action', id }), { hint: tmText('h.power', { n: POWER_ACTIONS[id].power }) }),
      ),
    ),
  );
  const specials = specialActions(state, seat);
  addIf(choices, specials.length > 0, 'x', 'special', () =>
    menu('choice', tmText('q.special'), specials.map((id: ActionId) => choice(id, tmText(`action.${id}`), () => leaf({ t: 'action', id })))),
  );
  const rivers = connectRivers(state, seat);
  addIf(choices, rivers.length > 0, 'm', 'connect', () =>
    menu('choice', tmText('q.river'), rivers.map((r) => choice(r, tmText('o.river', { river: r }), () => leaf({ t: 'connect', river: r })))),
  );
  if (canPass(state, seat)) {
    // [seed] In round 5 the pass button reminds of the settings for the last round.
    choices.push(choice('ps', tmText('o.pass'), () => passNode(state), state.round === 5 ? { hint: tmText('h.passRound5') } : {}));
  }
  addIf(choices, anyExchangeOpen(state, seat), EXCHANGE_STEP, 'exchange', () => convertNode(state, seat));
  const burn = burnMax(state, seat);
  addIf(choices, burn > 0, BURN_STEP, 'burn', () => menu('amount', tmText('q.burn'), amountChoices(burn, (n) => leaf({ t: 'burn', n }))));
  addIf(choices, canForfeit(state, seat), 'f', 'forfeit', () => leaf({ t: 'forfeit' }));
  addIf(choices, canEditOfferRules(state, seat), SETTINGS_STEP, 'offerSettings', () => settingsNode(state, seat));
  addIf(choices, canDone(state, seat), DONE_STEP, 'done', () => leaf({ t: 'done' }), 'primary');
  return menu('choice', turnTitle(state, seat), choices);
}

/** What is left of the turn: more actions (Chaos Magicians), spades held, a free building or bridge to place. */
function turnLeft(state: TmState, seat: Seat): Text[] {
  const turn = state.turn;
  if (!turn) return [];
  const p = state.players[seat];
  const left: Text[] = [];
  if (turn.acted && turn.actions > 0) left.push(tmText('left.actions', { actions: amountText('action', turn.actions) }));
  if (p.spades > 0) left.push(tmText('left.spades', { spades: amountText('spade', p.spades) }));
  const ctx = turn.ctx;
  if (ctx?.k === 'freeD' || ctx?.k === 'freeTP' || ctx?.k === 'bridge') left.push(tmText(`left.${ctx.k}`));
  else if (ctx?.k === 'spade' && ctx.sandstorm && ctx.transforms > 0) left.push(tmText('left.sandstorm'));
  else if (ctx?.k === 'spade' && ctx.build && p.spades === 0 && canBuild(state, seat)) left.push(tmText('left.build'));
  if (left.length === 0 && turn.acted && turn.actions === 0) left.push(tmText('left.done'));
  return left;
}

function turnTitle(state: TmState, seat: Seat): Text {
  const left = turnLeft(state, seat);
  if (left.length === 0) return tmText('q.turn');
  const joined = left.reduce((a, b) => tmText('left.and', { a, b }));
  return tmText('q.turnLeft', { left: joined });
}

function passNode(state: TmState): Node {
  if (state.round === 6) return leaf({ t: 'pass' });
  const tiles = Object.keys(state.bonusPool) as BonusId[];
  return menu(
    'card',
    tmText('q.pass'),
    tiles.map((id) => choice(id, tmText(`tile.${id}`), () => leaf({ t: 'pass', bonus: id }), { hint: tmText('h.coins', { coins: amountText('C', state.bonusPool[id] ?? 0) }) })),
  );
}

function phase3Node(state: TmState, seat: Seat): Node {
  const choices: Choice[] = [];
  if (canTransform(state, seat)) choices.push(choice(TRANSFORM_STEP, tmText('o.transform'), () => transformNode(state, seat), { tone: 'primary' }));
  choices.push(choice('f', tmText('o.forfeitSpades'), () => leaf({ t: 'forfeit' })));
  return menu('choice', tmText('q.phase3', { spades: amountText('spade', state.players[seat].spades) }), choices);
}

function rootNode(state: TmState, seat: Seat): Node {
  if (!awaitingSeats(state).includes(seat)) throw new RuleError('error.notYourTurn');
  switch (state.phase) {
    case 'factions':
      return factionNode(state);
    case 'dwellings': {
      const hexes = buildHexes(state, seat);
      return menu('cell', tmText('q.dwelling'), hexChoices(state, hexes, (hex) => leaf({ t: 'build', hex })), hexes);
    }
    case 'bonus':
      return menu(
        'card',
        tmText('q.bonus'),
        (Object.keys(state.bonusPool) as BonusId[]).map((id) => choice(id, tmText(`tile.${id}`), () => leaf({ t: 'pass', bonus: id }))),
      );
    case 'cultSpades':
      return phase3Node(state, seat);
    default:
      break;
  }
  return leechNode(state, seat) ?? pendingNode(state, seat) ?? turnNode(state, seat);
}

export function promptFor(state: TmState, seat: Seat, path: readonly string[]): PromptResult<TmMove> {
  // /settings opens the editor directly, whatever the turn's first question is.
  const direct = path[0] === SETTINGS_STEP && canEditOfferRules(state, seat) && awaitingSeats(state).includes(seat);
  // The tree of a (never mutated) state is built once and walked again for each step of the path.
  let node = cached(state, seat, direct ? 'settingsRoot' : 'root', () => (direct ? settingsNode(state, seat) : rootNode(state, seat)));
  for (const id of direct ? path.slice(1) : path) {
    if ('move' in node) throw new RuleError('error.invalidPath');
    const next = choiceById(node, id);
    if (!next) throw new RuleError('error.invalidPath');
    node = follow(next);
  }
  if ('move' in node) return { move: node.move };
  return { prompt: shownPrompt(node) };
}
