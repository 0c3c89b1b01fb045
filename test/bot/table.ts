/**
 * A running bot on the local Discord, acted on as users through the control API only (commands, clicks, selects), as
 * a person would in Discord; game records are read from the store the bot writes. The test harness and the
 * playground table differ only in how they start the bot.
 */
import type { ActionResult, ControlClient, ControlMessage, UserInfo } from '../../src/emulator';
import { findComponent } from '../../src/emulator';
import type { GameRecord } from '../../src/bot/store/records';
import type { GameStore } from '../../src/bot/store/game-store';

export abstract class DiscordTable {
  abstract get control(): ControlClient;
  /** The channel /newgame is run in unless another is named. */
  abstract get gamesChannel(): string;
  /** A connection to the store the bot writes. */
  abstract store: GameStore;

  async command(user: UserInfo, name: string, options: Record<string, string | number | boolean> = {}, channelId = this.gamesChannel): Promise<ActionResult> {
    return this.control.runCommand({ userId: user.id, channelId, name, options, settle: true });
  }

  async click(user: UserInfo, message: ControlMessage, customId: string): Promise<ActionResult> {
    return this.control.click({ userId: user.id, messageId: message.id, customId, settle: true });
  }

  async select(user: UserInfo, message: ControlMessage, customId: string, value: string): Promise<ActionResult> {
    return this.control.select({ userId: user.id, messageId: message.id, customId, values: [value], settle: true });
  }

  /** The game record behind a lobby or board message (read back from the store the bot writes). */
  async record(gameRecordId: string): Promise<GameRecord> {
    const record = await this.store.game(gameRecordId);
    if (!record) throw new Error(`no game ${gameRecordId}`);
    return record;
  }

  /** /newgame <game>, the others join, the host starts. Answers the record id and the game's thread (or channel). */
  async startGame(host: UserInfo, others: UserInfo[], { game, ...options }: { game: string } & Record<string, string | number | boolean>): Promise<{ id: string; channelId: string }> {
    const opened = await this.command(host, `newgame ${game}`, options);
    const lobby = opened.message;
    if (!lobby) throw new Error(`no lobby: ${JSON.stringify(opened)}`);
    const join = findComponent(lobby, (c) => /^l:[a-z0-9]{8}:join$/.test(c.custom_id ?? ''));
    const id = (join?.custom_id ?? '').split(':')[1];
    for (const other of others) await this.click(other, lobby, `l:${id}:join`);
    await this.click(host, lobby, `l:${id}:start`);
    const record = await this.record(id);
    const channelId = record.threadId ?? record.channelId;
    const board = await this.boardOf(id, channelId, host);
    // The bot records the board after posting it: the game is settled once its record names that board.
    await this.control.waitFor(async () => (await this.record(id)).messageId === board.id, { description: `board of ${id} recorded`, timeoutMs: 15_000 });
    return { id, channelId };
  }

  /** The newest board message of a game (the one with Play/Status/Log), once it shows the game's current version. */
  async boardOf(gameRecordId: string, channelId: string, viewer: UserInfo, intervalMs = 25): Promise<ControlMessage> {
    return this.control.waitFor(
      async () => {
        const record = await this.record(gameRecordId);
        const play = `g:${gameRecordId}:${record.version}:play`;
        // The board the record names first (one message), else the channel's history (a new board not yet recorded).
        const named = record.messageId ? await this.control.message(record.messageId, viewer.id) : null;
        if (named && findComponent(named, play)) return named;
        const messages = await this.control.messages(channelId, viewer.id);
        return messages.find((m) => findComponent(m, play)) ?? null;
      },
      { description: `board of ${gameRecordId}`, timeoutMs: 15_000, intervalMs },
    );
  }

  /** The final message of a finished game, once posted (the record is saved before the message goes out). */
  async finalMessage(gameRecordId: string, channelId: string, viewer: UserInfo): Promise<ControlMessage> {
    return this.control.waitFor(
      async () => {
        const final = (await this.control.messages(channelId, viewer.id)).find((m) => m.content.includes(`#${gameRecordId} — game over`));
        // The bot is done once the record names the final message: the older board has lost its buttons by then.
        return final && (await this.record(gameRecordId)).messageId === final.id ? final : null;
      },
      { description: `final message of ${gameRecordId}`, timeoutMs: 15_000 },
    );
  }

  /** Presses Play and answers the ephemeral panel (or the refusal). */
  async play(user: UserInfo, board: ControlMessage): Promise<ControlMessage> {
    const play = findComponent(board, (c) => (c.custom_id ?? '').endsWith(':play'));
    const result = await this.click(user, board, play?.custom_id ?? '');
    const panel = result.message ?? result.followUps[0];
    if (!panel) throw new Error(`no answer to Play: ${JSON.stringify(result)}`);
    return panel;
  }
}
