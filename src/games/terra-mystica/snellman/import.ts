/**
 * Snellman log import: every command becomes one of the engine's own moves, applied through the engine
 * (no second rules path). The importer only translates notation and closes turns where snellman does
 * (a turn ends when another faction's line follows).
 */
import type { GameOptions, Seat } from '../../../engine/types';
import { RuleError } from '../../../engine/rule-error';
import type { ActionId } from '../../../../data/terra-mystica/actions';
import { FACTION_IDS, type BuildingKind, type FactionId } from '../../../../data/terra-mystica/factions';
import { terrainOfColor, WHEEL, type Terrain } from '../../../../data/terra-mystica/terrain';
import { BONUS_IDS, CULTS, TOWN_TILES, type BonusId, type Cult, type FavorId, type TownId } from '../../../../data/terra-mystica/tiles';
import { boardOf } from '../board';
import { applyOwnedMove, conversionRate } from '../apply';
import { setupState } from '../setup';
import { homeOf } from '../terraform';
import { obligations } from '../turn';
import type { Resource, TmMove, TmState } from '../types';
import { isSnellmanOption, SNELLMAN_OPTIONS } from './options';
import { parseLog, type LogLine } from './parse';
import { snellmanRandomize } from './randomize';

export class ImportError extends Error {
  constructor(
    readonly line: number,
    readonly text: string,
    readonly reason: string,
    readonly ruleError?: RuleError,
  ) {
    super(`line ${line}: ${text}: ${reason}`);
    this.name = 'ImportError';
  }
}

export interface ImportedGame {
  options: GameOptions;
  seats: number;
  seed: string;
  /** By setup line; null for a player dropped before choosing (`drop-faction playerN`). */
  factions: (FactionId | null)[];
  moves: { seat: Seat; move: TmMove }[];
  state: TmState;
}

const IGNORED_LOG_OPTIONS = ['email-notify'];

const RESOURCE_ALIASES: Record<string, Resource> = {
  C: 'C',
  COIN: 'C',
  COINS: 'C',
  W: 'W',
  WORKER: 'W',
  WORKERS: 'W',
  P: 'P',
  PRIEST: 'P',
  PRIESTS: 'P',
  PW: 'PW',
  POWER: 'PW',
  VP: 'VP',
};

const BUILDING_ALIASES: Record<string, BuildingKind> = {
  D: 'D',
  DWELLING: 'D',
  TP: 'TP',
  'TRADING POST': 'TP',
  TE: 'TE',
  TEMPLE: 'TE',
  SH: 'SH',
  STRONGHOLD: 'SH',
  SA: 'SA',
  SANCTUARY: 'SA',
};

interface Header {
  options: GameOptions;
  /** By setup line (null: `drop-faction playerN`, a player dropped before choosing). */
  factions: (FactionId | null)[];
  /** Seat of each setup line (identity unless a pragma says otherwise). */
  seats: Seat[];
}

const MAP_IDS: Record<string, { map: string; variableVp?: boolean }> = {
  original: { map: 'base' },
  '126fe960806d587c78546b30f1a90853b1ada468': { map: 'base' },
  '91645cdb135773c2a7a50e5ca9cb18af54c664c4': { map: 'base', variableVp: true },
  '2afadc63f4d81e850b7c16fb21a1dcd29658c392': { map: 'fjords' },
  fdb13a13cd48b7a3c3525f27e4628ff6905aa5b1: { map: 'lakes' },
};

/**
 * Tafelrunde pragmas (snellman ignores `##` lines): `## tafelrunde seats 2,3,0,1` (seat of each setup
 * line), `## tafelrunde option <id> on|off`, `## tafelrunde map <id>` — for options snellman lacks.
 */
function readPragmas(text: string, options: GameOptions): Seat[] | null {
  let seats: Seat[] | null = null;
  for (const raw of text.split(/\r?\n/)) {
    const m = /^\s*##\s*tafelrunde\s+(\S+)\s+(\S+)(?:\s+(on|off))?\s*$/i.exec(raw);
    if (!m) continue;
    const kind = m[1].toLowerCase();
    if (kind === 'seats') seats = m[2].split(',').map(Number);
    else if (kind === 'option') options[m[2].toLowerCase()] = (m[3] ?? 'on').toLowerCase() === 'on';
    else if (kind === 'map') options.map = m[2].toLowerCase();
  }
  return seats;
}

