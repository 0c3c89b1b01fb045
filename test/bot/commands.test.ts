import { describe, expect, it } from 'vitest';
import type { APIApplicationCommandOption, RESTPostAPIChatInputApplicationCommandsJSONBody } from 'discord.js';
import { ApplicationCommandOptionType } from 'discord.js';
import { commands } from '../../commands';
import { optionName } from '../../commands/newgame';
import { rulesText } from '../../commands/rules';
import { engines } from '../../src/games';
import { nim } from '../engine/toy-engine';
import { race } from './fixtures/race-engine';

const all = [...Object.values(engines), nim, race];
const definitions = commands.map((command) => command.definition(all));

type Named = { name: string; description?: string; name_localizations?: Record<string, string | null> | null; description_localizations?: Record<string, string | null> | null };
type Nested = Named & { options?: Nested[]; choices?: (Named & { value: string | number })[] };

/** Discord counts names, descriptions and choice names/values of every locale, nested options included, against 8000 characters. */
function size(item: Nested): number {
  const own = [item.name, item.description ?? '', ...Object.values(item.name_localizations ?? {}), ...Object.values(item.description_localizations ?? {})].join('').length;
  const choices = (item.choices ?? []).reduce((sum, choice) => sum + size(choice) + String(choice.value).length, 0);
  return own + choices + (item.options ?? []).reduce((sum, option) => sum + size(option), 0);
}

describe('slash command definitions', () => {
  it('defines the sixteen commands with English names and German localizations', () => {
    expect(definitions.map((d) => d.name)).toEqual(['newgame', 'status', 'games', 'rules', 'abandon', 'undo', 'notify', 'settings', 'log', 'board', 'leave', 'seat', 'leaderboard', 'profile', 'replay', 'away']);
    for (const definition of definitions) {
      expect(definition.name_localizations?.de).toMatch(/^[\p{Ll}\p{N}_-]{1,32}$/u);
      expect(definition.description_localizations?.de?.length).toBeGreaterThan(0);
      expect(definition.description.length).toBeLessThanOrEqual(100);
      expect(definition.options?.length ?? 0).toBeLessThanOrEqual(25);
      expect(size(definition as Nested)).toBeLessThan(8000);
    }
  });

  it('gives /newgame one subcommand per game with the seat order, the time limit and exactly the variants of that game', () => {
    const newgame = definitions[0];
    const subcommands = (newgame.options ?? []) as APIApplicationCommandOption[];
    expect(subcommands.map((o) => o.name)).toEqual(all.map((e) => optionName(e.id)));
    for (const engine of all) {
      const sub = subcommands.find((o) => o.name === optionName(engine.id));
      expect(sub?.type).toBe(ApplicationCommandOptionType.Subcommand);
      const options = sub && 'options' in sub ? (sub.options ?? []) : [];
      // Games that import logs take the uploaded log as one more option, after their variants.
      expect(options.map((o) => o.name)).toEqual(['seating', 'time', 'computers', 'level', 'language', ...engine.options.map((spec) => optionName(spec.id)), ...(engine.importLog ? ['log'] : [])]);
      expect(options.length).toBeLessThanOrEqual(25);
    }
    const race = subcommands.find((o) => o.name === 'race');
    const raceOptions = race && 'options' in race ? (race.options ?? []) : [];
    expect(raceOptions.find((o) => o.name === 'wide')?.type).toBe(ApplicationCommandOptionType.Boolean);
    const target = raceOptions.find((o) => o.name === 'target');
    expect(target && 'choices' in target && target.choices?.map((c) => c.value)).toEqual(['5', '9']);
    const language = raceOptions.find((o) => o.name === 'language');
    expect(language && 'choices' in language && language.choices?.map((c) => [c.value, c.name])).toEqual([
      ['en', 'English'],
      ['de', 'Deutsch'],
    ]);
    const time = raceOptions.find((o) => o.name === 'time');
    expect(time && 'choices' in time && time.choices?.map((c) => [c.value, c.name, c.name_localizations?.de])).toEqual([
      ['none', 'no limit', 'unbegrenzt'],
      ['12h', '12 hours', '12 Stunden'],
      ['1d', '1 day', '1 Tag'],
      ['3d', '3 days', '3 Tage'],
      ['7d', '7 days', '7 Tage'],
    ]);
  });

  it('offers the game commands in servers only, and /status, /rules, /notify, /settings, /log in DMs too', () => {
    const contexts = Object.fromEntries(definitions.map((d) => [d.name, d.contexts ?? null]));
    expect(contexts).toEqual({ newgame: [0], status: null, games: [0], rules: null, abandon: [0], undo: [0], notify: null, settings: null, log: null, board: [0], leave: [0], seat: [0], leaderboard: [0], profile: [0], replay: [0], away: [0] });
  });

  it('refuses a game with more variants than one subcommand can carry', () => {
    const crowded = { ...nim, id: 'crowded', options: Array.from({ length: 25 }, (_, i) => ({ id: `o${i}`, label: { key: 'x' }, kind: 'boolean' as const, default: false })) };
    expect(() => commands[0].definition([crowded])).toThrow(/more than 20 variants/);
  });

  it('summarizes the rules with the variants in the caller language', () => {
    const text = rulesText(race, 'de');
    expect(text).toContain('(2–4 Spieler)');
    expect(text).toContain('Varianten:');
    expect(text).toContain('test.wide: an/aus (Standard: aus)');
    expect(text).toContain('test.target: 5, 9 (Standard: 5)');
    expect(rulesText(nim, 'en')).toContain('No variants.');
    expect(rulesText(nim, 'en')).toContain('Time limit: each player has a set time for each decision, chosen with /newgame (time): no limit, 12 hours, 1 day, 3 days (the default) or 7 days.');
    expect(text).toContain('Zeitlimit: Jeder Spieler hat für jede Entscheidung eine feste Zeit');
  });
});
