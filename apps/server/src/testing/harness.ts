// Starts the real application on a fresh database and a free loopback port, with the demo data, and
// signs demo users in through the embedded provider to get real tokens.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../app.js';
import { type Config, loadConfig } from '../config.js';
import type { Db } from '../db/client.js';
import { seedDemoIfEmpty } from '../seed/demo.js';
import { syncBuiltInRoles } from '../seed/roles.js';
import { checkAuditEvents } from './audit-check.js';
import { freePort } from './free-port.js';
import { type Fetch, signIn } from './sign-in.js';
import { openDemoCopy, openTestDatabase } from './test-database.js';

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  db: Db;
  baseUrl: string;
  /** A real access token for a demo user (password from the configuration), cached per file. */
  tokenFor(email: string): Promise<string>;
  /** Authorization header for a demo user. */
  as(email: string): Promise<{ authorization: string }>;
  close(): Promise<void>;
}

export { freePort } from './free-port.js';

/**
 * tokenFor and as for demo users, signing in at the configuration's public URL through the embedded
 * provider, once per e-mail; `send` routes the sign-in's requests (a cluster pins them to one instance).
 */
export function demoTokens(config: Config, send?: Fetch): Pick<TestApp, 'tokenFor' | 'as'> {
  const tokens = new Map<string, Promise<string>>();
  const tokenFor = (email: string) => {
    let token = tokens.get(email);
    if (!token) {
      token = signIn(config.publicUrl, {
        email,
        password: config.demoPassword,
        clientId: config.clientId,
        redirectUri: `${config.publicUrl}/authCallback`,
        ...(send ? { fetch: send } : {}),
      }).then((t) => t.accessToken);
      tokens.set(email, token);
    }
    return token;
  };
  return { tokenFor, as: async (email) => ({ authorization: `Bearer ${await tokenFor(email)}` }) };
}

export async function startTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'eco-test-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  const config = loadConfig({
    PORT: String(port),
    PUBLIC_URL: baseUrl,
    DATA_DIR: dataDir,
    WEB_DIST: path.join(dataDir, 'no-web'),
    DEMO_DATA: 'true',
    // Every response of every test is checked against the contract.
    VALIDATE_RESPONSES: 'true',
    // No test platform sync in the background of every test app (a fake server and a worker polling
    // every 2 s in each, sending the demo's queued items): the tests of the sync turn it on.
    CLASSMARKER_POLL_MS: '0',
    ...env,
  });
  // The run's demo database copied (global-setup.ts), when it was seeded with this app's password;
  // otherwise an empty one, migrated and seeded here. On a copy the three steps below find nothing to do.
  const template = inject('demoTemplate');
  const copy = template?.demoPassword === config.demoPassword ? await openDemoCopy(template) : undefined;
  const database = copy ?? (await openTestDatabase());
  await database.migrate();
  await syncBuiltInRoles(database.db);
  await seedDemoIfEmpty(database.db, config.demoPassword);
  const app = await buildApp({ config, database, logger: false });
  const audits = checkAuditEvents(app, database.db);
  await app.listen({ port, host: '127.0.0.1' });

  return {
    app,
    config,
    db: database.db,
    baseUrl,
    ...demoTokens(config),
    /** Also fails when a request of the file changed data without an audit event. */
    close: async () => {
      const unaudited = await audits.missing();
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
      if (unaudited.length) throw new Error(`Changes without an audit event:\n${unaudited.join('\n')}`);
    },
  };
}
