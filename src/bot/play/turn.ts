import { ComponentType, MessageFlags, type ButtonBuilder, type ButtonInteraction, type ChatInputCommandInteraction, type StringSelectMenuInteraction } from 'discord.js';
import type { AnyEngine, Locale, Prompt, Seat, Text } from '../../engine/types';
import { RuleError } from '../../engine/rule-error';
import { t, toLocale, tx } from '../../i18n';
import { advanceSoleSteps, backPath, mergeTargets, optionGroups, soleMovePath, stepsOf, walkPath, type WalkResult } from '../game/choice-path';
import { engineFor, type BotContext } from '../kernel/context';
import type { ComponentId, GameAction, PanelView } from '../base/custom-id';
import { decisionCurrent } from '../game/decisions';
import { boardFile, clipLines, named, namedPrompt, seatNames, statusText } from '../show/messages';
import { panelFits, panelLayout, type Row } from './panel';
import { privateLines } from './private-view';
import { newlyAwaited, publish, refreshBoard, sameSeats } from '../show/publisher';
import { syncClocks } from '../game/seat-clock';
import { queueShow } from '../show/show-queue';
import type { GameRecord } from '../store/records';
import { logDiscordError, refuse, replyPrivately } from '../kernel/replies';
import { handleLogButton } from '../history/log-file';
import { applyMove, seatOf, settleAutomatic, settleForced } from '../game/session';
import { mineRows, replyWithMine, resourceText } from './mine';
import { cardsForDecision } from '../show/hand-picture';
import { canUndoOwn, ownUndoButton } from './own-undo-check';
import { ACK_DEADLINE_MS, deferUnlessAnswered } from '../kernel/ack-deadline';
import { withinTime } from '../base/within-time';

/**
 * How long the answer to a completing click may wait for the next decision's highlight picture, so the click's one
 * answer carries it (the save took at most ACK_DEADLINE_MS before): well inside Discord's 3 seconds.
 */
const PICTURE_WAIT_MS = 800;

/** The component clicks the bot posts: buttons and string selects. */
export type ComponentClick = ButtonInteraction | StringSelectMenuInteraction;

type PanelId = Extract<ComponentId, { kind: 'panel' | 'pick' | 'pickGroup' | 'cancel' }>;

/** Who a panel is for: the game, its engine and the seat of the player looking at it. */
export interface Loaded {
  record: GameRecord;
  engine: AnyEngine;
  seat: Seat;
}

export interface PanelMessage {
  content: string;
  components: Row[];
  /** The prompt's board cells to highlight on a picture of the board; empty when it has none. */
  highlight: readonly string[];
  /** The seat's own cards to show as a picture when the decision is about them (hand-picture.ts); empty otherwise. */
  cards: readonly string[];
}

/** The picture a panel carries: the board with its cells highlighted, else the seat's own cards; null for none. */
function panelPicture(panel: PanelMessage): { highlight: readonly string[] } | { cards: readonly string[] } | null {
  if (panel.highlight.length > 0) return { highlight: panel.highlight };
  return panel.cards.length > 0 ? { cards: panel.cards } : null;
}

async function refused(ctx: BotContext, interaction: ComponentClick, text: Text): Promise<null> {
  await refuse(interaction, text, ctx.log);
  return null;
}

/**
 * The checks every click of a player goes through, in this order: the game exists, the clicker is seated, the
 * game runs, the button still stands for the clicker's decision (its version is the current one, or an older one
 * while the clicker's own decision has not changed since: decisions.ts), and the engine awaits the clicker. Refuses
 * (ephemerally) and returns null on the first that fails.
 */
async function loadForSeat(ctx: BotContext, interaction: ComponentClick, gameRecordId: string, version: number): Promise<Loaded | null> {
  const record = await ctx.store.game(gameRecordId);
  const engine = record ? engineFor(ctx, record.gameId) : undefined;
  if (!record || !engine) return refused(ctx, interaction, tx('bot.refuse.unknownGame'));
  const seat = seatOf(record, interaction.user.id);
  if (seat === null) return refused(ctx, interaction, tx('bot.refuse.notSeated'));
  if (record.status !== 'running') return refused(ctx, interaction, tx('bot.refuse.notRunning'));
  if (!decisionCurrent(engine, record, seat, version)) {
    await movedOn(ctx, interaction, { record, engine, seat }, version > record.version ? tx('bot.click.future') : tx('bot.refuse.movedOn'));
    return null;
  }
  const awaited = engine.awaiting(record.snapshot);
  if (!awaited.includes(seat)) {
    // Computers at work: say so, rather than a bare "not your turn" on the board that just named the clicker.
    const thinking = awaited.length > 0 && awaited.every((other) => record.seats[other]?.computer);
    if (thinking) return refused(ctx, interaction, tx(awaited.length === 1 ? 'bot.computer.wait' : 'bot.computer.waitSeveral', { names: seatNames(record, awaited) }));
    return refused(ctx, interaction, tx('bot.refuse.notYourTurn', { names: seatNames(record, awaited) }));
  }
  return { record, engine, seat };
}