function readHeader(lines: LogLine[], text: string): Header {
  const options: GameOptions = { 'town-limit': false, start: '0' };
  for (const id of SNELLMAN_OPTIONS) options[id] = false; // absent options are off, as on snellman
  const deleted: BonusId[] = [];
  const factions: (FactionId | null)[] = [];
  let randomizeSeed: string | null = null;
  for (const l of lines) {
    if (l.faction) continue;
    const cmd = l.commands[0];
    let m: RegExpExecArray | null;
    if ((m = /^option (\S+)$/i.exec(cmd))) {
      const id = m[1].toLowerCase();
      if (isSnellmanOption(id)) options[id] = true;
      else if (!IGNORED_LOG_OPTIONS.includes(id)) throw new ImportError(l.line, l.text, `unsupported option ${id}`);
    } else if ((m = /^score (.*)$/i.exec(cmd))) {
      options.scoring = m[1].toUpperCase();
      randomizeSeed = null;
    } else if ((m = /^randomize v[12] seed (.*)$/i.exec(cmd))) {
      randomizeSeed = m[1];
    } else if ((m = /^delete (\w+)$/i.exec(cmd))) {
      const id = m[1].toUpperCase();
      if (!id.startsWith('BON')) throw new ImportError(l.line, l.text, `cannot delete ${id}`);
      deleted.push(id as BonusId);
    } else if ((m = /^setup (\w+)/i.exec(cmd))) {
      const f = m[1].toLowerCase();
      if (!(FACTION_IDS as string[]).includes(f)) throw new ImportError(l.line, l.text, `unknown faction ${f}`);
      factions.push(f as FactionId);
    } else if ((m = /^map (\S+)$/i.exec(cmd))) {
      const known = MAP_IDS[m[1].toLowerCase()];
      if (!known) throw new ImportError(l.line, l.text, `unknown map ${m[1]}`);
      options.map = known.map;
      if (known.variableVp) options['variable-vp'] = true;
    } else if ((m = /^drop-faction player(\d+)$/i.exec(cmd))) {
      // A player dropped before choosing a faction takes the next place in the player order, as on snellman.
      if (Number(m[1]) !== factions.length + 1) throw new ImportError(l.line, l.text, `player${m[1]} is not the next player`);
      factions.push(null);
    } else if (/^drop-faction \w+$/i.test(cmd)) {
      // Read in order with the moves (Importer.line).
    } else if (/^(player|player-count|order|income|start|finish|abort|start-preview|admin)\b/i.test(cmd)) {
      // Player bookkeeping and admin commands: seating comes from the setup lines.
    } else {
      throw new ImportError(l.line, l.text, 'unknown global command');
    }
  }
  if (randomizeSeed !== null) {
    const drawn = snellmanRandomize(randomizeSeed, factions.length, {
      templeScoring: options['temple-scoring-tile'] === true,
      shippingBonus: options['shipping-bonus'] === true,
    });
    options.scoring = drawn.scoring.join(',');
    deleted.push(...drawn.removed);
  }
  const available = BONUS_IDS.filter((id) => id !== 'BON10' || options['shipping-bonus'] === true);
  const bonus = available.filter((id) => !deleted.includes(id));
  options.bonus = bonus.join(',');
  const seats = readPragmas(text, options) ?? factions.map((_, i) => i);
  if (seats.length !== factions.length || [...seats].sort().some((s, i) => s !== i)) {
    throw new ImportError(0, '', 'the seats pragma does not match the setup lines');
  }
  options.start = String(seats[0]);
  return { options, factions, seats };
}

/** Terrain one transform without a colour reaches: toward home as far as the held spades go. */
function defaultTarget(state: TmState, seat: Seat, hex: string): Terrain {
  const home = homeOf(state, seat);
  const p = state.players[seat];
  const from = state.terrain[hex];
  if (p.faction === 'giants') return home;
  const i = WHEEL.indexOf(from);
  const h = WHEEL.indexOf(home);
  const cw = (h - i + 7) % 7;
  const ccw = (i - h + 7) % 7;
  const steps = Math.min(p.spades, Math.min(cw, ccw));
  const dir = cw <= ccw ? 1 : -1;
  return WHEEL[(i + dir * steps + 7) % 7];
}

function cultOf(name: string): Cult | null {
  const c = name.toUpperCase();
  return (CULTS as string[]).includes(c) ? (c as Cult) : null;
}

