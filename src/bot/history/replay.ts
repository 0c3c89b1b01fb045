import { ActionRowBuilder, AttachmentBuilder, ButtonBuilder, ButtonStyle, MessageFlags, StringSelectMenuBuilder, type APIActionRowComponent, type APIComponentInMessageActionRow, type ButtonInteraction, type ChatInputCommandInteraction, type StringSelectMenuInteraction } from 'discord.js';
import { replay } from '../../engine/driver';
import type { AnyEngine, Locale, Text } from '../../engine/types';
import { t, toLocale, tx } from '../../i18n';
import { engineFor, type BotContext } from '../kernel/context';
import { encodeComponentId, type ReplayNav } from '../base/custom-id';
import { clipLines, moveLines } from '../show/messages';
import type { GameRecord } from '../store/records';
import { logDiscordError, refuse } from '../kernel/replies';
import { logReplayRefusal } from '../game/engine-version';
import { seatOf } from '../game/session';
import { drawQueued, Superseded } from '../base/draw-queue';
import { isVisibleTo } from '../kernel/game-visibility';

/** Discord's limit of options in one select menu. */
const MAX_ROUND_OPTIONS = 25;

type ReplayInteraction = ChatInputCommandInteraction | ButtonInteraction | StringSelectMenuInteraction;

/**
 * Who may watch which replay. A finished (or abandoned) game: anyone on its server, with the public board. A running
 * game: only its players, and still only the public board — what everyone was shown after each move, never a
 * private view. A game of another server is unknown here (game-visibility.ts). Answers the refusal, or null when allowed.
 */
export function watchRefusal(record: GameRecord | undefined, id: string, guildId: string | null, userId: string): Text | null {
  if (!record || !isVisibleTo(record, { guildId, userId })) return tx('replay.notFound', { id });
  if (record.status === 'lobby') return tx('replay.notStarted', { id });
  if (record.status === 'running' && seatOf(record, userId) === null) return tx('replay.notPlayer', { id });
  return null;
}

/** The round after each number of moves played (index 0 = the start), from the record's score history or a replay. */
function roundsByMoves(engine: AnyEngine, record: GameRecord): number[] {
  if (record.scoreHistory.length === record.moves.length + 1) return record.scoreHistory.map((point) => point.round);
  let state = engine.setup(record.options, record.seats.length, record.seed);
  const rounds = [engine.progress(state).round];
  for (const entry of record.moves) {
    state = engine.apply(state, entry.seat, entry.move);
    rounds.push(engine.progress(state).round);
  }
  return rounds;
}

/** Where each round begins (the number of moves after which it is first reached); at most 25, spread evenly. */
export function roundStarts(rounds: readonly number[]): { round: number; moves: number }[] {
  const starts: { round: number; moves: number }[] = [];
  rounds.forEach((round, moves) => {
    if (moves === 0 || round !== rounds[moves - 1]) starts.push({ round, moves });
  });
  if (starts.length <= MAX_ROUND_OPTIONS) return starts;
  return Array.from({ length: MAX_ROUND_OPTIONS }, (_, i) => starts[Math.round((i * (starts.length - 1)) / (MAX_ROUND_OPTIONS - 1))]);
}

function navigation(record: GameRecord, shown: number, total: number, rounds: readonly number[], locale: Locale): APIActionRowComponent<APIComponentInMessageActionRow>[] {
  const button = (nav: ReplayNav, target: number, emoji: string, disabled: boolean) =>
    new ButtonBuilder().setCustomId(encodeComponentId({ kind: 'replay', game: record.id, moves: target, nav }).customId).setLabel(emoji).setStyle(ButtonStyle.Secondary).setDisabled(disabled);
  const buttons = new ActionRowBuilder<ButtonBuilder>().addComponents(
    button('f', 0, '⏮', shown === 0),
    button('p', Math.max(0, shown - 1), '◀', shown === 0),
    button('n', Math.min(total, shown + 1), '▶', shown >= total),
    button('l', total, '⏭', shown >= total),
  );
  const starts = roundStarts(rounds.slice(0, total + 1));
  const current = starts.filter((start) => start.moves <= shown).at(-1);
  const select = new StringSelectMenuBuilder()
    .setCustomId(encodeComponentId({ kind: 'replayRound', game: record.id }).customId)
    .setPlaceholder(t(locale, tx('replay.rounds')))
    .addOptions(
      starts.map((start) => ({
        label: start.moves === 0 ? t(locale, tx('replay.roundStart')) : t(locale, tx('replay.round', { round: start.round, n: start.moves })),
        value: String(start.moves),
        default: start === current,
      })),
    );
  return [buttons.toJSON(), new ActionRowBuilder<StringSelectMenuBuilder>().addComponents(select).toJSON()];
}