/**
 * The ephemeral panel at one point of the choice tree (walked to `view.path` already, or walked here), or null when
 * the view does not exist (a forged click). Menus with a single option that only leads on are passed through (see
 * advanceSoleSteps): the panel shows the next real decision, the steps taken for the player marked in "Chosen", and
 * Back returns to the player's last own decision.
 */
export async function panelMessage(
  ctx: BotContext,
  loaded: Loaded,
  view: PanelView,
  locale: Locale,
  walk: WalkResult = walkPath(loaded.engine, loaded.record.snapshot, loaded.seat, view.path),
): Promise<PanelMessage | null> {
  const { record, engine, seat } = loaded;
  if (!walk.ok || !('prompt' in walk)) return null;
  // An open group or page is a view of a decision already on screen: nothing to pass through.
  const plain = view.group === undefined && view.page === undefined;
  const advanced = plain ? advanceSoleSteps(engine, record.snapshot, seat, view.path, walk) : { path: view.path, walk };
  const shown: PanelView = plain ? { path: advanced.path } : view;
  const decision = advanced.walk;
  // A plain decision shows its options' targets at once where they fit ("Upgrade › H8": one click less).
  const lookAheadFailed = (optionId: string, error: unknown): void =>
    ctx.log.warn(`game #${record.id}: the engine could not look past option ${optionId} at [${advanced.path.join(', ')}]: ${String(error)}`);
  const merged = plain ? mergeTargets(engine, record.snapshot, seat, advanced.path, decision.prompt, (label) => t(locale, named(record, label)), panelFits, lookAheadFailed) : null;
  const prompt: Prompt = namedPrompt(record, merged ?? decision.prompt);
  const layout = panelLayout(record.id, record.version, shown, prompt, locale, backPath(advanced.path, decision.sole));
  if (!layout) return null;
  // At the start of a decision the player may take back their own last step of this turn (own-undo.ts).
  if (view.path.length === 0 && plain && canUndoOwn(engine, record, seat)) addToNavRow(layout.rows, ownUndoButton(record, t(locale, tx('bot.ownUndo.button'))));
  for (const { token, id } of layout.stash) await ctx.store.stash(token, id);
  const lines = [t(locale, tx('bot.panel.title', { game: engine.name, id: record.id, name: record.seats[seat].name })), t(locale, named(record, engine.status(record.snapshot)))];
  const resources = resourceText(engine, record, seat, locale);
  if (resources !== null) lines.push(t(locale, tx('bot.panel.resources', { line: resources })));
  // The hand once a turn: at its first decision, and where the decision is about the seat's own cards; the steps in
  // between stay short, their buttons in view on a phone ("My hand" on the board shows it any time).
  const highlight = prompt.highlight ?? [];
  const ownCards = cardsForDecision(engine, record.snapshot, seat, prompt);
  const cards = highlight.length > 0 ? [] : ownCards;
  const secret = privateLines(engine, record.snapshot, seat, locale, (text) => named(record, text));
  const showHand = turnStart(record, seat) || ownCards.length > 0;
  if (secret.length > 0 && showHand) lines.push('', t(locale, tx('bot.panel.private')), ...secret.map((line) => `> ${line}`));
  else if (secret.length > 0) lines.push(t(locale, tx('bot.panel.privateLater')));
  lines.push('');
  if (decision.chosen.length > 0) lines.push(t(locale, tx('bot.panel.chosen', { steps: chosenSteps(decision.chosen, decision.sole).map((step) => t(locale, named(record, step))).join(' › ') })));
  lines.push(`**${t(locale, prompt.title)}**`);
  lines.push(...buttonHints(prompt, layout.rows, locale));
  if (layout.note) lines.push(layout.note);
  return { content: clipLines(lines), components: layout.rows, highlight, cards };
}

