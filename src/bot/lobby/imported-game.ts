import {
  ActionRowBuilder,
  ButtonBuilder,
  ButtonStyle,
  MessageFlags,
  type Attachment,
  type ButtonInteraction,
  type ChatInputCommandInteraction,
} from 'discord.js';
import type { AnyEngine, Locale, Seat, Text } from '../../engine/types';
import { replay } from '../../engine/driver';
import { RuleError } from '../../engine/rule-error';
import { t, toLocale, tx, withSeatNames } from '../../i18n';
import { engineFor, type BotContext } from '../kernel/context';
import { encodeComponentId, type LobbyAction } from '../base/custom-id';
import { displayName } from '../kernel/display-name';
import { lobbyFromCommand, openGameThread, rememberLocale, showStart, type LobbyOutcome } from './lobby-shared';
import { queueShow } from '../show/show-queue';
import { readLogUpload } from './log-upload';
import type { OutgoingMessage } from '../show/messages';
import { sendableChannel } from '../kernel/channels';
import type { GameRecord, ImportedLobby, SeatRecord } from '../store/records';
import { engineVersionOf } from '../game/engine-version';
import { rememberLobbyMessage } from './lobby-guard';
import { openWithinLimits, startWithinLimits } from './member-limits';
import { logDiscordError, refuse } from '../kernel/replies';
import { applyMove, openLobby, settleAutomatic } from '../game/session';
import { relativeTimestamp, timeLimitLabel } from '../game/time-limit';
import { LOBBY_LIFETIME_MS } from './lobby-expiry';

/**
 * A game continued from an uploaded log: /newgame <game> log:<file> reads it through the engine's importLog, opens a
 * lobby with one seat per seat of the log (labelled, e.g. by faction), players claim seats by button, and Start
 * rebuilds the game by applying the log's moves one by one — it goes on at the log's end.
 */

/** Discord's rows: four of five seat buttons, the last row for Start and Cancel. */
const SEAT_BUTTONS_MAX = 20;
const ROW_SIZE = 5;

type Loaded = ReturnType<NonNullable<AnyEngine['importLog']>>;

/** Answers the /newgame interaction (deferred privately) with a private text. */
async function answer(ctx: BotContext, interaction: ChatInputCommandInteraction, text: Text): Promise<void> {
  try {
    await interaction.editReply({ content: t(toLocale(interaction.locale), text) });
  } catch (error) {
    logDiscordError(ctx.log, 'answer to /newgame with a log', error);
  }
}

/** The engine's reading of the log and the state at its end; a Text saying why not when it cannot go on. */
function readGame(ctx: BotContext, engine: AnyEngine, text: string): { game: Loaded; state: unknown } | { why: Text } {
  if (!engine.importLog) return { why: tx('bot.import.noImport', { game: engine.name }) };
  try {
    const game = engine.importLog(text);
    if (game.seats < engine.minSeats || game.seats > engine.maxSeats || game.seats > SEAT_BUTTONS_MAX) {
      return { why: tx('bot.import.seatCount', { n: game.seats, game: engine.name, min: engine.minSeats, max: Math.min(engine.maxSeats, SEAT_BUTTONS_MAX) }) };
    }
    const state = replay(engine, game.options, game.seats, game.seed, game.moves);
    if (engine.finished(state)) return { why: tx('bot.import.finished') };
    return { game, state };
  } catch (error) {
    if (error instanceof RuleError) return { why: tx('bot.import.unreadable', { why: { key: error.key, params: error.params } }) };
    ctx.log.error(`import of a ${engine.id} log failed`, error);
    return { why: tx('bot.import.failed') };
  }
}

/**
 * /newgame <game> log:<file>: downloads and reads the log, then posts the lobby of its seats in the channel. Every
 * refusal is private and creates nothing. `ignored` names the other options given, which the log overrides.
 */
