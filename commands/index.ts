import type { SlashCommand } from '../src/bot/kernel/command';
import { abandon } from './abandon';
import { away } from './away';
import { board } from './board';
import { games } from './games';
import { leave } from './leave';
import { leaderboard } from './leaderboard';
import { log } from './log';
import { newgame } from './newgame';
import { notify } from './notify';
import { profile } from './profile';
import { replayCommand } from './replay';
import { rules } from './rules';
import { seat } from './seat';
import { settings } from './settings';
import { status } from './status';
import { undo } from './undo';

/** Every slash command of the bot. */
export const commands: readonly SlashCommand[] = [newgame, status, games, rules, abandon, undo, notify, settings, log, board, leave, seat, leaderboard, profile, replayCommand, away];