class Importer {
  state: TmState;
  moves: { seat: Seat; move: TmMove }[] = [];
  seatOf: Map<string, Seat>;
  current!: LogLine;

  constructor(
    readonly header: Header,
    readonly seed: string,
  ) {
    this.state = setupState(header.options, header.factions.length, seed);
    this.seatOf = new Map(header.factions.flatMap((f, i) => (f ? [[f, header.seats[i]] as const] : [])));
  }

  fail(reason: string, error?: RuleError): never {
    throw new ImportError(this.current.line, this.current.text, reason, error);
  }

  apply(seat: Seat, move: TmMove): void {
    try {
      // The importer alone holds its state and gives up on a refusal: each move may change it in place.
      this.state = applyOwnedMove(this.state, seat, move);
    } catch (e) {
      if (e instanceof RuleError) this.fail(`${e.key} ${JSON.stringify(e.params)} (${JSON.stringify(move)})`, e);
      throw e;
    }
    this.moves.push({ seat, move });
  }

  seat(faction: string): Seat {
    const seat = this.seatOf.get(faction);
    if (seat === undefined) this.fail(`unknown faction ${faction}`);
    return seat;
  }

  /** The active turn is over when its action is taken and nothing is open. */
  turnComplete(): boolean {
    const turn = this.state.turn;
    return !!turn && turn.acted && turn.actions === 0 && obligations(this.state, turn.seat).length === 0;
  }

  closeTurnOf(other: Seat): void {
    const turn = this.state.turn;
    if (turn && turn.seat !== other && this.turnComplete()) this.apply(turn.seat, { t: 'done' });
  }

  /** Before a new full action of the active seat: the last unpassed player starts a new turn. */
  beforeAction(seat: Seat, continues: (ctx: NonNullable<TmState['turn']>['ctx']) => boolean = () => false): void {
    const turn = this.state.turn;
    if (!turn || turn.seat !== seat || turn.actions > 0 || continues(turn.ctx)) return;
    if (this.turnComplete()) this.apply(seat, { t: 'done' });
  }

  setupFactions(): void {
    this.header.factions.forEach((faction, i) => this.apply(this.header.seats[i], faction ? { t: 'faction', faction } : { t: 'drop' }));
  }

  line(l: LogLine): void {
    this.current = l;
    if (!l.faction) {
      this.checkHeldBack();
      const drop = /^drop-faction (\w+)$/i.exec(l.commands[0]);
      // drop-faction playerN was read with the setup lines.
      if (drop && !/^player\d+$/i.test(drop[1])) this.drop(drop[1].toLowerCase());
      return;
    }
    const seat = this.seat(l.faction);
    this.checkHeldBack(seat);
    for (const cmd of l.commands) {
      // snellman rewrites `X: resign` into `drop-faction X`; a faction may also drop itself by name.
      const drop = /^resign$/i.test(cmd) ? l.faction : /^drop-faction (\w+)$/i.exec(cmd)?.[1].toLowerCase();
      if (drop !== undefined) {
        if (drop !== l.faction) this.fail('unknown command');
        this.drop(drop);
        continue;
      }
      // A turn ends when another faction needs to act (power decisions and free cult steps do not).
      if (!/^(leech|decline|wait|[+-])/i.test(cmd) && !(this.state.phase === 'cultSpades' && /^transform/i.test(cmd))) this.closeTurnOf(seat);
      this.command(seat, cmd);
    }
  }

  /** A `-<cult>` not followed by that faction's town tile has no meaning here. */
  checkHeldBack(seat?: Seat): void {
    const held = this.heldBack[0];
    if (held && held.seat !== seat) this.fail(`unsupported resource change -${held.n > 1 ? held.n : ''}${held.cult}`);
  }

  /** drop-faction: the previous turn closes as at any other line, then the seat leaves (player<n> is not supported). */
  drop(faction: string): void {
    const seat = this.seat(faction);
    this.closeTurnOf(seat);
    this.apply(seat, { t: 'drop' });
  }

  /** `-WATER` before a town tile: that track ends on 9 (the tile's keys go elsewhere). */
  heldBack: { seat: Seat; cult: Cult; n: number }[] = [];