/** The text of a replay position: which move of how many, and that move's log lines (or the start). */
function replayText(engine: AnyEngine, record: GameRecord, shown: number, locale: Locale): string {
  const lines = [t(locale, tx('replay.title', { game: engine.name, id: record.id, n: shown, total: record.moves.length }))];
  if (shown === 0) lines.push(t(locale, tx('replay.start')));
  else {
    const [own, ...events] = moveLines(record, shown - 1, locale);
    lines.push(t(locale, tx('replay.move', { n: shown, line: own })), ...events);
  }
  if (record.status === 'running') lines.push('', t(locale, tx('replay.running')));
  return clipLines(lines);
}

/**
 * The public board after `shown` moves: the record's moves replayed through the engine, drawn by the game's renderer
 * — through the draw queue as browsing, in the member's own lane, so a member clicking through a replay takes turns
 * with everyone else; a click on the same replay message replaces the drawing of an earlier click still waiting.
 */
async function replayBoard(ctx: BotContext, engine: AnyEngine, record: GameRecord, shown: number, locale: Locale, interaction: ReplayInteraction): Promise<AttachmentBuilder[]> {
  const render = Object.hasOwn(ctx.renderers, engine.id) ? ctx.renderers[engine.id] : undefined;
  if (!render) return [];
  const key = interaction.isMessageComponent() ? { key: `replay:${interaction.message.id}` } : {};
  // Replaying is work on the bot's own thread: done when the drawing's turn comes, so forty clicks queue instead of
  // replaying forty games at once while other games' clicks wait.
  const draw = async () => {
    const state = replay(engine, record.options, record.seats.length, record.seed, record.moves.slice(0, shown));
    return render(engine.view(state, null), locale, { playerNames: record.seats.map((seat) => seat.name) });
  };
  const png = await drawQueued(ctx.draws, { kind: 'browse', guild: interaction.guildId ?? '', lane: interaction.user.id, ...key, draw });
  return [new AttachmentBuilder(png, { name: 'replay.png', description: t(locale, tx('replay.alt', { game: engine.name, n: shown })) })];
}

/**
 * /replay and its buttons: checks who may watch (watchRefusal) and that today's engine replays the game as it was played (logReplayRefusal), acknowledges (a new private message for the
 * command, the same message for a click), then replays to the asked move and shows board, log line and navigation.
 * `moves` null = the last move. Every click re-reads the record, so a running game's replay reaches its newest move.
 */
export async function showReplay(ctx: BotContext, interaction: ReplayInteraction, recordId: string, moves: number | null): Promise<void> {
  const locale = toLocale(interaction.locale);
  const record = await ctx.store.game(recordId);
  const engine = record ? engineFor(ctx, record.gameId) : undefined;
  const refusal = watchRefusal(engine ? record : undefined, recordId, interaction.guildId, interaction.user.id);
  if (refusal || !record || !engine) return refuse(interaction, refusal ?? tx('replay.notFound', { id: recordId }), ctx.log);
  const outdated = logReplayRefusal(engine, record);
  if (outdated) return refuse(interaction, outdated, ctx.log);
  const total = record.moves.length;
  const shown = moves ?? total;
  if (shown > total) return refuse(interaction, tx('replay.noMove', { n: shown, total }), ctx.log);
  // Replaying and drawing take time: acknowledge first.
  if (interaction.isChatInputCommand()) await interaction.deferReply({ flags: MessageFlags.Ephemeral });
  else await interaction.deferUpdate();
  let files: AttachmentBuilder[] = [];
  try {
    files = await replayBoard(ctx, engine, record, shown, locale, interaction);
  } catch (error) {
    // A later click on this replay message asked for another position: it answers instead.
    if (error instanceof Superseded) return;
    ctx.log.error(`replay #${record.id} at move ${shown} failed`, error);
  }
  try {
    await interaction.editReply({ content: replayText(engine, record, shown, locale), components: navigation(record, shown, total, roundsByMoves(engine, record), locale), files });
  } catch (error) {
    logDiscordError(ctx.log, `replay answer for #${record.id}`, error);
  }
}
