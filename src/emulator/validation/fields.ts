import type { FieldPath, FormErrors } from '../errors';
import type { Json, JsonObject } from '../model';

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Length as Discord counts it: in code points, not UTF-16 units. */
export function textLength(value: string): number {
  let n = 0;
  for (const _ of value) n += 1;
  return n;
}

function lengthMessage(min: number, max: number): { code: string; message: string } {
  if (min <= 0) return { code: 'BASE_TYPE_MAX_LENGTH', message: `Must be ${max} or fewer in length.` };
  return { code: 'BASE_TYPE_BAD_LENGTH', message: `Must be between ${min} and ${max} in length.` };
}

export function required(errors: FormErrors, path: FieldPath): void {
  errors.add(path, 'BASE_TYPE_REQUIRED', 'This field is required');
}

/** Checks an optional (or, with `required`, mandatory) string's type and length; answers the string when valid. */
export function checkString(
  errors: FormErrors,
  path: FieldPath,
  value: unknown,
  rule: { min?: number; max: number; required?: boolean },
): string | undefined {
  if (value === undefined || value === null) {
    if (rule.required) required(errors, path);
    return undefined;
  }
  if (typeof value !== 'string') {
    errors.add(path, 'BASE_TYPE_STRING', 'Must be a string.');
    return undefined;
  }
  const min = rule.min ?? 0;
  const length = textLength(value);
  if (length < min || length > rule.max) {
    const { code, message } = lengthMessage(min, rule.max);
    errors.add(path, code, message);
    return undefined;
  }
  return value;
}

/** Checks an array's type and element count; answers the array when it is one (even if too long, so items get checked). */
export function checkArray(
  errors: FormErrors,
  path: FieldPath,
  value: unknown,
  rule: { min?: number; max: number; required?: boolean },
): unknown[] | undefined {
  if (value === undefined || value === null) {
    if (rule.required) required(errors, path);
    return undefined;
  }
  if (!Array.isArray(value)) {
    errors.add(path, 'BASE_TYPE_ARRAY', 'Must be an array.');
    return undefined;
  }
  const min = rule.min ?? 0;
  if (value.length < min || value.length > rule.max) {
    const { code, message } = lengthMessage(min, rule.max);
    errors.add(path, code, message);
  }
  return value as unknown[];
}

export function checkInteger(
  errors: FormErrors,
  path: FieldPath,
  value: unknown,
  rule: { min: number; max: number; required?: boolean },
): number | undefined {
  if (value === undefined || value === null) {
    if (rule.required) required(errors, path);
    return undefined;
  }
  if (typeof value !== 'number' || !Number.isInteger(value)) {
    errors.add(path, 'NUMBER_TYPE_COERCE', `Value "${String(value)}" is not int.`);
    return undefined;
  }
  if (value < rule.min) {
    errors.add(path, 'NUMBER_TYPE_MIN', `int value should be greater than or equal to ${rule.min}.`);
    return undefined;
  }
  if (value > rule.max) {
    errors.add(path, 'NUMBER_TYPE_MAX', `int value should be less than or equal to ${rule.max}.`);
    return undefined;
  }
  return value;
}

export function checkBoolean(errors: FormErrors, path: FieldPath, value: unknown): boolean | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'boolean') {
    errors.add(path, 'BASE_TYPE_BOOLEAN', 'Must be either true or false.');
    return undefined;
  }
  return value;
}

export function checkChoice(errors: FormErrors, path: FieldPath, value: unknown, choices: readonly number[]): number | undefined {
  if (typeof value === 'number' && choices.includes(value)) return value;
  errors.add(path, 'BASE_TYPE_CHOICES', `Value must be one of {${choices.join(', ')}}.`);
  return undefined;
}

/** http(s) URLs and, where the payload uploads files, attachment://name references. */
export function checkMediaUrl(errors: FormErrors, path: FieldPath, value: unknown, required: boolean): string | undefined {
  const url = checkString(errors, path, value, { min: 1, max: 2048, required });
  if (url === undefined) return undefined;
  const scheme = /^([a-z][a-z0-9+.-]*):\/\//i.exec(url)?.[1]?.toLowerCase();
  if (scheme !== 'http' && scheme !== 'https' && scheme !== 'attachment') {
    errors.add(path, 'URL_TYPE_INVALID_SCHEME', `Scheme "${scheme ?? ''}" is not supported. Scheme must be one of ('http', 'https').`);
    return undefined;
  }
  return url;
}

/** A deep copy of plain JSON input (drops functions/undefined like JSON.stringify would). */
export function toJson(value: unknown): Json {
  return JSON.parse(JSON.stringify(value ?? null)) as Json;
}

export function toJsonObject(value: Record<string, unknown>): JsonObject {
  return toJson(value) as JsonObject;
}

/** Narrows stored JSON to an object (for walking component trees). */
export function isJsonObject(value: Json | undefined): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
