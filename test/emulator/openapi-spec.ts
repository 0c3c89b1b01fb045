// Discord's published OpenAPI description as the discord-api-spec package ships it: the list of paths per method
// (`pathsList`), the `Paths` interface that names each operation's response type, and a zod schema per component.
// The package carries no openapi.json; its files are generated from that JSON, so they are the spec in another form.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import * as z from 'zod/mini';

// zod/mini ships without messages; English ones make a failure say what is wrong.
z.config(z.locales.en());

type Schema = z.ZodMiniType;
type Method = 'get' | 'put' | 'post' | 'patch' | 'delete';

// Imported through a plain string so that TypeScript does not type-check the package's 450 kB of generated source.
const SPEC_MODULE: string = 'discord-api-spec';
const ZOD_MODULE: string = 'discord-api-spec/zod';

export interface OpenApiSpec {
  /** The spec path (e.g. `/channels/{channel_id}`) that serves `method` on `path`, or null when the spec has none. */
  findPath(method: string, path: string): string | null;
  /** What is wrong with `body` as the `status` answer of `method specPath`: schema errors and fields the spec lacks. */
  problems(method: string, specPath: string, status: number, body: unknown): string[];
  /** The spec's version, e.g. "10.0.266135". */
  version: string;
}

/** `{channel_id}`, `:channelId` and `@original`-style ids all become `{}`, so templates of either notation compare. */
export function shapeOf(template: string): string {
  return template
    .split('/')
    .map((segment) => (/^(\{.+\}|:.+)$/.test(segment) ? '{}' : segment))
    .join('/');
}

export async function loadOpenApiSpec(): Promise<OpenApiSpec> {
  const { pathsList } = (await import(SPEC_MODULE)) as { pathsList: Record<Method, readonly string[]> };
  const schemas = (await import(ZOD_MODULE)) as Record<string, Schema | undefined>;
  // The package exports no package.json, so it is read from where npm puts it beside this repository's sources.
  const packageDir = fileURLToPath(new URL('../../node_modules/discord-api-spec/', import.meta.url));
  const version = (JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as { version: string }).version;
  const responses = responseTypes(join(packageDir, 'build', 'discord-api-spec.ts'));

  function findPath(method: string, path: string): string | null {
    const list = pathsList[method.toLowerCase() as Method] ?? [];
    // Template parameters (`:channelId`, `{channel_id}`) stand for any one segment; real ids are segments already.
    const concrete = decodeURIComponent(path).replace(/\/(:[^/]+|\{[^/]+\})(?=\/|$)/g, '/0');
    const matches = list.filter((p) => new RegExp(`^${p.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{[^/}]+\\?\}/g, '[^/]+')}$`).test(concrete));
    // A literal segment (`@me`, `@original`, `search`) wins over a parameter, as on Discord.
    return matches.sort((a, b) => paramCount(a) - paramCount(b))[0] ?? null;
  }

  /** Problems of `body` against one response type; a union takes the option that fits best (zod's picks the first that parses). */
  function check(node: ts.TypeNode, body: unknown, path: string): string[] {
    if (ts.isParenthesizedTypeNode(node)) return check(node.type, body, path);
    if (node.kind === ts.SyntaxKind.UnknownKeyword) return [];
    if (ts.isLiteralTypeNode(node) && node.literal.kind === ts.SyntaxKind.NullKeyword) return body === null ? [] : [`${path || '(body)'}: expected null`];
    if (ts.isArrayTypeNode(node)) {
      if (!Array.isArray(body)) return [`${path || '(body)'}: expected an array`];
      return body.flatMap((item, i) => check(node.elementType, item, `${path}[${i}]`));
    }
    if (ts.isUnionTypeNode(node)) {
      const tries = node.types.map((option) => check(option, body, path));
      return tries.reduce((best, next) => (next.length < best.length ? next : best));
    }
    if (ts.isTypeReferenceNode(node) && ts.isIdentifier(node.typeName)) {
      const typeName = node.typeName.text;
      const schema = schemas[`${typeName}Schema`];
      if (!schema) throw new Error(`the spec package has no schema ${typeName}Schema`);
      const result = z.safeParse(schema, body);
      if (!result.success) return describeIssues(result.error.issues, path ? [path] : []);
      return unknownFields(body, result.data, path).map((p) => `${p}: not in the spec (${typeName})`);
    }
    throw new Error(`unexpected response type ${ts.SyntaxKind[node.kind]}`);
  }

  function problems(method: string, specPath: string, status: number, body: unknown): string[] {
    const op = responses.get(`${method.toLowerCase()} ${specPath}`);
    if (!op) return [`the spec has no operation ${method} ${specPath}`];
    const type = op.get(String(status));
    if (!type) return [`the spec does not list status ${status} for ${method} ${specPath} (it lists ${[...op.keys()].join(', ')})`];
    return check(type, body, '');
  }

  return { findPath, problems, version };
}

