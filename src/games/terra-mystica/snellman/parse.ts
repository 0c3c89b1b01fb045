/**
 * Parsing of the snellman log notation (facts.md §9): comments, whitespace and case, the faction
 * prefix, sub-commands split at '.', leech/decline first, and the legacy rewrites.
 */

export interface LogLine {
  /** 1-based line number in the file. */
  line: number;
  text: string;
  /** Faction id (lower case) or '' for a global line. */
  faction: string;
  commands: string[];
}

/**
 * Whether `s` holds `word` in any case. (Module functions, not closures in parseLine: under tsx, esbuild's keepNames
 * names a closure written as a const each time it is made, once per log line.)
 */
function holds(s: string, word: string): boolean {
  return s.toLowerCase().includes(word);
}

/** A command trimmed, without the spaces between a word and a sign (the line's white space is single spaces by now). */
function tightened(command: string): string {
  const c = command.trim();
  return c.includes(' ') ? c.replace(/(\W)\s(\w)/g, '$1$2').replace(/(\w)\s(\W)/g, '$1$2') : c;
}

function isLeech(command: string): boolean {
  return /^(leech|decline)/i.test(command);
}

/** Cleans one raw line into its commands, or null for an empty/comment-only line. */
export function parseLine(raw: string, line: number): LogLine | null {
  // Everything from the first '#' on is a comment (split, not a regex: a stray carriage return ends no comment).
  let s = raw.split('#')[0];
  s = s.replace(/\s+/g, ' ').trim();
  if (s === '') return null;
  // The rewrites below only run on lines holding their words (a log has hundreds of lines, few need any).
  if (holds(s, 'dragonmasters')) s = s.replace(/dragonmasters/gi, 'dragonlords');
  let faction = '';
  const prefix = /^([^:]*?):/.exec(s);
  if (prefix && !/^(bridge|connect)\b/i.test(s)) {
    faction = prefix[1].trim().toLowerCase();
    s = s.slice(prefix[0].length);
  }
  if (faction === 'engineers') {
    s = s.replace(/-2w\.\s*bridge/i, 'convert 2w to bridge. bridge');
    s = s.replace(/convert 2 *w to 1?bridge/gi, 'action ACTE');
  }
  // The line in lower case for the word checks: made again after the +bon rewrite, which can add the word "pass"; the
  // swaps after it only reorder commands, which adds or removes no word.
  let lower = s.toLowerCase();
  if (lower.includes('+bon')) {
    s = s.replace(/\s*pass\.\s*\+bon/i, 'pass bon');
    s = s.replace(/^\s*\+bon/i, 'pass BON');
    lower = s.toLowerCase();
  }
  if (lower.includes('build') && lower.includes('transform')) s = s.replace(/(build \w+)\. (transform \w+(?: to \w+)?)/i, '$2. $1');
  if (lower.includes('pass') && lower.includes('convert')) s = s.replace(/\s*(pass \w+)\. (convert (\d+ *)?\w+ to (\d+ *)?\w+)/i, '$2. $1');
  if (lower.includes('dig') && lower.includes('action')) s = s.replace(/(dig \w)\. (action \w+)/i, '$2. $1');
  let commands = faction ? s.split('.') : [s];
  commands = commands.map(tightened).filter((c) => c !== '');
  commands = [...commands.filter(isLeech), ...commands.filter((c) => !isLeech(c))];
  // Consecutive identical "+X" of one faction count as "+2X" (Auren's two steps on one cult).
  const merged: string[] = [];
  for (const c of commands) {
    const prev = merged[merged.length - 1];
    const m = /^\+(\d*)(\w+)$/.exec(c);
    if (prev !== undefined && m && prev.toLowerCase() === c.toLowerCase()) {
      merged[merged.length - 1] = `+${(Number(m[1]) || 1) * 2}${m[2]}`;
    } else merged.push(c);
  }
  if (merged.length === 0) return null;
  return { line, text: raw.trim(), faction, commands: merged };
}

export function parseLog(text: string): LogLine[] {
  const out: LogLine[] = [];
  text.split(/\r?\n/).forEach((raw, i) => {
    const parsed = parseLine(raw, i + 1);
    if (parsed) out.push(parsed);
  });
  return out;
}
