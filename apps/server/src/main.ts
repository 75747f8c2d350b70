// Starts the server: validated settings, database, application; stops gracefully on SIGTERM/SIGINT.
import { buildApp } from './app.js';
import { type Config, ConfigError, loadConfig } from './config.js';
import { drainAndClose } from './platform/drain.js';
import { demoAccounts } from './seed/demo.js';
import { prepareDatabase } from './start.js';

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

function banner(config: Config, databaseKind: string) {
  const lines = [
    '',
    `  ${config.productName} Eco is running at ${config.publicUrl}`,
    `  Database: ${databaseKind === 'pglite' ? `embedded (PGlite) in ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)'}`,
    `  Sign-in: ${config.externalIssuer ?? `embedded provider at ${config.issuer}`}`,
  ];
  if (config.demoData && !config.externalIssuer) {
    lines.push(`  Demo sign-ins (password: ${config.demoPassword}):`);
    for (const a of demoAccounts) lines.push(`    ${a.email.padEnd(34)} ${a.role ?? 'no role: sees nothing'}`);
  }
  console.log(`${lines.join('\n')}\n`);
}

const config = readConfig();
const { database } = await prepareDatabase(config);
const app = await buildApp({ config, database });
await app.listen({ port: config.port, host: config.host });
banner(config, database.kind);

/** Under the 30 s most orchestrators wait between SIGTERM and SIGKILL, after the drain. */
const SHUTDOWN_GRACE_MS = 20_000;
/** Of which the connections open at the close have this long to finish; then the app's workers stop. */
const REQUEST_GRACE_MS = 15_000;
let stopping = false;
async function stop(signal: string, drainMs: number) {
  if (stopping) return;
  stopping = true;
  app.log.info({ signal, drainMs }, 'shutting down: draining (readiness 503), then finishing requests in flight');
  // A request that never ends (a stalled download) is cut after REQUEST_GRACE_MS; should anything else
  // keep the stop waiting (a worker's send), after the drain and the grace period the process exits anyway.
  setTimeout(() => {
    app.log.warn({ graceMs: SHUTDOWN_GRACE_MS }, 'still stopping after the grace period: exiting');
    process.exit(1);
  }, drainMs + SHUTDOWN_GRACE_MS).unref();
  await drainAndClose(app, drainMs, REQUEST_GRACE_MS);
  await database.close();
  process.exit(0);
}
// An orchestrator's stop drains; Ctrl-C in a terminal stops at once (requests in flight still finish).
process.on('SIGTERM', () => void stop('SIGTERM', config.shutdownDrainSeconds * 1000));
process.on('SIGINT', () => void stop('SIGINT', 0));
