import 'dotenv/config';

// Start-up grows with the bot issue: with DISCORD_TOKEN it will connect to Discord, without it start the
// local playground. Until then it explains how to configure it.
if (!process.env.DISCORD_TOKEN) {
  console.log('Tafelrunde: no DISCORD_TOKEN configured. Copy .env.example to .env and set DISCORD_TOKEN and DISCORD_APP_ID.');
} else {
  console.log('Tafelrunde: the Discord client is not wired up yet in this build.');
}
