import { describe, expect, it } from 'vitest';
import { FormErrors } from '../../src/emulator/errors';
import { validateCommand, validateCommandList } from '../../src/emulator/validation/commands';
import { validateComponents } from '../../src/emulator/validation/components';
import { validateEmbeds } from '../../src/emulator/validation/embeds';
import { validateMessageBody } from '../../src/emulator/validation/message';

function componentErrors(components: unknown, v2 = false): string[] {
  const errors = new FormErrors();
  validateComponents(errors, ['components'], components, v2);
  return errors.flatten();
}

const row = (...components: object[]) => ({ type: 1, components });
const button = (custom_id: string, extra: object = {}) => ({ type: 2, style: 1, custom_id, label: 'L', ...extra });

describe('component validation (legacy)', () => {
  it('accepts 5 rows of 5 buttons', () => {
    const rows = Array.from({ length: 5 }, (_, r) => row(...Array.from({ length: 5 }, (_, b) => button(`${r}-${b}`))));
    expect(componentErrors(rows)).toEqual([]);
  });

  it('only action rows at the top level, and no rows inside rows', () => {
    expect(componentErrors([button('a')])).toEqual(['components.0.type: UNION_TYPE_CHOICES']);
    expect(componentErrors([row(row(button('a')))])).toEqual(['components.0.components.0.type: UNION_TYPE_CHOICES']);
  });

  it('an empty row is refused', () => {
    expect(componentErrors([row()])).toEqual(['components.0.components: BASE_TYPE_BAD_LENGTH']);
  });

  it('link buttons need a url and no custom_id; other buttons need a custom_id and no url', () => {
    expect(componentErrors([row({ type: 2, style: 5, label: 'Rules', url: 'https://example.com' })])).toEqual([]);
    expect(componentErrors([row({ type: 2, style: 5, label: 'Rules' })])).toEqual(['components.0.components.0.url: BASE_TYPE_REQUIRED']);
    expect(componentErrors([row({ type: 2, style: 5, label: 'x', url: 'https://e.com', custom_id: 'a' })])).toEqual([
      'components.0.components.0.custom_id: BUTTON_COMPONENT_CUSTOM_ID_NOT_ALLOWED',
    ]);
    expect(componentErrors([row({ type: 2, style: 1, label: 'x' })])).toEqual(['components.0.components.0.custom_id: BASE_TYPE_REQUIRED']);
    expect(componentErrors([row({ type: 2, style: 9, label: 'x', custom_id: 'a' })])).toEqual(['components.0.components.0.style: BASE_TYPE_CHOICES']);
  });

  it('a button needs a label or an emoji; the label is at most 80 characters', () => {
    expect(componentErrors([row({ type: 2, style: 1, custom_id: 'a' })])).toEqual(['components.0.components.0.label: BUTTON_COMPONENT_LABEL_OR_EMOJI_REQUIRED']);
    expect(componentErrors([row({ type: 2, style: 1, custom_id: 'a', emoji: { name: '🎲' } })])).toEqual([]);
    expect(componentErrors([row(button('a', { label: 'x'.repeat(80) }))])).toEqual([]);
    expect(componentErrors([row(button('a', { label: 'x'.repeat(81) }))])).toEqual(['components.0.components.0.label: BASE_TYPE_MAX_LENGTH']);
  });

  it('custom_ids are 1–100 characters and unique across the whole message', () => {
    expect(componentErrors([row(button(''))])).toEqual(['components.0.components.0.custom_id: BASE_TYPE_BAD_LENGTH']);
    expect(componentErrors([row(button('a')), row(button('a'))])).toEqual(['components.1.components.0.custom_id: COMPONENT_CUSTOM_ID_DUPLICATED']);
  });

  it('select menus: options 1–25, option texts ≤ 100, unique values, placeholder ≤ 150, min ≤ max ≤ options', () => {
    const select = (extra: object) => [row({ type: 3, custom_id: 's', options: [{ label: 'a', value: 'a' }, { label: 'b', value: 'b' }], ...extra })];
    expect(componentErrors(select({}))).toEqual([]);
    expect(componentErrors(select({ options: [] }))).toEqual(['components.0.components.0.options: BASE_TYPE_BAD_LENGTH']);
    expect(componentErrors(select({ options: [{ label: 'x'.repeat(101), value: 'a' }] }))).toEqual(['components.0.components.0.options.0.label: BASE_TYPE_BAD_LENGTH']);
    expect(componentErrors(select({ options: [{ label: 'a', value: 'v' }, { label: 'b', value: 'v' }] }))).toEqual([
      'components.0.components.0.options.1.value: SELECT_COMPONENT_OPTION_VALUE_DUPLICATED',
    ]);
    expect(componentErrors(select({ placeholder: 'p'.repeat(151) }))).toEqual(['components.0.components.0.placeholder: BASE_TYPE_MAX_LENGTH']);
    expect(componentErrors(select({ min_values: 2, max_values: 1 }))).toEqual(['components.0.components.0.min_values: SELECT_COMPONENT_MIN_VALUES_TOO_LARGE']);
    expect(componentErrors(select({ max_values: 3 }))).toEqual(['components.0.components.0.max_values: SELECT_COMPONENT_MAX_VALUES_EXCEEDS_OPTIONS']);
    expect(componentErrors(select({ max_values: 26 }))).toEqual(['components.0.components.0.max_values: NUMBER_TYPE_MAX']);
  });
});

