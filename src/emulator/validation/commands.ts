import type { FieldPath, FormErrors } from '../errors';
import type { JsonObject } from '../model';
import { checkArray, checkBoolean, checkInteger, checkString, isRecord, textLength, toJsonObject } from './fields';
import { ApplicationCommandOptionType, ApplicationCommandType } from 'discord-api-types/v10';

/** Discord's documented application-command limits (docs: application commands). */
export const CommandLimits = {
  name: 32,
  description: 100,
  options: 25,
  choices: 25,
  choiceName: 100,
  choiceValue: 100,
  totalCharacters: 8000,
  chatInputPerScope: 100,
} as const;

/** Lowercase where a lowercase form exists; letters, digits, `-`, `_`, `'` and a few scripts (docs' regex). */
const NAME_PATTERN = /^[-_'\p{L}\p{N}\p{sc=Deva}\p{sc=Thai}]{1,32}$/u;
/** Locales Discord accepts as localization keys. */
const LOCALES = new Set([
  'id', 'da', 'de', 'en-GB', 'en-US', 'es-ES', 'es-419', 'fr', 'hr', 'it', 'lt', 'hu', 'nl', 'no', 'pl', 'pt-BR', 'ro',
  'fi', 'sv-SE', 'vi', 'tr', 'cs', 'el', 'bg', 'ru', 'uk', 'hi', 'th', 'zh-CN', 'ja', 'zh-TW', 'ko',
]);

class CommandChecker {
  characters = 0;

  constructor(private readonly errors: FormErrors) {}

  name(path: FieldPath, value: unknown, chatInput: boolean): string | undefined {
    const name = checkString(this.errors, path, value, { min: 1, max: CommandLimits.name, required: true });
    if (name === undefined) return undefined;
    if (chatInput && (!NAME_PATTERN.test(name) || name !== name.toLowerCase())) {
      this.errors.add(path, 'APPLICATION_COMMAND_INVALID_NAME', 'Command name is invalid');
      return undefined;
    }
    this.characters += textLength(name);
    return name;
  }

  description(path: FieldPath, value: unknown): void {
    const text = checkString(this.errors, path, value, { min: 1, max: CommandLimits.description, required: true });
    if (text !== undefined) this.characters += textLength(text);
  }

  localizations(path: FieldPath, value: unknown, max: number, name: boolean): void {
    if (value === undefined || value === null) return;
    if (!isRecord(value)) {
      this.errors.add(path, 'DICT_TYPE_CONVERT', 'Only dictionaries may be used in a DictType');
      return;
    }
    for (const [locale, text] of Object.entries(value)) {
      if (!LOCALES.has(locale)) {
        this.errors.add([...path, locale], 'ENUM_TYPE_COERCE', `Value "${locale}" is not a valid enum value.`);
        continue;
      }
      const checked = checkString(this.errors, [...path, locale], text, { min: 1, max, required: true });
      if (checked === undefined) continue;
      if (name && (!NAME_PATTERN.test(checked) || checked !== checked.toLowerCase())) {
        this.errors.add([...path, locale], 'APPLICATION_COMMAND_INVALID_NAME', 'Command name is invalid');
      }
      this.characters += textLength(checked);
    }
  }

  options(path: FieldPath, value: unknown, depth: number): void {
    const options = checkArray(this.errors, path, value, { max: CommandLimits.options });
    if (!options) return;
    const names = new Set<string>();
    let sawOptional = false;
    options.forEach((option, i) => {
      const at = [...path, i];
      if (!isRecord(option)) {
        this.errors.add(at, 'DICT_TYPE_CONVERT', 'Only dictionaries may be used in a DictType');
        return;
      }
      const type = option.type;
      if (typeof type !== 'number' || type < ApplicationCommandOptionType.Subcommand || type > ApplicationCommandOptionType.Attachment) {
        this.errors.add([...at, 'type'], 'BASE_TYPE_CHOICES', 'Value must be one of {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11}.');
        return;
      }
      const name = this.name([...at, 'name'], option.name, true);
      if (name !== undefined) {
        if (names.has(name)) this.errors.add([...at, 'name'], 'APPLICATION_COMMAND_OPTION_NAME_ALREADY_EXISTS', 'Option names must be unique');
        names.add(name);
      }
      this.description([...at, 'description'], option.description);
      this.localizations([...at, 'name_localizations'], option.name_localizations, CommandLimits.name, true);
      this.localizations([...at, 'description_localizations'], option.description_localizations, CommandLimits.description, false);
      const isGroup = type === ApplicationCommandOptionType.Subcommand || type === ApplicationCommandOptionType.SubcommandGroup;
      if (isGroup) {
        if (depth >= 2 || (type === ApplicationCommandOptionType.SubcommandGroup && depth >= 1)) {
          this.errors.add([...at, 'type'], 'APPLICATION_COMMAND_OPTION_TYPE_INVALID', 'Subcommands cannot be nested this deep.');
          return;
        }
        this.options([...at, 'options'], option.options, type === ApplicationCommandOptionType.SubcommandGroup ? depth + 1 : 2);
        return;
      }
      const isRequired = checkBoolean(this.errors, [...at, 'required'], option.required) ?? false;
      if (isRequired && sawOptional) {
        this.errors.add([...at, 'required'], 'APPLICATION_COMMAND_OPTIONS_REQUIRED_INVALID', 'Required options must be placed before non-required options');
      }
      if (!isRequired) sawOptional = true;
      const autocomplete = checkBoolean(this.errors, [...at, 'autocomplete'], option.autocomplete) ?? false;
      const choices = checkArray(this.errors, [...at, 'choices'], option.choices, { max: CommandLimits.choices });
      if (choices && choices.length > 0 && autocomplete) {
        this.errors.add([...at, 'autocomplete'], 'APPLICATION_COMMAND_OPTION_AUTOCOMPLETE_WITH_CHOICES', 'Autocomplete cannot be set with choices');
      }
      choices?.forEach((choice, j) => {
        const cp = [...at, 'choices', j];
        if (!isRecord(choice)) {
          this.errors.add(cp, 'DICT_TYPE_CONVERT', 'Only dictionaries may be used in a DictType');
          return;
        }
        const choiceName = checkString(this.errors, [...cp, 'name'], choice.name, { min: 1, max: CommandLimits.choiceName, required: true });
        if (choiceName !== undefined) this.characters += textLength(choiceName);
        this.localizations([...cp, 'name_localizations'], choice.name_localizations, CommandLimits.choiceName, false);
        if (type === ApplicationCommandOptionType.String) {
          const v = checkString(this.errors, [...cp, 'value'], choice.value, { min: 1, max: CommandLimits.choiceValue, required: true });
          if (v !== undefined) this.characters += textLength(v);
        } else if (typeof choice.value !== 'number' || (type === ApplicationCommandOptionType.Integer && !Number.isInteger(choice.value))) {
          this.errors.add([...cp, 'value'], 'NUMBER_TYPE_COERCE', `Value "${String(choice.value)}" is not ${type === ApplicationCommandOptionType.Integer ? 'int' : 'a number'}.`);
        }
      });
      if (type === ApplicationCommandOptionType.String) {
        checkInteger(this.errors, [...at, 'min_length'], option.min_length, { min: 0, max: 6000 });
        checkInteger(this.errors, [...at, 'max_length'], option.max_length, { min: 1, max: 6000 });
      }
    });
  }
}

/** Validates one command definition and answers it normalised the way Discord stores it (type defaulted to 1). */
export function validateCommand(errors: FormErrors, path: FieldPath, body: unknown): JsonObject | null {
  if (!isRecord(body)) {
    errors.add(path, 'DICT_TYPE_CONVERT', 'Only dictionaries may be used in a DictType');
    return null;
  }
  const checker = new CommandChecker(errors);
  const type = body.type ?? ApplicationCommandType.ChatInput;
  if (typeof type !== 'number' || !(type in ApplicationCommandType)) {
    errors.add([...path, 'type'], 'BASE_TYPE_CHOICES', 'Value must be one of {1, 2, 3, 4}.');
    return null;
  }
  const chatInput = type === ApplicationCommandType.ChatInput;
  checker.name([...path, 'name'], body.name, chatInput);
  checker.localizations([...path, 'name_localizations'], body.name_localizations, CommandLimits.name, chatInput);
  if (chatInput) {
    checker.description([...path, 'description'], body.description);
    checker.localizations([...path, 'description_localizations'], body.description_localizations, CommandLimits.description, false);
    checker.options([...path, 'options'], body.options, 0);
  } else if (body.description !== undefined && body.description !== '' && body.description !== null) {
    errors.add([...path, 'description'], 'APPLICATION_COMMAND_DESCRIPTION_NOT_ALLOWED', 'Only chat input commands have a description');
  }
  if (checker.characters > CommandLimits.totalCharacters) {
    errors.add(path, 'APPLICATION_COMMAND_TOO_LARGE', `Command exceeds maximum size (${CommandLimits.totalCharacters})`);
  }
  if (body.default_member_permissions !== undefined && body.default_member_permissions !== null) {
    if (typeof body.default_member_permissions !== 'string' || !/^\d+$/.test(body.default_member_permissions)) {
      errors.add([...path, 'default_member_permissions'], 'BASE_TYPE_STRING', 'Must be a permission bitfield string.');
    }
  }
  return toJsonObject({ ...body, type, description: chatInput ? body.description : '' });
}

/** Validates a bulk overwrite (PUT): each command, unique names per type, at most 100 chat-input commands. */
export function validateCommandList(errors: FormErrors, body: unknown): JsonObject[] {
  const list = checkArray(errors, [], body, { max: 200, required: true });
  if (!list) return [];
  const out: JsonObject[] = [];
  const seen = new Set<string>();
  list.forEach((item, i) => {
    const command = validateCommand(errors, [i], item);
    if (!command) return;
    const key = `${String(command.type)}:${String(command.name)}`;
    if (seen.has(key)) errors.add([i, 'name'], 'APPLICATION_COMMANDS_DUPLICATE_NAME', 'Application command names must be unique');
    seen.add(key);
    out.push(command);
  });
  if (out.filter((c) => c.type === ApplicationCommandType.ChatInput).length > CommandLimits.chatInputPerScope) {
    errors.add([], 'BASE_TYPE_MAX_LENGTH', `Must be ${CommandLimits.chatInputPerScope} or fewer in length.`);
  }
  return out;
}
