import {
  ActionRowBuilder,
  ButtonBuilder,
  ButtonStyle,
  StringSelectMenuBuilder,
  type APIActionRowComponent,
  type APIComponentInMessageActionRow,
} from 'discord.js';
import type { Locale, Prompt, PromptOption } from '../../engine/types';
import { t, tx } from '../../i18n';
import { optionGroups, stepsOf } from '../game/choice-path';
import { encodeComponentId, type ComponentId, type PanelView } from '../base/custom-id';

/** Discord's limits for one message (legacy components): 5 rows, 5 buttons per row, 25 options per select. */
const ROW_BUTTONS = 5;
const OPTIONS_PER_SELECT = 25;
/** One row stays free for Back / Cancel / paging, so 4 rows carry choices. */
const CHOICE_ROWS = 4;
const MAX_BUTTONS = CHOICE_ROWS * ROW_BUTTONS;
/**
 * Buttons cannot show a hint next to their label (the panel text lists the hints instead); beyond this many options
 * with hints that list gets long and far from its buttons, so a select menu shows each hint under its option.
 */
export const MAX_HINTED_BUTTONS = 5;
const OPTIONS_PER_PAGE = CHOICE_ROWS * OPTIONS_PER_SELECT;
const LABEL_MAX = 80;
const OPTION_TEXT_MAX = 100;

export type Row = APIActionRowComponent<APIComponentInMessageActionRow>;
export interface Stash {
  token: string;
  id: ComponentId;
}

export interface PanelLayout {
  rows: Row[];
  /** Component ids too long for a custom_id: the caller stores them before sending the rows. */
  stash: Stash[];
  /** A line for the panel text ("Page 2 of 3"), or null. */
  note: string | null;
}