function paramCount(template: string): number {
  return (template.match(/\{/g) ?? []).length;
}

/** Every operation's response type per status code ("200", "201", "204"), read from the `Paths` interface. */
function responseTypes(file: string): Map<string, Map<string, ts.TypeNode>> {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
  const paths = source.statements.find((s): s is ts.InterfaceDeclaration => ts.isInterfaceDeclaration(s) && s.name.text === 'Paths');
  if (!paths) throw new Error('the spec package has no Paths interface');
  const out = new Map<string, Map<string, ts.TypeNode>>();
  for (const pathMember of paths.members) {
    if (!ts.isPropertySignature(pathMember) || !pathMember.type || !ts.isTypeLiteralNode(pathMember.type)) continue;
    const path = (pathMember.name as ts.StringLiteral).text;
    for (const op of pathMember.type.members) {
      if (!ts.isPropertySignature(op) || !op.type || !ts.isTypeLiteralNode(op.type)) continue;
      const method = (op.name as ts.Identifier).text;
      const byStatus = new Map<string, ts.TypeNode>();
      const responsesMember = op.type.members.find((m) => ts.isPropertySignature(m) && (m.name as ts.Identifier).text === 'responses');
      if (responsesMember && ts.isPropertySignature(responsesMember) && responsesMember.type && ts.isTypeLiteralNode(responsesMember.type)) {
        for (const r of responsesMember.type.members) {
          if (ts.isPropertySignature(r) && r.type) byStatus.set((r.name as ts.StringLiteral).text, r.type);
        }
      }
      out.set(`${method} ${path}`, byStatus);
    }
  }
  return out;
}

/**
 * Keys the answer has that the schema dropped. The spec's objects are not strict (zod strips unknown keys), so a key
 * missing from the parsed copy is one the spec does not describe.
 */
function unknownFields(input: unknown, parsed: unknown, path: string): string[] {
  if (Array.isArray(input) && Array.isArray(parsed)) return input.flatMap((item, i) => unknownFields(item, parsed[i], `${path}[${i}]`));
  if (!isObject(input) || !isObject(parsed)) return [];
  const out: string[] = [];
  for (const [key, value] of Object.entries(input)) {
    const at = path ? `${path}.${key}` : key;
    if (!(key in parsed)) out.push(at);
    else out.push(...unknownFields(value, parsed[key], at));
  }
  return out;
}

interface Issue {
  code: string;
  path: PropertyKey[];
  message: string;
  errors?: Issue[][];
}

/** Zod's issues as "path: message"; a union that matched no option reports the option that came closest. */
function describeIssues(issues: readonly Issue[], prefix: string[]): string[] {
  return issues.flatMap((issue) => {
    const at = [...prefix, ...issue.path.map(String)];
    if (issue.code === 'invalid_union' && issue.errors && issue.errors.length > 0) {
      const closest = issue.errors.reduce((best, next) => (next.length < best.length ? next : best));
      return describeIssues(closest, at);
    }
    return [`${at.join('.') || '(body)'}: ${issue.message}`];
  });
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