/** Whether the seat's turn starts with this decision: the last move (not an automatic one) was not its own. */
function turnStart(record: GameRecord, seat: Seat): boolean {
  const last = record.moves.findLast((entry) => entry.auto !== true);
  return last === undefined || last.seat !== seat;
}

/** Puts a button into the panel's last row (Back, paging, Cancel), before Cancel. */
function addToNavRow(rows: Row[], button: ButtonBuilder): void {
  const nav = rows[rows.length - 1];
  nav.components.splice(Math.max(0, nav.components.length - 1), 0, button.toJSON());
}

/** The labels of the steps taken, those that were the only option marked as such (the player did not pick them). */
function chosenSteps(chosen: readonly Text[], sole: readonly boolean[]): Text[] {
  return chosen.map((step, index) => (sole[index] ? tx('bot.panel.soleStep', { step }) : step));
}

/**
 * Buttons cannot carry an option's hint (its cost or effect) as select options do, so a panel of buttons lists the
 * hints in its text, one line per option that has one.
 */
function buttonHints(prompt: Prompt, rows: readonly Row[], locale: Locale): string[] {
  const asButtons = rows.every((row) => row.components.every((component) => component.type === ComponentType.Button));
  if (!asButtons) return [];
  return prompt.options.flatMap((option) => (option.hint ? [t(locale, tx('bot.panel.hintLine', { label: option.label, hint: option.hint }))] : []));
}

/**
 * Shows a panel as a new ephemeral message ('new') or in place of the clicked one ('update'). A panel whose prompt
 * highlights cells carries the public board with those cells marked, one about the seat's own cards a picture of
 * them (only ever in this private panel); it is drawn only after the click is
 * acknowledged, so rendering never eats into Discord's 3 seconds. Any other panel carries no picture (`files: []`
 * also removes the one an earlier step showed). A slash command (/settings) can only show a 'new' panel.
 */
export async function sendPanel(
  ctx: BotContext,
  interaction: ComponentClick | ChatInputCommandInteraction,
  shown: Loaded,
  panel: PanelMessage,
  locale: Locale,
  how: 'new' | 'update',
  pictureWaitMs = 0,
): Promise<void> {
  const picture = Object.hasOwn(ctx.renderers, shown.engine.id) ? panelPicture(panel) : null;
  const drawn = picture !== null;
  const acknowledged = interaction.deferred || interaction.replied;
  const text = { content: panel.content, components: panel.components };
  const inPlace = how === 'update' && interaction.isMessageComponent() ? interaction : null;
  if (drawn && !acknowledged && inPlace && pictureWaitMs > 0) {
    // The click's one answer carries the picture when it is drawn in time; else the text goes first, the picture after.
    const drawing = boardFile(ctx, shown.engine, shown.record, { locale, ...picture });
    // Done within the wait, else null: the caller then waits for it after answering.
    const files = await withinTime(drawing, pictureWaitMs, () => null);
    if (files) return void (await inPlace.update({ ...text, files }));
    await inPlace.update({ ...text, files: [] });
    return void (await interaction.editReply({ ...text, files: await drawing }));
  }
  if (!drawn && !acknowledged) {
    if (inPlace) await inPlace.update({ ...text, files: [] });
    else await interaction.reply({ ...text, flags: MessageFlags.Ephemeral });
    return;
  }
  if (!acknowledged) {
    if (inPlace) await inPlace.deferUpdate();
    else await interaction.deferReply({ flags: MessageFlags.Ephemeral });
  }
  const files = picture ? await boardFile(ctx, shown.engine, shown.record, { locale, ...picture }) : [];
  if (how === 'new' && acknowledged) await interaction.followUp({ ...text, files, flags: MessageFlags.Ephemeral });
  else await interaction.editReply({ ...text, files });
}

/**
 * "The board has moved on" (or, for a version the store does not have yet, `why` says so): nothing changes. When the
 * clicker is still awaited (their decision changed, e.g. after an undo) the same private answer carries a fresh
 * panel of the current version.
 */
async function movedOn(ctx: BotContext, interaction: ComponentClick, current: Loaded, why: Text = tx('bot.refuse.movedOn')): Promise<void> {
  const locale = toLocale(interaction.locale);
  const text = t(locale, why);
  const stillAwaited = current.record.status === 'running' && current.engine.awaiting(current.record.snapshot).includes(current.seat);
  const panel = stillAwaited ? await panelMessage(ctx, current, { path: [] }, locale) : null;
  if (!panel) return replyPrivately(interaction, text, ctx.log);
  try {
    await sendPanel(ctx, interaction, current, { ...panel, content: clipLines([text, '', panel.content]) }, locale, 'new');
  } catch (error) {
    logDiscordError(ctx.log, 'moved-on answer', error);
  }
}

