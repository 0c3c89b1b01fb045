import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { GameOptions } from '../../../src/engine/types';
import { playout, replay } from '../../../src/engine/driver';
import { RuleError } from '../../../src/engine/rule-error';
import { t } from '../../../src/i18n';
import { terraMystica } from '../../../src/games/terra-mystica/engine';
import { importSnellman } from '../../../src/games/terra-mystica/snellman/import';
import type { TmState } from '../../../src/games/terra-mystica/types';
import { importRefusal } from './helpers';

const LOGS = new URL('./logs/', import.meta.url).pathname;
const logFiles = readdirSync(LOGS).filter((f) => f.endsWith('.txt')).sort();
const exportLog = terraMystica.exportLog!;
const importLog = terraMystica.importLog!;

/** The state a game reaches, without the set-up PRNG, the last move's events and the offer settings snellman cannot write. */
function gameState(state: TmState): Omit<TmState, 'rng' | 'events'> {
  const { rng: _rng, events: _events, ...rest } = state;
  return { ...rest, players: rest.players.map(({ offerRules: _rules, ...p }) => p) };
}


describe('Terra Mystica log hooks (snellman)', () => {
  it('imports every league log: the moves replayed through the engine reach the importer’s final state', () => {
    // 43 league games and drop-01 (a league game with a resignation).
    expect(logFiles).toHaveLength(44);
    for (const file of logFiles) {
      const text = readFileSync(LOGS + file, 'utf8');
      const game = importLog(text);
      const state = replay(terraMystica, game.options, game.seats, game.seed, game.moves) as TmState;
      expect(state.phase, file).toBe('end');
      expect(state.round, file).toBe(6);
      // Every eighth log also against the importer's own state (the full comparison costs a third pass).
      if (logFiles.indexOf(file) % 8 === 0) expect(gameState(state), file).toEqual(gameState(importSnellman(text).state));
      // One label per seat: the faction sitting there, localized.
      expect(game.seatLabels.map((label) => label.key), file).toEqual(state.players.map((p) => `tm.faction.${p.faction}`));
    }
  });

  it('labels seats with localized faction names, in seat order', () => {
    const game = importLog(readFileSync(`${LOGS}game-06.txt`, 'utf8'));
    expect(game.seatLabels.map((label) => t('en', label))).toEqual(['Witches', 'Darklings', 'Cultists', 'Chaos Magicians']);
    expect(game.seatLabels.map((label) => t('de', label))).toEqual(['Hexen', 'Düsterlinge', 'Kultisten', 'Chaosmagier']);
  });

  it('exports seeded playouts that import back to the same game', () => {
    for (let i = 0; i < 4; i++) {
      const seats = 2 + i;
      const seed = `log-io-${i}`;
      const options: GameOptions = i % 2 ? { 'variable-turn-order': true, map: 'fjords' } : {};
      const played = playout(terraMystica, options, seats, seed);
      const file = exportLog({ options, seats, seed, moves: played.moves });
      expect(file.filename).toMatch(/\.txt$/);
      const back = importLog(file.text);
      expect(back.seats).toBe(seats);
      const state = replay(terraMystica, back.options, back.seats, back.seed, back.moves) as TmState;
      expect(gameState(state)).toEqual(gameState(played.final));
    }
  });

  it('exports a game cut in the middle and continues it at the same position', () => {
    const played = playout(terraMystica, {}, 3, 'log-io-cut');
    // Cut after a finished turn: the notation has no way to say "acted, but not done yet".
    const half = Math.floor(played.moves.length / 2);
    const cut = played.moves.findIndex((entry, index) => index >= half && entry.move.t === 'done') + 1;
    const moves = played.moves.slice(0, cut);
    const before = replay(terraMystica, {}, 3, 'log-io-cut', moves) as TmState;
    const back = importLog(exportLog({ options: {}, seats: 3, seed: 'log-io-cut', moves }).text);
    const state = replay(terraMystica, back.options, back.seats, back.seed, back.moves) as TmState;
    expect(gameState(state)).toEqual(gameState(before));
    expect(terraMystica.awaiting(state)).toEqual(terraMystica.awaiting(before));
  });

  it('closes a turn whose action is taken when the log ends there (snellman ends turns by the next line)', () => {
    const played = playout(terraMystica, {}, 3, 'log-io-cut');
    const done = played.moves.findIndex((entry, index) => index > 40 && entry.move.t === 'done' && played.moves[index - 1].move.t !== 'done');
    const acted = played.moves.slice(0, done);
    const back = importLog(exportLog({ options: {}, seats: 3, seed: 'log-io-cut', moves: acted }).text);
    expect(back.moves.at(-1)?.move).toEqual({ t: 'done' });
    const state = replay(terraMystica, back.options, back.seats, back.seed, back.moves) as TmState;
    expect(gameState(state)).toEqual(gameState(replay(terraMystica, {}, 3, 'log-io-cut', played.moves.slice(0, done + 1)) as TmState));
  });

  it('refuses an illegal line with its number and the engine’s reason, localized', () => {
    const lines = readFileSync(`${LOGS}game-01.txt`, 'utf8').split('\n');
    const error = importRefusal([...lines.slice(0, 28), 'mermaids: upgrade D5 to SH', ...lines.slice(28)].join('\n'));
    expect(error.key).toBe('tm.log.unreadable');
    expect(error.params.line).toBe(29);
    expect(t('en', { key: error.key, params: error.params })).toMatch(/^Line 29 \(mermaids: upgrade D5 to SH\): /);
    expect(t('de', { key: error.key, params: error.params })).toMatch(/^Zeile 29 \(mermaids: upgrade D5 to SH\): /);
    expect(error.params.reason).toMatchObject({ key: 'tm.err.upgradeFrom' });
  });

  it('explains the importer’s own refusals in the reader’s language', () => {
    const unknownFaction = importRefusal('setup witches\nsetup goblins\n');
    expect(unknownFaction.params.line).toBe(2);
    expect(t('de', { key: unknownFaction.key, params: unknownFaction.params })).toBe('Zeile 2 (setup goblins): unbekanntes Volk „goblins“');
    const unknownCommand = importRefusal('setup witches\nsetup nomads\nwitches: juggle E7\n');
    expect(t('en', { key: unknownCommand.key, params: unknownCommand.params })).toBe('Line 3 (witches: juggle E7): unknown command');
    const notALog = importRefusal('Hello, this is a shopping list\n');
    expect(t('en', { key: notALog.key, params: notALog.params })).toBe('Line 1 (Hello, this is a shopping list): unknown line outside a faction');
    const tooMany = importRefusal(['witches', 'nomads', 'giants', 'auren', 'swarmlings', 'dwarves'].map((f) => `setup ${f}`).join('\n'));
    // The log as a whole is at fault: the reason alone, no line to name.
    expect(t('en', { key: tooMany.key, params: tooMany.params })).toBe('Terra Mystica is played by 2 to 5 players.');
    const alone = importRefusal('setup witches\nwitches: build E7\n');
    expect(t('en', { key: alone.key, params: alone.params })).toBe('the log sets up fewer than two factions');
  });
});
