/**
 * Runs the emulator as a standalone server: `tsx src/emulator/cli.ts [--port 8484] [--host 127.0.0.1] [--verbose]`.
 * Prints the playground URL, the REST base and the bot token a discord.js client logs in with.
 */
import { startEmulator } from './server';

function argument(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

const port = Number(argument('port') ?? process.env.EMULATOR_PORT ?? 8484);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`invalid --port ${String(argument('port'))}`);
  process.exit(2);
}
const emulator = await startEmulator({
  port,
  host: argument('host') ?? '127.0.0.1',
  verbose: process.argv.includes('--verbose'),
});
console.log(`Local Discord running at ${emulator.url}/`);
console.log(`  discord.js: new Client({ rest: { api: '${emulator.restUrl}' } }).login('${emulator.token}')`);
console.log(`  application id ${emulator.applicationId}, guild ${emulator.seed?.guildId ?? '-'}`);

const stop = (): void => {
  void emulator.close().then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