/** Play / Status / Log under the public board. */
export async function handleGameButton(ctx: BotContext, interaction: ButtonInteraction, gameRecordId: string, version: number, action: GameAction): Promise<void> {
  const locale = toLocale(interaction.locale);
  // Status and Log show the current game to anyone, whatever board they clicked; Log answers as /log (with the file).
  if (action === 'log') return handleLogButton(ctx, interaction, gameRecordId);
  if (action === 'status') {
    const record = await ctx.store.game(gameRecordId);
    const engine = record ? engineFor(ctx, record.gameId) : undefined;
    if (!record || !engine) return refuse(interaction, tx('bot.refuse.unknownGame'), ctx.log);
    return replyWithMine(interaction, clipLines(statusText(engine, record, locale, ctx.clock.now())), mineRows([record], interaction.user.id, locale), ctx);
  }
  const loaded = await loadForSeat(ctx, interaction, gameRecordId, version);
  if (!loaded) return;
  const panel = await panelMessage(ctx, loaded, { path: [] }, locale);
  if (!panel) return refuse(interaction, tx('bot.refuse.invalidChoice'), ctx.log);
  await sendPanel(ctx, interaction, loaded, panel, locale, 'new');
}

/** A click inside a panel: a step (update the panel), the last step (apply the move), or Cancel. */
export async function handlePanel(ctx: BotContext, interaction: ComponentClick, id: PanelId): Promise<void> {
  const locale = toLocale(interaction.locale);
  if (id.kind === 'cancel') {
    // Only the panel's owner sees it; closing it changes no game, whatever its version.
    await interaction.update({ content: t(locale, tx('bot.panel.cancelled')), components: [] });
    return;
  }
  const loaded = await loadForSeat(ctx, interaction, id.game, id.version);
  if (!loaded) return;
  const view = targetView(loaded, id, interaction.isStringSelectMenu() ? interaction.values : []);
  if (!view) return refuse(interaction, tx('bot.refuse.invalidChoice'), ctx.log);
  const walk = walkPath(loaded.engine, loaded.record.snapshot, loaded.seat, view.path);
  if (!walk.ok) return refuse(interaction, tx('bot.refuse.invalidChoice'), ctx.log);
  if ('prompt' in walk) {
    // A click after which only formalities are left (a single slot, a single target) makes the move at once.
    const finished = view.group === undefined && view.page === undefined ? soleMovePath(loaded.engine, loaded.record.snapshot, loaded.seat, view.path, walk) : null;
    if (finished) return playMove(ctx, interaction, loaded, id.version, finished.path, locale);
    const panel = await panelMessage(ctx, loaded, view, locale, walk);
    if (!panel) return refuse(interaction, tx('bot.refuse.invalidChoice'), ctx.log);
    await sendPanel(ctx, interaction, loaded, panel, locale, 'update');
    return;
  }
  await playMove(ctx, interaction, loaded, id.version, view.path, locale);
}

/** Where a panel click leads; null when a select sent a value the panel never offered. */
function targetView(loaded: Loaded, id: Exclude<PanelId, { kind: 'cancel' }>, values: readonly string[]): PanelView | null {
  if (id.kind === 'panel') {
    const view: PanelView = { path: id.path };
    if (id.group !== undefined) view.group = id.group;
    if (id.page !== undefined) view.page = id.page;
    return view;
  }
  if (values.length !== 1) return null;
  const [value] = values;
  if (id.kind === 'pickGroup') return /^(0|[1-9][0-9]{0,3})$/.test(value) ? { path: id.path, group: Number(value) } : null;
  // An action merged with its target (mergeTargets) is two steps; walkPath checks both against the engine's options.
  if (id.group === undefined) return { path: [...id.path, ...stepsOf(value)] };
  // A pick inside an open group must be an option of that group.
  const walk = walkPath(loaded.engine, loaded.record.snapshot, loaded.seat, id.path);
  if (!walk.ok || !('prompt' in walk)) return null;
  const groups = optionGroups(walk.prompt.options);
  const option = walk.prompt.options.find((o) => o.id === value);
  if (!groups || !option || option.group !== groups[id.group]) return null;
  return { path: [...id.path, value] };
}

