// Entry point: configuration -> database -> container -> the api and/or worker role.

import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pino from 'pino';
import { cpctlHint } from './cli/hint.ts';
import { ConfigError, loadConfig } from './config.ts';
import { databaseTemplate } from './database-template.ts';
import { type Database, openDatabase } from './db/drivers.ts';
import type { App } from './http/app.ts';
import { gatheredDestination } from './lib/log-destination.ts';

function resolveAdminToken(configured: string | null, dataDir: string): { token: string; file: string | null } {
  if (configured !== null) return { token: configured, file: null };
  const file = path.join(dataDir, 'admin-token');
  if (fs.existsSync(file)) return { token: fs.readFileSync(file, 'utf8').trim(), file };
  fs.mkdirSync(dataDir, { recursive: true });
  const token = randomBytes(32).toString('base64url');
  fs.writeFileSync(file, `${token}\n`, { mode: 0o600 });
  return { token, file };
}

async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(`configuration error: ${err.message}`);
      process.exit(1);
    }
    throw err;
  }
  // Log lines are gathered per turn of the event loop and written in blocks of 4 KiB,
  // not with one write(2) each: a line per request then costs the server almost nothing.
  // The blocks are flushed when the process exits, so a clean shutdown loses none, and
  // a block that does not fill is written within a second.
  const logger = pino({ level: config.logLevel, base: { role: config.role } }, gatheredDestination(1));

  // Signals are handled from the first moment: a SIGTERM during start-up still closes
  // whatever was opened so far, in order.
  let app: App | null = null;
  let workers: { stop(): Promise<void> } | null = null;
  let database: Database | null = null;
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    const timer = setTimeout(() => {
      logger.error('shutdown grace period exceeded; exiting');
      process.exit(1);
    }, config.shutdownGraceMs);
    timer.unref();
    try {
      await app?.close(); // stop accepting, finish in-flight requests
      await workers?.stop(); // finish or release held jobs
      await database?.close();
    } finally {
      clearTimeout(timer);
      process.exit(0);
    }
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  const admin = resolveAdminToken(config.adminToken, config.database.dataDir);
  // The database opens in the background (a new embedded one first becomes a copy of the
  // migrated template, which the first start that needs one builds) while the rest of
  // the program loads and is built: neither queries anything until it is migrated.
  const template = databaseTemplate((err) => logger.warn({ err }, 'no copy of the database template; creating the database from nothing'));
  database = openDatabase(config.database, { template });
  const [{ createContainer }, { buildApp }] = await Promise.all([import('./container.ts'), import('./http/app.ts')]);
  const container = createContainer({ config, database, logger, adminToken: admin.token });
  if (config.role !== 'worker') app = await buildApp(container);
  await database.migrate();
  await container.prepare();
  if (stopping) return;

  if (app !== null) {
    await app.listen({ port: config.port, host: config.host });
    const address = app.server.address();
    const port = typeof address === 'object' && address !== null ? address.port : config.port;
    const base = `http://localhost:${port}`;
    const where = admin.file === null ? 'from ADMIN_TOKEN' : `in ${admin.file}`;
    process.stdout.write(
      `\nConnectivity platform (${database.kind}${config.role === 'all' ? '' : `, role ${config.role}`}) is listening on ${base}\n` +
        `  API reference: ${base}/docs   OpenAPI: ${base}/openapi.json\n` +
        `  Admin token: ${where}   Try: ${cpctlHint({ port, adminTokenFile: admin.file })}\n\n`,
    );
  }
  if (config.role !== 'api') {
    workers = container.startWorkers();
    if (config.role === 'worker') process.stdout.write(`Connectivity platform worker (${database.kind}) started\n`);
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
