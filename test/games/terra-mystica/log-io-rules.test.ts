/**
 * The log hooks (log-io.ts): a snellman log that cannot be read names its line and says why in the reader's
 * language — one reason per kind of fault the importer finds — and a log read back labels every seat.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { RuleError } from '../../../src/engine/rule-error';
import { t } from '../../../src/i18n';
import { terraMystica } from '../../../src/games/terra-mystica/engine';
import { importRefusal } from './helpers';

const importLog = terraMystica.importLog!;
const exportLog = terraMystica.exportLog!;

/** game-01 up to round 1's first action: four factions set up, dwellings placed, bonus tiles taken (28 lines). */
const OPENING = readFileSync(new URL('./logs/game-01.txt', import.meta.url).pathname, 'utf8').split('\n').slice(0, 28);


/** The refusal as the reader sees it, in English and German. */
function read(text: string): [string, string] {
  const error = importRefusal(text);
  return [t('en', { key: error.key, params: error.params }), t('de', { key: error.key, params: error.params })];
}

/** The opening with one more line (line 29). */
const withMove = (line: string) => [...OPENING, line].join('\n');
/** The opening with one header line first (line 1). */
const withHeader = (line: string) => [line, ...OPENING].join('\n');

describe('a move the importer cannot read (line 29)', () => {
  it.each([
    ['mermaids: upgrade E4 to castle', 'unknown building “castle”', 'unbekanntes Gebäude „castle“'],
    ['mermaids: transform E4 to purple', 'unknown colour “purple”', 'unbekannte Farbe „purple“'],
    ['mermaids: send p to moon', 'unknown cult “moon”', 'unbekannter Kult „moon“'],
    ['mermaids: convert 1PW to 1gold', 'unknown resource in “convert 1PW to 1gold”', 'unbekannter Rohstoff in „convert 1PW to 1gold“'],
    ['mermaids: convert 30PW to 4W', 'this conversion needs 12 PW', 'dieser Tausch braucht 12 PW'],
    ['mermaids: leech 12 from dwarves', 'no open power offer of 12', 'kein offenes Machtangebot über 12'],
    ['mermaids: connect A1:B1', 'no river hex touches all these hexes', 'kein Flussfeld grenzt an alle diese Felder'],
    ['mermaids: +3XYZ', 'unsupported change “+3XYZ”', 'nicht unterstützte Änderung „+3XYZ“'],
    ['mermaids: juggle E7', 'unknown command', 'unbekannter Befehl'],
    ['goblins: build E7', 'unknown faction “goblins”', 'unbekanntes Volk „goblins“'],
  ])('%s', (line, en, de) => {
    expect(read(withMove(line))).toEqual([`Line 29 (${line}): ${en}`, `Zeile 29 (${line}): ${de}`]);
  });

  it('a move the engine refuses: the engine’s own reason', () => {
    const error = importRefusal(withMove('mermaids: upgrade D5 to SA'));
    expect(error.key).toBe('tm.log.unreadable');
    expect(error.params.reason).toEqual({ key: 'tm.err.upgradeFrom', params: expect.anything() });
  });

  it('quotes at most 200 characters of a long line', () => {
    const line = `mermaids: juggle ${'x'.repeat(300)}`;
    const error = importRefusal(withMove(line));
    expect(error.params.text).toBe(line.slice(0, 200));
    expect(error.params.line).toBe(29);
  });
});

describe('a header the importer cannot read (line 1)', () => {
  it.each([
    ['option foo-bar', 'unsupported option “foo-bar”', 'nicht unterstützte Option „foo-bar“'],
    ['delete FAV1', 'only bonus tiles can be removed, not “FAV1”', 'nur Bonuskarten können entfernt werden, nicht „FAV1“'],
    ['map moon', 'unknown map “moon”', 'unbekannter Spielplan „moon“'],
    ['hello there', 'unknown line outside a faction', 'unbekannte Zeile ohne Volk'],
    [
      'drop-faction player12',
      'drop-faction player12 does not name the next player to choose a faction',
      'drop-faction player12 nennt nicht den nächsten Spieler, der ein Volk wählt',
    ],
  ])('%s', (line, en, de) => {
    expect(read(withHeader(line))).toEqual([`Line 1 (${line}): ${en}`, `Zeile 1 (${line}): ${de}`]);
  });

  it('a fault of the whole log names no line: the reason alone', () => {
    const seats = importRefusal(['## tafelrunde seats 0,1', ...OPENING].join('\n'));
    expect(seats.key).toBe('tm.log.reason.seats');
    expect(t('en', { key: seats.key, params: seats.params })).toBe('the seat order does not match the factions');
    const alone = importRefusal('setup witches\n');
    expect([alone.key, t('de', { key: alone.key, params: alone.params })]).toEqual(['tm.log.reason.factions', 'das Protokoll stellt weniger als zwei Völker auf']);
  });
});

describe('the reason as a text', () => {
  it('a reason without a name or number carries no parameters', () => {
    const reason = (text: string) => importRefusal(text).params.reason;
    expect(reason(withMove('mermaids: juggle E7'))).toEqual({ key: 'tm.log.reason.command', params: {} });
    expect(reason(withMove('mermaids: connect A1:B1'))).toEqual({ key: 'tm.log.reason.river', params: {} });
    expect(reason(withHeader('hello there'))).toEqual({ key: 'tm.log.reason.global', params: {} });
    // A fault of the whole log: the reason is the error itself.
    expect(importRefusal(['## tafelrunde seats 0,1', ...OPENING].join('\n')).params).toEqual({});
    expect(importRefusal('setup witches\n').params).toEqual({});
  });

  it('a reason with a name or number carries exactly those', () => {
    expect(importRefusal(withMove('mermaids: convert 30PW to 4W')).params.reason).toEqual({ key: 'tm.log.reason.conversion', params: { n: '12', name: 'PW' } });
    expect(importRefusal(withHeader('map moon')).params.reason).toEqual({ key: 'tm.log.reason.map', params: { name: 'moon' } });
  });
});

describe('a log read back', () => {
  it('labels a seat dropped before choosing a faction as “none”', () => {
    const game = importLog('setup witches\nsetup nomads\ndrop-faction player3\n');
    expect(game.seats).toBe(3);
    expect(game.seatLabels).toEqual([{ key: 'tm.faction.witches' }, { key: 'tm.faction.nomads' }, { key: 'tm.faction.none' }]);
  });

  it('is handed out as terra-mystica.txt', () => {
    const file = exportLog({ options: {}, seats: 2, seed: 'name', moves: [] });
    expect(file.filename).toBe('terra-mystica.txt');
    expect(importLog(file.text).seats).toBe(2);
  });
});