/**
 * The last step: under the game's lock only load, re-check the version (a racing click may have won), apply the move
 * and the automatic moves it sets off, and persist them in one save; the showing is queued before the lock is
 * released (show-queue.ts), so boards appear in version order while the next click already runs. Then the player's
 * panel is answered — with the saved result itself as the click's one answer (the panel collapses to one line, or
 * shows the seat's next decision), or, when the save took longer than ACK_DEADLINE_MS, after a deferral sent at that
 * deadline. A quiet move (the same seats awaited after it) edits the current board in place and pings nobody; any
 * other move shows a new board (publisher.ts) and pings the seats that are newly awaited.
 */
async function playMove(ctx: BotContext, interaction: ComponentClick, loaded: Loaded, version: number, path: readonly string[], locale: Locale): Promise<void> {
  const ack = deferUnlessAnswered(interaction, ACK_DEADLINE_MS, ctx.log);
  try {
    return await savedMove(ctx, interaction, loaded, version, path, locale, ack);
  } finally {
    await ack.settle();
  }
}

async function savedMove(ctx: BotContext, interaction: ComponentClick, loaded: Loaded, version: number, path: readonly string[], locale: Locale, ack: { settle(): Promise<void> }): Promise<void> {
  const { engine, seat } = loaded;
  const outcome = await ctx.locks.run(loaded.record.id, async (): Promise<{ refuse: Text } | { movedOn: GameRecord } | { before: GameRecord; next: GameRecord; shown: Promise<void> }> => {
    const record = await ctx.store.game(loaded.record.id);
    if (!record) return { refuse: tx('bot.refuse.unknownGame') };
    if (!decisionCurrent(engine, record, seat, version)) return { movedOn: record };
    const walk = walkPath(engine, record.snapshot, seat, path);
    if (!walk.ok || !('move' in walk)) return { refuse: tx('bot.refuse.invalidChoice') };
    const before = engine.awaiting(record.snapshot);
    let next: GameRecord;
    try {
      next = settleForced(engine, settleAutomatic(engine, applyMove(engine, record, seat, walk.move)), seat);
    } catch (error) {
      if (error instanceof RuleError) return { refuse: { key: error.key, params: error.params } };
      throw error;
    }
    const after = next.status === 'running' ? engine.awaiting(next.snapshot) : [];
    const quiet = next.status === 'running' && sameSeats(before, after);
    // The seats' clocks are part of the change, saved with it (the showing's upkeep then finds them in step).
    next = syncClocks(engine, next, ctx.clock.now(), quiet ? 'quiet' : 'change');
    await ctx.store.saveGame(next, record.version);
    // A move made by a button of its turn DM: the click's answer below rewrites that DM, the showing leaves it be.
    const fromDm = interaction.inGuild() ? {} : { answeredDm: interaction.message.id };
    const shown = queueShow(ctx, next.id, `board of #${next.id}`, () => (quiet ? refreshBoard(ctx, engine, next) : publish(ctx, engine, next, newlyAwaited(before, after), fromDm)));
    return { before: record, next, shown };
  });
  // Saved (or refused): from here the click is answered with the outcome itself, or edited when it was deferred.
  await ack.settle();
  if ('refuse' in outcome) return refuse(interaction, outcome.refuse, ctx.log);
  if ('movedOn' in outcome) return movedOn(ctx, interaction, { ...loaded, record: outcome.movedOn });

  const { before, next } = outcome;
  const played = t(locale, tx('bot.panel.played', { move: named(next, next.moves[before.moves.length].log[0]) }));
  // Answered in a turn DM: it says so as a settled ping would (turn-dms.ts), with what was played.
  const answered = interaction.inGuild() ? played : clipLines([t(locale, tx('bot.ping.answered', { game: engine.name, id: next.id })), played]);
  const shown: Loaded = { record: next, engine, seat };
  try {
    const continued = next.status === 'running' && engine.awaiting(next.snapshot).includes(seat) ? await panelMessage(ctx, shown, { path: [] }, locale) : null;
    if (continued) await sendPanel(ctx, interaction, shown, { ...continued, content: clipLines([played, '', continued.content]) }, locale, 'update', PICTURE_WAIT_MS);
    else if (interaction.deferred) await interaction.editReply({ content: answered, components: [], files: [] });
    else await interaction.update({ content: answered, components: [], files: [] });
  } catch (error) {
    logDiscordError(ctx.log, `panel answer for #${next.id}`, error);
  }
  await outcome.shown;
}
