import { ButtonBuilder, ButtonStyle } from 'discord.js';
import type { AnyEngine, Seat } from '../../engine/types';
import { encodeComponentId } from '../base/custom-id';
import type { GameRecord } from '../store/records';
import { stepBackRefusal } from '../game/undo-points';

/**
 * Taking back one's own steps without a vote (issue 19): while a seat is still on the move, the parts of its turn that
 * nobody else has seen completed are its own business. Allowed when the last move a player chose is this seat's,
 * neither it nor the automatic moves after it revealed anything hidden, and the seat is still awaited — so no other
 * player has acted since and the turn has not ended. Everything else stays with /undo and its vote.
 */
export function canUndoOwn(engine: AnyEngine, record: GameRecord, seat: Seat): boolean {
  if (record.status !== 'running') return false;
  const index = record.moves.findLastIndex((entry) => entry.auto !== true);
  if (index === -1 || record.moves[index].seat !== seat || stepBackRefusal(engine, record, index)) return false;
  if (record.moves.slice(index).some((entry) => entry.revealed)) return false;
  return engine.awaiting(record.snapshot).includes(seat);
}

/** The panel's "Take back my last step" button for the record's current version. */
export function ownUndoButton(record: GameRecord, label: string): ButtonBuilder {
  return new ButtonBuilder().setCustomId(encodeComponentId({ kind: 'ownUndo', game: record.id, version: record.version }).customId).setLabel(label).setStyle(ButtonStyle.Secondary);
}
