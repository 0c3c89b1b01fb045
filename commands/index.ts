import type { SlashCommand } from '../src/bot/command';
import { abandon } from './abandon';
import { board } from './board';
import { games } from './games';
import { log } from './log';
import { newgame } from './newgame';
import { notify } from './notify';
import { rules } from './rules';
import { settings } from './settings';
import { status } from './status';
import { undo } from './undo';

/** Every slash command of the bot. */
export const commands: readonly SlashCommand[] = [newgame, status, games, rules, abandon, undo, notify, settings, log, board];
