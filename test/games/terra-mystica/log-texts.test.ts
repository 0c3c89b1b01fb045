import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { playout, randomChooser } from '../../../src/engine/driver';
import type { Locale, Seat, Text } from '../../../src/engine/types';
import { hasKey, t, withSeatNames } from '../../../src/i18n';
import { terraMystica } from '../../../src/games/terra-mystica/engine';
import { importTmLog } from '../../../src/games/terra-mystica/log-io';
import { tmCatalog } from '../../../src/games/terra-mystica/catalog';
import type { TmMove, TmState } from '../../../src/games/terra-mystica/types';
import { FACTION_IDS } from '../../../data/terra-mystica/factions';
import { act, edited, game, TWO } from './helpers';

const LOCALES: Locale[] = ['en', 'de'];
const NAMES = ['Anouk', 'Bertil', 'Cosima', 'Dragan', 'Eluned'];

/** Every text of a move's log entry: its own line, then the events it set off. */
interface Entry {
  seat: Seat;
  texts: Text[];
}

function keysOf(text: Text, out: string[] = []): string[] {
  out.push(text.key);
  for (const value of Object.values(text.params ?? {})) if (typeof value === 'object' && 'key' in value) keysOf(value, out);
  return out;
}

/** Parameters that would render as nothing or as JavaScript leftovers. */
function emptyParams(text: Text): string[] {
  const out: string[] = [];
  for (const [name, value] of Object.entries(text.params ?? {})) {
    if (typeof value === 'object') out.push(...('key' in value ? emptyParams(value) : []));
    else if (value === '' || value === undefined || value === null || (typeof value === 'number' && !Number.isFinite(value))) out.push(`${text.key}.${name}`);
  }
  return out;
}

function entriesOf(before: TmState, after: TmState, seat: Seat, move: TmMove): Entry {
  return { seat, texts: [terraMystica.describe(before, seat, move), ...terraMystica.events(after)] };
}

/** Seeded random games over maps and seat counts, plus two league games replayed move by move. */
function collect(): Entry[] {
  const entries: Entry[] = [];
  const games: [Record<string, string | boolean>, number, string][] = [
    [{}, 2, 'log-texts-a'],
    [{ map: 'fjords' }, 3, 'log-texts-b'],
    [{ map: 'lakes', 'variable-turn-order': true }, 4, 'log-texts-c'],
    [{}, 5, 'log-texts-d'],
  ];
  for (const [options, seats, seed] of games) {
    playout(terraMystica, options, seats, seed, randomChooser(seed), (step) => entries.push(entriesOf(step.before, step.after, step.seat, step.move)));
  }
  for (const file of ['game-02.txt', 'game-04.txt', 'game-05.txt', 'game-06.txt', 'game-20.txt', 'drop-01.txt']) {
    const game = importTmLog(readFileSync(new URL(`./logs/${file}`, import.meta.url), 'utf8'));
    let state = terraMystica.setup(game.options, game.seats, game.seed);
    for (const { seat, move } of game.moves) {
      const after = terraMystica.apply(state, seat, move);
      entries.push(entriesOf(state, after, seat, move));
      state = after;
    }
  }
  // No league log has the Auren: their stronghold action, played on a hand-built board.
  let auren = edited(game({ factions: ['auren', 'nomads'], dwellings: { auren: ['E9', 'F4'], nomads: ['A5', 'F3', 'G4'] } }), (s) => {
    s.buildings.E9 = { seat: 0, kind: 'SH' };
  });
  for (const move of [{ t: 'action', id: 'ACTA' }, { t: 'cult', cult: 'AIR', n: 2 }, { t: 'done' }] as TmMove[]) {
    const after = act(auren, 0, move);
    entries.push(entriesOf(auren, after, 0, move));
    auren = after;
  }
  return entries;
}

