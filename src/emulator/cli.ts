/**
 * Runs the emulator as a standalone server:
 * `tsx src/emulator/cli.ts [--port 8484] [--host 127.0.0.1] [--verbose] [--no-rate-limits] [--interactions-endpoint URL]…`.
 * Prints the playground URL, the REST base, the bot token a discord.js client logs in with and the public key
 * interactions over HTTP are signed with.
 */
import { UNLIMITED_RATE_LIMITS } from './rate-limits';
import { startEmulator } from './server';

function argument(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

/** Every value of a flag that may repeat. */
function allArguments(name: string): string[] {
  return process.argv.flatMap((arg, i) => (arg === `--${name}` && process.argv[i + 1] !== undefined ? [process.argv[i + 1] ?? ''] : []));
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
  ...(process.argv.includes('--no-rate-limits') ? { rateLimits: UNLIMITED_RATE_LIMITS } : {}),
  interactionsEndpoints: allArguments('interactions-endpoint'),
});
console.log(`Local Discord running at ${emulator.url}/`);
console.log(`  discord.js: new Client({ rest: { api: '${emulator.restUrl}' } }).login('${emulator.token}')`);
console.log(`  application id ${emulator.applicationId}, guild ${emulator.seed?.guildId ?? '-'}`);
console.log(`  public key ${emulator.publicKey}`);
const endpoints = await emulator.control.interactionsEndpoint();
if (endpoints.endpoints.length > 0) console.log(`  interactions go over HTTP to ${endpoints.endpoints.join(', ')}`);

const stop = (): void => {
  void emulator.close().then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
