import { describePandoriaGame } from './pandoria-game';

describePandoriaGame('family version', { variant: 'family' });
