import { describe, expect, it } from 'vitest';
import type { APIApplicationCommandOption, RESTPostAPIChatInputApplicationCommandsJSONBody } from 'discord.js';
import { ApplicationCommandOptionType } from 'discord.js';
import { commands } from '../../commands';
import { variantOptions } from '../../commands/newgame';
import { rulesText } from '../../commands/rules';
import { engines } from '../../src/games';
import { nim } from '../engine/toy-engine';
import { race } from './fixtures/race-engine';

const all = [...Object.values(engines), nim, race];
const definitions = commands.map((command) => command.definition(all));

/** Discord counts names, descriptions and choice names/values of every locale against 8000 characters. */
function size(definition: RESTPostAPIChatInputApplicationCommandsJSONBody): number {
  const texts = (item: { name: string; description?: string; name_localizations?: Record<string, string | null> | null; description_localizations?: Record<string, string | null> | null }) =>
    [item.name, item.description ?? '', ...Object.values(item.name_localizations ?? {}), ...Object.values(item.description_localizations ?? {})].join('').length;
  let total = texts(definition);
  for (const option of definition.options ?? []) {
    total += texts(option);
    if ('choices' in option) for (const choice of option.choices ?? []) total += texts(choice) + String(choice.value).length;
  }
  return total;
}

describe('slash command definitions', () => {
  it('defines the seven commands with English names and German localizations', () => {
    expect(definitions.map((d) => d.name)).toEqual(['newgame', 'status', 'games', 'rules', 'abandon', 'undo', 'notify']);
    for (const definition of definitions) {
      expect(definition.name_localizations?.de).toMatch(/^[\p{Ll}\p{N}_-]{1,32}$/u);
      expect(definition.description_localizations?.de?.length).toBeGreaterThan(0);
      expect(definition.description.length).toBeLessThanOrEqual(100);
      expect(definition.options?.length ?? 0).toBeLessThanOrEqual(25);
      expect(size(definition)).toBeLessThan(8000);
    }
  });

  it('offers every game as a choice and every variant option of the engines on /newgame', () => {
    const newgame = definitions[0];
    const byName = new Map((newgame.options ?? []).map((o: APIApplicationCommandOption) => [o.name, o]));
    const game = byName.get('game');
    expect(game && 'choices' in game && game.choices?.map((c) => c.value)).toEqual(all.map((e) => e.id));
    const seating = byName.get('seating');
    expect(seating && 'choices' in seating && seating.choices?.map((c) => c.value)).toEqual(['random', 'joined']);
    expect(byName.get('wide')?.type).toBe(ApplicationCommandOptionType.Boolean);
    const target = byName.get('target');
    expect(target?.type).toBe(ApplicationCommandOptionType.String);
    expect(target && 'choices' in target && target.choices?.map((c) => c.value)).toEqual(['5', '9']);
    for (const spec of variantOptions(all)) expect(byName.has(spec.id.toLowerCase())).toBe(true);
  });

  it('refuses two engines that give one option name different kinds', () => {
    const clash = { ...nim, id: 'clash', options: [{ id: 'wide', label: { key: 'x' }, kind: 'choice' as const, choices: [], default: 'a' }] };
    expect(() => variantOptions([race, clash])).toThrow(/different things/);
  });

  it('summarizes the rules with the variants in the caller language', () => {
    const text = rulesText(race, 'de');
    expect(text).toContain('(2–4 Spieler)');
    expect(text).toContain('Varianten:');
    expect(text).toContain('test.wide: an/aus (Standard: aus)');
    expect(text).toContain('test.target: 5, 9 (Standard: 5)');
    expect(rulesText(nim, 'en')).toContain('No variants.');
  });
});
