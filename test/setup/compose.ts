// Every test file runs in a process composed as the bot's is (src/composition.ts): the games' texts installed.
import '../../src/composition';