describe('Terra Mystica log lines read naturally in English and German', () => {
  // The games are played inside the test, not while the file loads: code run at load time counts as "static" for
  // Stryker, and each static mutant runs the whole suite. One test so the games are played once and every engine line
  // they reach is attributed to it.
  it('covers every kind of move and every log and event text of the catalog, each rendered cleanly', () => {
    const ENTRIES = collect();
    const kinds = new Set<string>();
    const used = new Set<string>();
    for (const entry of ENTRIES) for (const text of entry.texts) for (const key of keysOf(text)) used.add(key);
    for (const entry of ENTRIES) kinds.add(entry.texts[0].key);
    const logKeys = Object.keys(tmCatalog.en).filter((key) => /^tm\.(log|ev)\./.test(key) && !key.startsWith('tm.log.reason.'));
    // Not reached by ordinary games: an answer to an offer that no longer exists, and the import error message.
    const unreachable = ['tm.log.offerAnswered', 'tm.log.unreadable'];
    const missing = logKeys.filter((key) => !used.has(key) && !unreachable.includes(key));
    expect(missing).toEqual([]);
    expect(kinds.size).toBeGreaterThan(20);

    // No faction named twice, no parameter empty, no key unrendered.
    const factionNames = LOCALES.flatMap((locale) => FACTION_IDS.map((f) => t(locale, { key: `tm.faction.${f}` })));
    const problems = new Set<string>();
    for (const entry of ENTRIES) {
      for (const [index, raw] of entry.texts.entries()) {
        for (const key of keysOf(raw)) if (!hasKey(key)) problems.add(`unknown key ${key}`);
        for (const empty of emptyParams(raw)) problems.add(`empty parameter ${empty}`);
        const text = withSeatNames(raw, NAMES);
        for (const locale of LOCALES) {
          // The bot writes "Name: line" for the move itself unless the line names the player (the faction pick), and the
          // events on their own lines.
          const own = t(locale, text);
          const line = index === 0 && !own.includes(NAMES[entry.seat]) ? `${NAMES[entry.seat]}: ${own}` : own;
          if (/\{\w+\}|undefined|NaN|null|\b(tm|common)\.[a-z]/.test(line)) problems.add(`${locale}: ${line}`);
          if (/\(\s*\)|\s[,.:]|\s{2}|::/.test(line)) problems.add(`${locale} (punctuation): ${line}`);
          if (/\b1 (coins|workers|priests|spades|steps|Münzen|Stufen)\b/.test(line)) problems.add(`${locale} (plural of 1): ${line}`);
          for (const name of factionNames) if (line.split(name).length > 2) problems.add(`${locale} (${name} twice): ${line}`);
          const name = NAMES[entry.seat];
          if (line.split(name).length > 2) problems.add(`${locale} (${name} twice): ${line}`);
        }
      }
    }
    expect([...problems].slice(0, 20)).toEqual([]);
  });

  it('names special actions once and exchanges with both amounts', () => {
    const nomads = TWO();
    const lines = (move: TmMove, seat: Seat = 0, state: TmState = nomads) => LOCALES.map((l) => t(l, terraMystica.describe(state, seat, move)));
    expect(lines({ t: 'action', id: 'ACTN' }, 1)).toEqual(['Nomads call up a sandstorm', 'Nomaden entfesseln einen Sandsturm']);
    expect(lines({ t: 'convert', from: 'W', to: 'C', n: 1 })).toEqual(['Witches exchange 1 worker for 1 coin', 'Hexen tauschen 1 Arbeiter gegen 1 Münze']);
    expect(lines({ t: 'convert', from: 'PW', to: 'P', n: 2 })).toEqual(['Witches exchange 10 power for 2 priests', 'Hexen tauschen 10 Macht gegen 2 Priester']);
    expect(lines({ t: 'action', id: 'ACT3', burn: 2 })).toEqual([
      'Witches spend 4 power on 2 workers, sacrificing 2 power first',
      'Hexen zahlen 4 Macht für 2 Arbeiter, nachdem sie 2 Macht geopfert haben',
    ]);
    expect(lines({ t: 'upgrade', hex: 'F4', to: 'TP' })).toEqual(['Witches upgrade F4 to a trading house', 'Hexen werten F4 zu einem Handelshaus auf']);
    const fresh = terraMystica.setup({ start: '0' }, 2, 'names');
    expect(t('en', withSeatNames(terraMystica.describe(fresh, 0, { t: 'faction', faction: 'witches' }), NAMES))).toBe('Anouk chooses the Witches');
    expect(t('en', withSeatNames(terraMystica.status(fresh), NAMES))).toBe('Set-up: Anouk chooses a faction');
    const picked = act(fresh, 0, { t: 'faction', faction: 'witches' });
    expect(t('de', withSeatNames(terraMystica.status(picked), NAMES))).toBe('Aufbau: Bertil wählt ein Volk');
  });
});