export async function openImportedLobby(ctx: BotContext, interaction: ChatInputCommandInteraction, engine: AnyEngine, upload: Attachment, ignored: readonly string[]): Promise<void> {
  await interaction.deferReply({ flags: MessageFlags.Ephemeral });
  const file = await readLogUpload(upload);
  if ('why' in file) return answer(ctx, interaction, file.why);
  const read = readGame(ctx, engine, file.text);
  if ('why' in read) return answer(ctx, interaction, tx('bot.import.refused', { file: upload.name, why: read.why }));

  const channel = await sendableChannel(ctx, interaction.channelId);
  if (!channel) return answer(ctx, interaction, tx('bot.refuse.failed'));
  const { game, state } = read;
  const lobby = openLobby({
    engine,
    options: game.options,
    seatOrder: 'joined',
    ...lobbyFromCommand(ctx, interaction),
  });
  const imported: ImportedLobby = { hostName: displayName(interaction), filename: upload.name, labels: game.seatLabels, claims: game.seatLabels.map(() => null), moves: game.moves };
  const record: GameRecord = { ...lobby, seats: [], seed: game.seed, imported };
  // Persist before posting: the seat buttons must find their record. Within the host's limits, checked as one step with the save.
  const saved = await openWithinLimits(ctx, { guildId: record.guildId, userId: record.hostId }, async () => {
    await ctx.store.saveGame(record);
    await ctx.store.indexChannel(record.channelId, record.id);
    await ctx.store.indexUser(record.hostId, record.id, true);
  });
  if ('refuse' in saved) return answer(ctx, interaction, saved.refuse);
  await rememberLocale(ctx, interaction);
  try {
    const posted = await channel.send({ ...importedLobbyMessage(engine, record, state), allowedMentions: { parse: [] } });
    await rememberLobbyMessage(ctx, record.id, posted.id);
    const note = ignored.length > 0 ? [tx('bot.import.ignored', { names: ignored.join(', ') })] : [];
    const locale = toLocale(interaction.locale);
    await interaction.editReply({ content: [t(locale, tx('bot.import.opened', { file: upload.name, link: posted.url })), ...note.map((text) => t(locale, text))].join('\n') });
  } catch (error) {
    logDiscordError(ctx.log, `lobby of the imported #${record.id}`, error);
    await ctx.store.saveGame({ ...record, status: 'abandoned' }, record.version);
    await answer(ctx, interaction, tx('bot.refuse.failed'));
  }
}

function seatLabel(record: GameRecord, seat: Seat, locale: Locale): string {
  const label = record.imported?.labels[seat];
  return label ? t(locale, label) : `#${seat + 1}`;
}

/** The lobby: what the log holds, each seat with its player (or free), seat buttons, Start and Cancel. */
export function importedLobbyMessage(engine: AnyEngine, record: GameRecord, state: unknown): OutgoingMessage {
  const locale = record.locale;
  const imported = record.imported;
  if (!imported) throw new Error(`#${record.id} is no imported lobby`);
  const labels = imported.labels.map((label) => t(locale, label));
  const status = withSeatNames(engine.status(state), labels);
  const lines = [
    t(locale, tx('bot.import.title', { game: engine.name, id: record.id, host: imported.hostName })),
    t(locale, tx('bot.import.summary', { file: imported.filename, moves: imported.moves.length, status })),
    ...imported.claims.map((claim, seat) => t(locale, tx('bot.import.seatLine', { label: labels[seat], name: claim ? claim.name : tx('bot.import.free') }))),
    t(locale, tx('bot.time.lobby', { limit: timeLimitLabel(record.timeLimit ?? 'none') })),
    t(locale, tx('bot.import.hint')),
    t(locale, tx('bot.lobby.expiresNote', { deadline: relativeTimestamp(Date.parse(record.createdAt) + LOBBY_LIFETIME_MS) })),
  ];
  const seatButtons = imported.claims.map((claim, seat) =>
    new ButtonBuilder()
      .setCustomId(encodeComponentId({ kind: 'seat', game: record.id, seat }).customId)
      .setLabel((claim ? t(locale, tx('bot.import.seatButton', { label: labels[seat], name: claim.name })) : labels[seat]).slice(0, 80))
      .setStyle(claim ? ButtonStyle.Secondary : ButtonStyle.Primary),
  );
  const rows = [];
  for (let start = 0; start < seatButtons.length; start += ROW_SIZE) rows.push(new ActionRowBuilder<ButtonBuilder>().addComponents(seatButtons.slice(start, start + ROW_SIZE)).toJSON());
  const control = (action: LobbyAction, style: ButtonStyle) =>
    new ButtonBuilder()
      .setCustomId(encodeComponentId({ kind: 'lobby', game: record.id, action }).customId)
      .setLabel(t(locale, tx(`bot.lobby.${action}`)))
      .setStyle(style);
  const allClaimed = imported.claims.every((claim) => claim !== null);
  rows.push(new ActionRowBuilder<ButtonBuilder>().addComponents(control('start', ButtonStyle.Success).setDisabled(!allClaimed), control('cancel', ButtonStyle.Danger)).toJSON());
  return { content: lines.join('\n'), files: [], components: rows };
}

/** The state at the log's end, for the lobby message (a lobby has no snapshot yet). */
function lobbyState(engine: AnyEngine, record: GameRecord): unknown {
  return replay(engine, record.options, record.imported?.labels.length ?? 0, record.seed, record.imported?.moves ?? []);
}

/**
 * A click on a seat button: take the seat (leaving one's other seat), give it up when it is one's own, or hear who has
 * it. Acknowledged first; under the game's lock only load, check and save; the lobby's new look is queued for showing.
 */