const clip = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1)}…`);

const TONE: Record<NonNullable<PromptOption['tone']>, ButtonStyle> = {
  primary: ButtonStyle.Primary,
  success: ButtonStyle.Success,
  danger: ButtonStyle.Danger,
};

/** Whether a list of options is shown as buttons (else as select menus): see panelLayout. */
export function showsAsButtons(options: readonly PromptOption[]): boolean {
  return options.length <= MAX_BUTTONS && options.filter((option) => option.hint !== undefined).length <= MAX_HINTED_BUTTONS;
}

/**
 * A select option's second line: the hint, and for a risky option (a button would be red) a warning sign in front,
 * since a select menu has no colours.
 */
function optionDescription(option: PromptOption, locale: Locale): string | null {
  if (option.tone === 'danger') return t(locale, option.hint ? tx('bot.panel.riskyHint', { hint: option.hint }) : tx('bot.panel.risky'));
  return option.hint ? t(locale, option.hint) : null;
}

/**
 * Turns one decision of the choice tree into components, without knowing the game:
 * up to 20 options, at most 5 of them with a hint → buttons (4 rows of 5, coloured by tone); otherwise select menus
 * of 25 showing each hint under its option, up to 4 per page, with paging beyond 100;
 * more than 25 options that all carry a `group` (and at most 25 groups) → first a select of the groups.
 * The last row holds Back (to `back`, by default one step up; none when null), paging, and Cancel.
 * Returns null when the view names a group or page the prompt does not have (a forged or outdated click).
 */
export function panelLayout(
  game: string,
  version: number,
  view: PanelView,
  prompt: Prompt,
  locale: Locale,
  back: readonly string[] | null = view.path.length > 0 ? view.path.slice(0, -1) : null,
): PanelLayout | null {
  const stash: Stash[] = [];
  const customId = (id: ComponentId) => {
    const encoded = encodeComponentId(id);
    if (encoded.stash) stash.push(encoded.stash);
    return encoded.customId;
  };
  const groups = optionGroups(prompt.options);
  const grouped = view.group === undefined && prompt.options.length > OPTIONS_PER_SELECT && groups !== null && groups.length >= 2;
  // Whole groups that fit into the select menus of one panel are shown at once (one click less than a group select).
  const packed = grouped && view.page === undefined ? packGroups(prompt.options, groups) : null;
  const foldIntoGroups = grouped && packed === null && (groups as string[]).length <= OPTIONS_PER_SELECT;

  let items: PromptOption[] = prompt.options;
  if (view.group !== undefined) {
    if (groups === null || view.group >= groups.length) return null;
    items = prompt.options.filter((option) => option.group === groups[view.group as number]);
  }

  const rows: Row[] = [];
  let note: string | null = null;
  let pages = 1;
  const page = view.page ?? 0;

  if (packed) {
    const labels = optionLabels(prompt.options, locale, OPTION_TEXT_MAX);
    packed.forEach((chunk, slot) => {
      const range = chunk.first === chunk.last ? chunk.first : `${chunk.first}–${chunk.last}`;
      const suffix = t(locale, tx('bot.panel.groupsRange', { groups: range }));
      const menu = new StringSelectMenuBuilder()
        .setCustomId(customId({ kind: 'pick', game, version, path: view.path, slot }))
        .setPlaceholder(clip(`${clip(promptTitle(prompt, locale), PLACEHOLDER_MAX - suffix.length - 1)} ${suffix}`, PLACEHOLDER_MAX))
        .addOptions(
          chunk.options.map((option) => {
            const description = optionDescription(option, locale);
            return { label: labels.get(option.id) ?? '', value: option.id, ...(description ? { description: clip(description, OPTION_TEXT_MAX) } : {}) };
          }),
        );
      rows.push(new ActionRowBuilder<StringSelectMenuBuilder>().addComponents(menu).toJSON());
    });
  } else if (foldIntoGroups) {
    if (view.page !== undefined) return null;
    const menu = new StringSelectMenuBuilder()
      .setCustomId(customId({ kind: 'pickGroup', game, version, path: view.path }))
      .setPlaceholder(clip(t(locale, tx('bot.panel.groupPlaceholder', { title: promptTitle(prompt, locale), n: prompt.options.length })), PLACEHOLDER_MAX))
      .addOptions(
        (groups as string[]).map((group, index) => ({
          label: clip(group, OPTION_TEXT_MAX),
          value: String(index),
          description: clip(t(locale, tx('bot.panel.groupSize', { n: prompt.options.filter((o) => o.group === group).length })), OPTION_TEXT_MAX),
        })),
      );
    rows.push(new ActionRowBuilder<StringSelectMenuBuilder>().addComponents(menu).toJSON());
  } else if (showsAsButtons(items)) {
    if (view.page !== undefined) return null;
    const labels = optionLabels(items, locale, LABEL_MAX);
    for (let start = 0; start < items.length; start += ROW_BUTTONS) {
      const row = new ActionRowBuilder<ButtonBuilder>();
      for (const option of items.slice(start, start + ROW_BUTTONS)) {
        row.addComponents(
          new ButtonBuilder()
            .setCustomId(customId({ kind: 'panel', game, version, path: [...view.path, ...stepsOf(option.id)] }))
            .setLabel(labels.get(option.id) ?? '')
            .setStyle(option.tone ? TONE[option.tone] : ButtonStyle.Secondary),
        );
      }
      rows.push(row.toJSON());
    }
  } else {
    const labels = optionLabels(items, locale, OPTION_TEXT_MAX);
    pages = Math.ceil(items.length / OPTIONS_PER_PAGE);
    if (page >= pages) return null;
    const onPage = items.slice(page * OPTIONS_PER_PAGE, (page + 1) * OPTIONS_PER_PAGE);
    for (let slot = 0; slot * OPTIONS_PER_SELECT < onPage.length; slot++) {
      const chunk = onPage.slice(slot * OPTIONS_PER_SELECT, (slot + 1) * OPTIONS_PER_SELECT);
      const from = page * OPTIONS_PER_PAGE + slot * OPTIONS_PER_SELECT + 1;
      const pick: ComponentId = { kind: 'pick', game, version, path: view.path, slot: page * CHOICE_ROWS + slot };
      if (view.group !== undefined) pick.group = view.group;
      const menu = new StringSelectMenuBuilder()
        .setCustomId(customId(pick))
        .setPlaceholder(selectPlaceholder(prompt, locale, items.length <= OPTIONS_PER_SELECT ? null : { from, to: from + chunk.length - 1 }))
        .addOptions(
          chunk.map((option) => {
            const description = optionDescription(option, locale);
            return { label: labels.get(option.id) ?? '', value: option.id, ...(description ? { description: clip(description, OPTION_TEXT_MAX) } : {}) };
          }),
        );
      rows.push(new ActionRowBuilder<StringSelectMenuBuilder>().addComponents(menu).toJSON());
    }
    if (pages > 1) note = t(locale, tx('bot.panel.page', { page: page + 1, pages }));
  }

  const nav = new ActionRowBuilder<ButtonBuilder>();
  // Back from an open group returns to the group list; otherwise it goes to the decision before.
  const backTo: PanelView | null = view.group !== undefined ? { path: view.path } : back ? { path: [...back] } : null;
  if (backTo) nav.addComponents(navButton(customId({ kind: 'panel', game, version, ...backTo }), t(locale, tx('bot.panel.back'))));
  if (pages > 1) {
    const paged = (target: number): ComponentId => {
      const id: ComponentId = { kind: 'panel', game, version, path: view.path, page: target };
      if (view.group !== undefined) id.group = view.group;
      return id;
    };
    nav.addComponents(navButton(customId(paged(Math.max(0, page - 1))), t(locale, tx('bot.panel.prev'))).setDisabled(page === 0));
    nav.addComponents(navButton(customId(paged(Math.min(pages - 1, page + 1))), t(locale, tx('bot.panel.next'))).setDisabled(page === pages - 1));
  }
  nav.addComponents(
    new ButtonBuilder().setCustomId(customId({ kind: 'cancel', game, version })).setLabel(t(locale, tx('bot.panel.cancel'))).setStyle(ButtonStyle.Danger),
  );
  rows.push(nav.toJSON());
  return { rows, stash, note };
}

/**
 * Whether a decision's options fit one panel without a group select first: one select menu's worth, or whole groups
 * packed into the panel's select menus (see packGroups).
 */
export function panelFits(options: readonly PromptOption[]): boolean {
  if (options.length <= OPTIONS_PER_SELECT) return true;
  const groups = optionGroups(options);
  return groups !== null && packGroups(options, groups) !== null;
}

interface GroupChunk {
  first: string;
  last: string;
  options: PromptOption[];
}

/**
 * Packs whole option groups, in order, into at most CHOICE_ROWS select menus of up to 25 options; null when they do
 * not fit (a group of more than 25, or more menus needed), so the panel folds them into a group select instead.
 */
function packGroups(options: readonly PromptOption[], groups: readonly string[]): GroupChunk[] | null {
  const chunks: GroupChunk[] = [];
  for (const group of groups) {
    const members = options.filter((option) => option.group === group);
    if (members.length > OPTIONS_PER_SELECT) return null;
    const last = chunks.at(-1);
    if (last && last.options.length + members.length <= OPTIONS_PER_SELECT) {
      last.options.push(...members);
      last.last = group;
    } else chunks.push({ first: group, last: group, options: [...members] });
    if (chunks.length > CHOICE_ROWS) return null;
  }
  return chunks;
}

/**
 * The shown label of each option (by id), fitted to `max`: options that would read the same (two equal cards in an
 * offer, the same tile twice) are told apart by a number ("House (3) · #2"), so no panel shows two identical choices.
 */
export function optionLabels(options: readonly PromptOption[], locale: Locale, max: number): Map<string, string> {
  const plain = options.map((option) => clip(t(locale, option.label), max));
  const total = new Map<string, number>();
  for (const label of plain) total.set(label, (total.get(label) ?? 0) + 1);
  const seen = new Map<string, number>();
  const out = new Map<string, string>();
  options.forEach((option, index) => {
    const label = plain[index];
    if (total.get(label) === 1) return out.set(option.id, label);
    const n = (seen.get(label) ?? 0) + 1;
    seen.set(label, n);
    const suffix = t(locale, tx('bot.panel.repeat', { n }));
    out.set(option.id, `${clip(label, max - suffix.length)}${suffix}`);
  });
  return out;
}

/** Discord's limit for a select menu's placeholder. */
const PLACEHOLDER_MAX = 150;

/** The decision's title as plain text (no Markdown: a placeholder shows it raw). */
function promptTitle(prompt: Prompt, locale: Locale): string {
  return t(locale, prompt.title).replace(/\*\*|__|\*/g, '').trim();
}

/**
 * A select's placeholder says what to choose: the decision's title, shortened to fit, with the options' range when
 * the choice spreads over several menus. The range stays whole; the title gives way.
 */
function selectPlaceholder(prompt: Prompt, locale: Locale, range: { from: number; to: number } | null): string {
  const title = promptTitle(prompt, locale);
  if (!range) return clip(title, PLACEHOLDER_MAX);
  const suffix = t(locale, tx('bot.panel.optionsRange', range));
  return `${clip(title, PLACEHOLDER_MAX - suffix.length - 1)} ${suffix}`;
}

function navButton(customId: string, label: string): ButtonBuilder {
  return new ButtonBuilder().setCustomId(customId).setLabel(label).setStyle(ButtonStyle.Secondary);
}
