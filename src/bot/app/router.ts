import type { Interaction } from 'discord.js';
import { tx } from '../../i18n';
import type { SlashCommand } from '../kernel/command';
import { fitsMessage, fitsSeatMessage, surfaceOf } from '../game/click-origin';
import type { BotContext } from '../kernel/context';
import { noteError, noteGame, noteKind, observeInteraction } from '../kernel/interaction-log';
import { parseCustomId, type ComponentId } from '../base/custom-id';
import { handleSeatClaim } from '../lobby/imported-game';
import { handleLobbyClick } from '../lobby/lobby';
import { handleMine } from '../play/mine';
import { handleOwnUndo } from '../play/own-undo';
import { refuse } from '../kernel/replies';
import { routeSeatComponent } from '../seats/seat-components';
import { parseSeatComponentId } from '../game/seat-ids';
import { showReplay } from '../history/replay';
import { StoreError } from '../store/store';
import { VersionConflictError } from '../store/sql/errors';
import { handleGameButton, handlePanel, type ComponentClick } from '../play/turn';
import { handleVote } from '../seats/votes';

/** Resolves a custom_id to what it means: inline, or through a stored token. Null when forged or garbled. */
async function resolveComponentId(ctx: BotContext, customId: string): Promise<ComponentId | null> {
  const parsed = parseCustomId(customId);
  if (!parsed.ok) return null;
  if ('id' in parsed) return parsed.id;
  return (await ctx.store.unstash(parsed.token)) ?? null;
}

/** The kind of click the log line and the metrics name: the custom id's kind, with the action where it has one. */
function clickKind(id: ComponentId): string {
  if (id.kind === 'game' || id.kind === 'lobby') return `${id.kind}:${id.action}`;
  if (id.kind === 'vote') return `vote:${id.topic}`;
  return id.kind;
}

async function routeComponent(ctx: BotContext, interaction: ComponentClick): Promise<void> {
  const seatId = parseSeatComponentId(interaction.customId);
  if (seatId) {
    noteKind(`seat:${seatId.kind}`);
    noteGame(seatId.game);
  }
  if (seatId && !fitsSeatMessage(seatId, interaction.message)) return refuse(interaction, tx('bot.refuse.garbled'), ctx.log);
  if (await routeSeatComponent(ctx, interaction)) return;
  const id = await resolveComponentId(ctx, interaction.customId);
  if (!id) return refuse(interaction, tx('bot.refuse.garbled'), ctx.log);
  noteKind(clickKind(id));
  noteGame(id.game);
  // A forged id must fit the message it arrives on (click-origin.ts): otherwise it is refused before anything loads.
  if (!(await fitsMessage(id, interaction.message, interaction.user.id, ctx.client.user?.id, (customId) => resolveComponentId(ctx, customId)))) {
    return refuse(interaction, tx(surfaceOf(id) === 'panel' ? 'bot.click.notYourPanel' : 'bot.refuse.garbled'), ctx.log);
  }
  const isButton = interaction.isButton();
  switch (id.kind) {
    case 'lobby':
      return isButton ? handleLobbyClick(ctx, interaction, id.game, id.action) : refuse(interaction, tx('bot.refuse.garbled'), ctx.log);
    case 'seat':
      return isButton ? handleSeatClaim(ctx, interaction, id.game, id.seat) : refuse(interaction, tx('bot.refuse.garbled'), ctx.log);
    case 'game':
      return isButton ? handleGameButton(ctx, interaction, id.game, id.version, id.action) : refuse(interaction, tx('bot.refuse.garbled'), ctx.log);
    case 'vote':
      return isButton ? handleVote(ctx, interaction, id.game, id.version, id.topic, id.agree) : refuse(interaction, tx('bot.refuse.garbled'), ctx.log);
    case 'pick':
    case 'pickGroup':
      // Select-menu ids arriving from a button were forged.
      return isButton ? refuse(interaction, tx('bot.refuse.garbled'), ctx.log) : handlePanel(ctx, interaction, id);
    case 'panel':
    case 'cancel':
      return isButton ? handlePanel(ctx, interaction, id) : refuse(interaction, tx('bot.refuse.garbled'), ctx.log);
    case 'replay':
      return isButton ? showReplay(ctx, interaction, id.game, id.moves) : refuse(interaction, tx('bot.refuse.garbled'), ctx.log);
    case 'ownUndo':
      return isButton ? handleOwnUndo(ctx, interaction, id.game, id.version) : refuse(interaction, tx('bot.refuse.garbled'), ctx.log);
    case 'mine':
      return isButton ? handleMine(ctx, interaction, id.game) : refuse(interaction, tx('bot.refuse.garbled'), ctx.log);
    case 'replayRound': {
      const value = interaction.isStringSelectMenu() && interaction.values.length === 1 ? interaction.values[0] : '';
      return /^(0|[1-9][0-9]{0,8})$/.test(value) ? showReplay(ctx, interaction, id.game, Number(value)) : refuse(interaction, tx('bot.refuse.garbled'), ctx.log);
    }
  }
}

/** The one interaction handler: slash commands by name, components by custom_id; one log line each. Never throws. */
export function createRouter(ctx: BotContext, commands: readonly SlashCommand[]): (interaction: Interaction) => Promise<void> {
  const byName = new Map(commands.map((command) => [command.name, command]));
  return (interaction) => observeInteraction(ctx, interaction, async () => {
    try {
      if (interaction.isChatInputCommand()) {
        const command = byName.get(interaction.commandName);
        if (command) await command.run(ctx, interaction);
        else await refuse(interaction, tx('bot.refuse.garbled'), ctx.log);
      } else if (interaction.isButton() || interaction.isStringSelectMenu()) {
        await routeComponent(ctx, interaction);
      }
    } catch (error) {
      // Another process changed the game between this click's read and its save: nothing was written, and the click
      // is answered as a button of an older position is ("the board has moved on").
      if (error instanceof VersionConflictError) {
        if (interaction.isRepliable()) await refuse(interaction, error.refusal, ctx.log);
        return;
      }
      // The interaction's log line carries the error (interaction-log.ts).
      noteError(error);
      if (error instanceof StoreError) ctx.metrics?.storeErrors.inc();
      // A store failure is the one the player can act on: nothing was saved, so the same click may be tried again.
      if (interaction.isRepliable()) await refuse(interaction, tx(error instanceof StoreError ? 'bot.store.notSaved' : 'bot.refuse.failed'), ctx.log);
    }
  });
}