export async function handleSeatClaim(ctx: BotContext, interaction: ButtonInteraction, gameRecordId: string, seat: Seat): Promise<void> {
  await interaction.deferUpdate();
  const locale = toLocale(interaction.locale);
  const outcome = await ctx.locks.run(gameRecordId, async (): Promise<LobbyOutcome> => {
    const record = await ctx.store.game(gameRecordId);
    const engine = record ? engineFor(ctx, record.gameId) : undefined;
    if (!record || !engine) return { refuse: tx('bot.refuse.unknownGame') };
    if (record.status !== 'lobby' || !record.imported) return { refuse: tx('bot.lobby.closed') };
    const claims = record.imported.claims;
    if (seat >= claims.length) return { refuse: tx('bot.refuse.garbled') };
    const userId = interaction.user.id;
    const holder = claims[seat];
    if (holder && holder.userId !== userId) return { refuse: tx('bot.import.taken', { label: seatLabel(record, seat, locale), name: holder.name }) };
    const me: SeatRecord = { userId, name: displayName(interaction) };
    const next = claims.map((claim, index) => (index === seat ? (holder ? null : me) : claim?.userId === userId ? null : claim));
    const updated: GameRecord = { ...record, seats: next.filter((claim): claim is SeatRecord => claim !== null), imported: { ...record.imported, claims: next } };
    await ctx.store.saveGame(updated, record.version);
    if (userId !== record.hostId) await ctx.store.indexUser(userId, record.id, !holder);
    return {
      shown: queueShow(ctx, record.id, `lobby #${record.id}`, () =>
        interaction.editReply({ ...importedLobbyMessage(engine, updated, lobbyState(engine, updated)), allowedMentions: { parse: [] } }),
      ),
    };
  });
  if ('refuse' in outcome) return refuse(interaction, outcome.refuse, ctx.log);
  await rememberLocale(ctx, interaction);
  await outcome.shown;
}

/**
 * The running game rebuilt from the log: the claimed seats in the log's order, then every move of the log applied
 * one by one (each logged as the bot logs a move), so the game stands exactly at the log's end. Only then do the
 * rules and the seats' settings decide what they decide by themselves (never between the log's own lines).
 */
export function startImportedGame(engine: AnyEngine, lobby: GameRecord): GameRecord {
  const { imported, ...rest } = lobby;
  if (!imported || imported.claims.some((claim) => claim === null)) throw new Error(`#${lobby.id}: not every seat is claimed`);
  const seats = imported.claims.filter((claim): claim is SeatRecord => claim !== null);
  const snapshot = engine.setup(lobby.options, seats.length, lobby.seed);
  const points: number[] = [];
  for (const line of engine.scores(snapshot)) points[line.seat] = line.preview;
  let record: GameRecord = { ...rest, seats, snapshot, status: 'running', version: lobby.version + 1, engineVersion: engineVersionOf(engine), scoreHistory: [{ round: engine.progress(snapshot).round, points }] };
  for (const { seat, move } of imported.moves) record = applyMove(engine, record, seat, move);
  return settleAutomatic(engine, record);
}

/**
 * Start / Cancel (and forged Join / Leave) in the lobby of an imported log. Runs under the game's lock (the click is
 * acknowledged already): saves and queues the showing, or answers a refusal.
 */
export async function handleImportedLobbyClick(ctx: BotContext, interaction: ButtonInteraction, engine: AnyEngine, record: GameRecord, action: LobbyAction): Promise<LobbyOutcome> {
  const isHost = interaction.user.id === record.hostId;
  if (action === 'join' || action === 'leave') return { refuse: tx('bot.import.useSeats') };
  if (!isHost) return { refuse: tx('bot.import.onlyHost') };
  if (action === 'cancel') {
    await ctx.store.saveGame({ ...record, status: 'abandoned' }, record.version);
    const text = t(record.locale, tx('bot.lobby.cancelled', { game: engine.name, id: record.id }));
    return { shown: queueShow(ctx, record.id, `close lobby #${record.id}`, () => interaction.editReply({ content: text, components: [], allowedMentions: { parse: [] } })) };
  }
  const free = (record.imported?.claims ?? []).flatMap((claim, seat) => (claim ? [] : [seatLabel(record, seat, toLocale(interaction.locale))]));
  if (free.length > 0) return { refuse: tx('bot.import.unclaimed', { labels: free.join(', ') }) };
  const claimed = (record.imported?.claims ?? []).filter((claim): claim is SeatRecord => claim !== null);
  return startWithinLimits(ctx, record, claimed, async () => {
    const threadId = await openGameThread(ctx, interaction, engine, record);
    const started: GameRecord = { ...startImportedGame(engine, record), threadId };
    if (threadId) await ctx.store.indexChannel(threadId, record.id);
    await ctx.store.saveGame(started, record.version);
    return { shown: showStart(ctx, interaction, engine, started) };
  });
}