describe('component validation (Components V2)', () => {
  it('allows layout components at the top level and counts nested components toward 40', () => {
    const container = (n: number) => ({ type: 17, components: Array.from({ length: n }, (_, i) => ({ type: 10, content: `t${i}` })) });
    expect(componentErrors([container(39)], true)).toEqual([]);
    expect(componentErrors([container(39), { type: 14 }], true)).toEqual(['components: COMPONENT_MAX_TOTAL_COMPONENTS_EXCEEDED']);
  });

  it('keeps all text displays within 4000 characters together', () => {
    const text = (n: number) => ({ type: 10, content: 'x'.repeat(n) });
    expect(componentErrors([text(2000), text(2000)], true)).toEqual([]);
    expect(componentErrors([text(2000), text(2001)], true)).toEqual(['components: COMPONENT_MAX_TEXT_LENGTH_EXCEEDED']);
  });

  it('sections take 1–3 texts and a button or thumbnail accessory', () => {
    const section = (texts: number, accessory?: object) => ({ type: 9, components: Array.from({ length: texts }, () => ({ type: 10, content: 'x' })), accessory });
    expect(componentErrors([section(3, button('a'))], true)).toEqual([]);
    expect(componentErrors([section(4, button('a'))], true)).toEqual(['components.0.components: BASE_TYPE_BAD_LENGTH']);
    expect(componentErrors([section(1)], true)).toEqual(['components.0.accessory: BASE_TYPE_REQUIRED']);
    expect(componentErrors([section(1, { type: 3, custom_id: 's', options: [{ label: 'a', value: 'a' }] })], true)).toEqual(['components.0.accessory.type: UNION_TYPE_CHOICES']);
  });

  it('media galleries hold 1–10 items; no containers inside containers', () => {
    const gallery = (n: number) => ({ type: 12, items: Array.from({ length: n }, () => ({ media: { url: 'attachment://a.png' } })) });
    expect(componentErrors([gallery(10)], true)).toEqual([]);
    expect(componentErrors([gallery(11)], true)).toEqual(['components.0.items: BASE_TYPE_BAD_LENGTH']);
    expect(componentErrors([{ type: 17, components: [{ type: 17, components: [{ type: 10, content: 'x' }] }] }], true)).toEqual([
      'components.0.components.0.type: UNION_TYPE_CHOICES',
    ]);
  });

  it('V2 layout components are refused in a legacy message', () => {
    expect(componentErrors([{ type: 10, content: 'x' }], false)).toEqual(['components.0.type: UNION_TYPE_CHOICES']);
  });
});

describe('embed validation', () => {
  const embedErrors = (embeds: unknown) => {
    const errors = new FormErrors();
    validateEmbeds(errors, ['embeds'], embeds);
    return errors.flatten();
  };

  it('checks part lengths and field counts', () => {
    expect(embedErrors([{ title: 't', description: 'd', fields: [{ name: 'n', value: 'v' }], footer: { text: 'f' } }])).toEqual([]);
    expect(embedErrors([{ description: 'd'.repeat(4097) }])).toEqual(['embeds.0.description: BASE_TYPE_MAX_LENGTH']);
    expect(embedErrors([{ fields: Array.from({ length: 26 }, () => ({ name: 'n', value: 'v' })) }])).toEqual(['embeds.0.fields: BASE_TYPE_MAX_LENGTH']);
    expect(embedErrors([{ fields: [{ name: 'n', value: 'v'.repeat(1025) }] }])).toEqual(['embeds.0.fields.0.value: BASE_TYPE_BAD_LENGTH']);
    expect(embedErrors([{ fields: [{ name: 'n' }] }])).toEqual(['embeds.0.fields.0.value: BASE_TYPE_REQUIRED']);
    expect(embedErrors([{ color: 0x1000000 }])).toEqual(['embeds.0.color: NUMBER_TYPE_MAX']);
  });

  it('accepts http(s) and attachment:// images only', () => {
    expect(embedErrors([{ image: { url: 'attachment://board.png' } }])).toEqual([]);
    expect(embedErrors([{ image: { url: 'ftp://x/board.png' } }])).toEqual(['embeds.0.image.url: URL_TYPE_INVALID_SCHEME']);
  });
});