  /** The town move with the tracks a preceding `-<cult>` held back (snellman lowers, the tile raises back to 9). */
  townMove(seat: Seat, tile: TownId): TmMove {
    const held = this.heldBack;
    this.heldBack = [];
    if (held.length === 0) return { t: 'town', tile };
    const steps = TOWN_TILES[tile]?.cultSteps ?? 0;
    const cults = this.state.players[seat].cults;
    for (const { cult, n } of held) {
      if (cults[CULTS.indexOf(cult)] - n + steps !== 9) this.fail(`unsupported resource change -${n > 1 ? n : ''}${cult}`);
    }
    return { t: 'town', tile, skip: held.map((h) => h.cult) };
  }

  command(seat: Seat, raw: string): void {
    const cmd = raw.trim();
    let m: RegExpExecArray | null;
    if ((m = /^leech (\d+)(?: from (\w+))?$/i.exec(cmd))) return this.leech(seat, Number(m[1]), m[2], true);
    if ((m = /^decline(?: (\d+) from (\w+))?$/i.exec(cmd))) {
      if (!m[1]) {
        for (const o of this.state.leech.filter((x) => x.seat === seat)) this.apply(seat, { t: 'leech', offer: o.id, accept: false });
        return;
      }
      return this.leech(seat, Number(m[1]), m[2], false);
    }
    if (/^wait$/i.test(cmd)) return;
    if (/^done$/i.test(cmd)) return this.apply(seat, { t: 'done' });
    if ((m = /^build (\w+)$/i.exec(cmd))) {
      this.beforeAction(seat, (ctx) => (ctx?.k === 'spade' && ctx.build) || ctx?.k === 'freeD');
      return this.apply(seat, { t: 'build', hex: m[1].toUpperCase() });
    }
    if ((m = /^upgrade (\w+) to ([\w ]+)$/i.exec(cmd))) {
      const kind = BUILDING_ALIASES[m[2].toUpperCase()];
      if (!kind) this.fail(`unknown building ${m[2]}`);
      this.beforeAction(seat, (ctx) => ctx?.k === 'freeTP');
      return this.apply(seat, { t: 'upgrade', hex: m[1].toUpperCase(), to: kind });
    }
    if ((m = /^transform (\w+)(?: to (\w+))?$/i.exec(cmd))) {
      const hex = m[1].toUpperCase();
      let to: Terrain | undefined;
      if (m[2]) {
        to = terrainOfColor(m[2]);
        if (!to) this.fail(`unknown colour ${m[2]}`);
      } else to = defaultTarget(this.state, seat, hex);
      return this.apply(seat, { t: 'transform', hex, to });
    }
    if ((m = /^dig (\d+)$/i.exec(cmd))) {
      this.beforeAction(seat, (ctx) => ctx?.k === 'spade' && ctx.canDig && !ctx.transformed);
      return this.apply(seat, { t: 'dig', n: Number(m[1]) });
    }
    if ((m = /^action (\w+)$/i.exec(cmd))) {
      this.beforeAction(seat);
      return this.apply(seat, { t: 'action', id: m[1].toUpperCase() as ActionId });
    }
    if ((m = /^send (?:p|priest) to (\w+)(?: for (\d+))?$/i.exec(cmd))) {
      const cult = cultOf(m[1]);
      if (!cult) this.fail(`unknown cult ${m[1]}`);
      this.beforeAction(seat);
      return this.apply(seat, m[2] ? { t: 'send', cult, space: Number(m[2]) } : { t: 'send', cult });
    }
    if ((m = /^advance (ship|dig)/i.exec(cmd))) {
      this.beforeAction(seat);
      return this.apply(seat, { t: 'advance', track: m[1].toLowerCase() as 'ship' | 'dig' });
    }
    if ((m = /^convert (\d+)?\s*(\w+) to (\d+)?\s*(\w+)$/i.exec(cmd))) {
      const from = RESOURCE_ALIASES[m[2].toUpperCase()];
      const to = RESOURCE_ALIASES[m[4].toUpperCase()];
      if (!from || !to) this.fail(`unknown resource in ${cmd}`);
      const fromN = Number(m[1] ?? 1);
      const toN = Number(m[3] ?? 1);
      const rate = conversionRate(this.state, seat, from, to);
      if (rate !== null && rate * toN !== fromN) this.fail(`conversion needs ${rate * toN} ${from}`);
      return this.apply(seat, { t: 'convert', from, to, n: toN });
    }
    if ((m = /^burn (\d+)$/i.exec(cmd))) {
      // "burn 0" changes nothing on snellman.
      if (Number(m[1]) === 0) return;
      return this.apply(seat, { t: 'burn', n: Number(m[1]) });
    }
    if ((m = /^bridge (\w+):(\w+)$/i.exec(cmd))) return this.apply(seat, { t: 'bridge', a: m[1].toUpperCase(), b: m[2].toUpperCase() });
    if ((m = /^connect (r\d+)$/i.exec(cmd))) return this.apply(seat, { t: 'connect', river: m[1].toLowerCase() });
    if ((m = /^connect (\w+):(\w+)(?::(\w+))?$/i.exec(cmd))) {
      const hexes = [m[1], m[2], m[3]].filter((h): h is string => !!h).map((h) => h.toUpperCase());
      const board = boardOf(this.state.rules.map);
      const river = board.rivers.find((r) => hexes.every((h) => board.neighbors[r].includes(h)));
      if (!river) this.fail('no river cell touches all these hexes');
      return this.apply(seat, { t: 'connect', river });
    }
    if ((m = /^pass(?: (bon\d+))?$/i.exec(cmd))) {
      if (this.state.phase === 'actions') this.beforeAction(seat);
      // snellman ignores (with a warning) a bonus tile named when passing in round 6.
      const bonus = m[1] && !(this.state.phase === 'actions' && this.state.round === 6) ? (m[1].toUpperCase() as BonusId) : undefined;
      return this.apply(seat, bonus ? { t: 'pass', bonus } : { t: 'pass' });
    }
    if ((m = /^([+-])(\d*)(\w+)(?: for [\w -]+)?$/i.exec(cmd))) {
      const sign = m[1];
      const count = Number(m[2] || 1);
      const what = m[3].toUpperCase();
      if (sign === '+' && /^FAV\d+$/.test(what)) {
        for (let i = 0; i < count; i++) this.apply(seat, { t: 'favor', tile: what as FavorId });
        return;
      }
      if (sign === '+' && /^TW\d+$/.test(what)) {
        for (let i = 0; i < count; i++) this.apply(seat, this.townMove(seat, what as TownId));
        return;
      }
      if (sign === '+' && /^BON\d+$/.test(what) && this.state.phase === 'bonus') {
        return this.apply(seat, { t: 'pass', bonus: what as BonusId });
      }
      const cult = cultOf(what);
      if (sign === '+' && cult) return this.apply(seat, { t: 'cult', cult, n: count });
      if (sign === '-' && cult) {
        this.heldBack.push({ seat, cult, n: count });
        return;
      }
      if (sign === '-' && ['SPADE', 'FREE_D', 'FREE_TP', 'FREE_TF', 'GAIN_TW', 'GAIN_FAVOR'].includes(what)) {
        return this.apply(seat, { t: 'forfeit' });
      }
      this.fail(`unsupported resource change ${cmd}`);
    }
    this.fail('unknown command');
  }

