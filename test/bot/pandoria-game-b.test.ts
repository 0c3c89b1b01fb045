import { describePandoriaGame } from './pandoria-game';

describePandoriaGame('side B, all realm sets', { variant: 'b', sets: 'all' });