describe('message body validation', () => {
  const check = (body: unknown, rules: Parameters<typeof validateMessageBody>[3] = { mode: 'create', allowEphemeral: false }) => {
    const errors = new FormErrors();
    const input = validateMessageBody(errors, [], body, rules);
    return { input, errors: errors.flatten() };
  };

  it('counts content in code points (2000 emoji pass)', () => {
    expect(check({ content: '🎲'.repeat(2000) }).errors).toEqual([]);
    expect(check({ content: '🎲'.repeat(2001) }).errors).toEqual(['content: BASE_TYPE_MAX_LENGTH']);
  });

  it('drops EPHEMERAL on channel messages but keeps it on interaction responses', () => {
    expect(check({ content: 'x', flags: 64 }).input.flags).toBe(0);
    expect(check({ content: 'x', flags: 64 }, { mode: 'create', allowEphemeral: true }).input.flags).toBe(64);
  });

  it('refuses removing the Components V2 flag from a V2 message', () => {
    expect(check({ flags: 0 }, { mode: 'edit', allowEphemeral: false, existingFlags: 32768 }).errors).toEqual(['flags: MESSAGE_CANNOT_REMOVE_COMPONENTS_V2_FLAG']);
  });

  it('nonces are at most 25 characters', () => {
    expect(check({ content: 'x', nonce: 'n'.repeat(26) }).errors).toEqual(['nonce: BASE_TYPE_MAX_LENGTH']);
  });
});

describe('application command validation', () => {
  const commandErrors = (command: unknown) => {
    const errors = new FormErrors();
    validateCommand(errors, [], command);
    return errors.flatten();
  };

  it('accepts a localized command with subcommands and choices', () => {
    expect(
      commandErrors({
        name: 'newgame',
        description: 'Start a game',
        name_localizations: { de: 'neuesspiel' },
        description_localizations: { de: 'Ein Spiel starten', 'en-US': 'Start a game' },
        options: [{ type: 3, name: 'game', description: 'Which', required: true, choices: [{ name: 'City of Rome', value: 'city-of-rome', name_localizations: { de: 'Rom' } }] }],
      }),
    ).toEqual([]);
  });

  it('names are 1–32 lowercase characters of the allowed set', () => {
    expect(commandErrors({ name: 'NewGame', description: 'x' })).toEqual(['name: APPLICATION_COMMAND_INVALID_NAME']);
    expect(commandErrors({ name: 'new game', description: 'x' })).toEqual(['name: APPLICATION_COMMAND_INVALID_NAME']);
    expect(commandErrors({ name: 'n'.repeat(33), description: 'x' })).toEqual(['name: BASE_TYPE_BAD_LENGTH']);
    expect(commandErrors({ name: 'spiel-übersicht', description: 'x' })).toEqual([]);
  });

  it('descriptions are 1–100 characters; localization keys must be Discord locales', () => {
    expect(commandErrors({ name: 'a', description: 'd'.repeat(101) })).toEqual(['description: BASE_TYPE_BAD_LENGTH']);
    expect(commandErrors({ name: 'a', description: 'x', description_localizations: { german: 'x' } })).toEqual(['description_localizations.german: ENUM_TYPE_COERCE']);
  });

  it('at most 25 options and 25 choices; required options first; no autocomplete with choices', () => {
    const option = (i: number, extra: object = {}) => ({ type: 3, name: `o${i}`, description: 'x', ...extra });
    expect(commandErrors({ name: 'a', description: 'x', options: Array.from({ length: 26 }, (_, i) => option(i)) })).toEqual(['options: BASE_TYPE_MAX_LENGTH']);
    const choices = Array.from({ length: 26 }, (_, i) => ({ name: `c${i}`, value: `c${i}` }));
    expect(commandErrors({ name: 'a', description: 'x', options: [option(0, { choices })] })).toEqual(['options.0.choices: BASE_TYPE_MAX_LENGTH']);
    expect(commandErrors({ name: 'a', description: 'x', options: [option(0), option(1, { required: true })] })).toEqual(['options.1.required: APPLICATION_COMMAND_OPTIONS_REQUIRED_INVALID']);
    expect(commandErrors({ name: 'a', description: 'x', options: [option(0, { autocomplete: true, choices: [{ name: 'a', value: 'a' }] })] })).toEqual([
      'options.0.autocomplete: APPLICATION_COMMAND_OPTION_AUTOCOMPLETE_WITH_CHOICES',
    ]);
  });

  it('refuses more than 8000 characters per command', () => {
    const options = Array.from({ length: 25 }, (_, i) => ({
      type: 3,
      name: `o${i}`,
      description: 'd'.repeat(100),
      choices: Array.from({ length: 25 }, (_, j) => ({ name: `${'n'.repeat(95)}${j}`, value: `v${j}` })),
    }));
    expect(commandErrors({ name: 'big', description: 'x', options })).toEqual(['(body): APPLICATION_COMMAND_TOO_LARGE']);
  });

  it('a bulk overwrite refuses duplicate names', () => {
    const errors = new FormErrors();
    validateCommandList(errors, [{ name: 'a', description: 'x' }, { name: 'a', description: 'y' }]);
    expect(errors.flatten()).toEqual(['1.name: APPLICATION_COMMANDS_DUPLICATE_NAME']);
  });
});