  leech(seat: Seat, n: number, from: string | undefined, accept: boolean): void {
    const fromSeat = from ? this.seat(from.toLowerCase()) : undefined;
    const offer = this.state.leech.find(
      (o) => o.seat === seat && (fromSeat === undefined || o.from === fromSeat) && (o.amount === n || o.actual === n),
    );
    if (!offer) this.fail(`no open offer of ${n} power${from ? ` from ${from}` : ''}`);
    this.apply(seat, accept ? { t: 'leech', offer: offer.id, accept: true, n } : { t: 'leech', offer: offer.id, accept: false });
  }

  finish(): void {
    this.checkHeldBack();
    if (this.turnComplete() && this.state.turn) this.apply(this.state.turn.seat, { t: 'done' });
  }
}

/** Replays a snellman log through the engine. Throws ImportError on the first line the engine refuses. */
export function importSnellman(text: string, seed = 'snellman'): ImportedGame {
  const lines = parseLog(text);
  const header = readHeader(lines, text);
  if (header.factions.length < 2) throw new ImportError(0, '', 'fewer than two factions');
  const importer = new Importer(header, seed);
  importer.current = lines.find((l) => !l.faction) ?? { line: 0, text: '', faction: '', commands: [] };
  importer.setupFactions();
  for (const l of lines) importer.line(l);
  importer.finish();
  return {
    options: header.options,
    seats: header.factions.length,
    seed,
    factions: header.factions,
    moves: importer.moves,
    state: importer.state,
  };
}

