// Starts several real server instances on one fresh PostgreSQL database behind a round-robin front
// door, as production runs them, for tests of work that must happen once whichever instance asks.
//
// How an area uses it (invoice numbers, waiting-list seats, grading claims, webhook and outbox delivery):
//
//   describe.skipIf(!testDatabaseUrl)('invoice numbers on two instances (needs TEST_DATABASE_URL)', () => {
//     let cluster: TestCluster;
//     beforeAll(async () => { cluster = await startTestCluster({ instances: 2 }); });
//     afterAll(() => cluster.close());
//     it('never hands out one number twice', async () => {
//       const [a, b] = cluster.instances;
//       // Fire the same request at every instance at once, over real HTTP...
//       const answers = await Promise.all([a, b].map(async (i) => fetch(`${i.baseUrl}/api/...`, {
//         method: 'POST', headers: await i.as('finance@example.com'), ... })));
//       // ...then assert one winner in the answers and in the rows (cluster.db).
//     });
//   });
//
// Each instance is a separate application (buildApp) with its own connection pool, caches and background
// work (the outbox worker runs in each when SMTP_URL is set); what buildApp creates is never shared
// between them, only the database is, as in production. They do share this process, so a variable at
// module level would be shared too and a lock kept there would pass here: state lives in what buildApp
// creates, and exclusivity in the database (docs/adr/0003). The cluster needs PostgreSQL (PGlite serves
// one process), so such tests skip when TEST_DATABASE_URL is unset; `npm test` runs the server suite on
// PostgreSQL too.
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { type Database, type Db, openDatabase } from '../db/client.js';
import { seedDemoIfEmpty } from '../seed/demo.js';
import { syncBuiltInRoles } from '../seed/roles.js';
import { demoTokens, freePort, type TestApp } from './harness.js';
import type { Fetch } from './sign-in.js';
import { createTestPostgres } from './test-database.js';

/**
 * One instance of the cluster, as startTestApp's app but closed with the cluster: its `baseUrl` is the
 * instance itself, not the front door (requests sent there reach this instance only), and its tokens
 * are signed in through its own embedded provider.
 */
export type TestInstance = Omit<TestApp, 'close'>;

export interface TestCluster {
  /** The front door, and the public URL every instance announces (issuer, token audience, links): it
   * hands each request to the next instance in turn, so consecutive requests land on different ones. */
  baseUrl: string;
  instances: TestInstance[];
  /** The test's own pool on the shared database, for arranging and checking rows. */
  db: Db;
  /** A token signed in through the front door: the sign-in's steps alternate between the instances. */
  tokenFor(email: string): Promise<string>;
  as(email: string): Promise<{ authorization: string }>;
  close(): Promise<void>;
}

export interface ClusterOptions {
  /** How many server instances; two by default. */
  instances?: number;
  /** Settings for every instance, as startTestApp takes them (e.g. SMTP_URL). */
  env?: Record<string, string>;
  /** Settings for one instance, on top of env (e.g. a MAIL_FROM that tells the instances apart). */
  envOf?: (index: number) => Record<string, string>;
}

/** Passes each request to the next port in turn, like a load balancer without stickiness. */
function startFrontDoor(port: number, ports: number[]): Promise<http.Server> {
  let next = 0;
  const server = http.createServer((request, response) => {
    const target = ports[next++ % ports.length];
    const upstream = http.request(
      { host: '127.0.0.1', port: target, method: request.method, path: request.url, headers: request.headers },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on('error', () => {
      if (!response.headersSent) response.writeHead(502);
      response.end();
    });
    request.pipe(upstream);
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

/** Sends what is addressed to the public URL to one instance instead, as a sticky load balancer would. */
function pinnedTo(publicUrl: string, instanceUrl: string): Fetch {
  const publicOrigin = new URL(publicUrl).origin;
  const instance = new URL(instanceUrl);
  return (url, init) => {
    const target = new URL(url);
    if (target.origin === publicOrigin) target.host = instance.host;
    return fetch(target, init);
  };
}

export async function startTestCluster(options: ClusterOptions = {}): Promise<TestCluster> {
  const count = options.instances ?? 2;
  const postgres = await createTestPostgres();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'eco-cluster-'));
  const frontPort = await freePort();
  const publicUrl = `http://127.0.0.1:${frontPort}`;
  const ports: number[] = [];
  for (let i = 0; i < count; i++) ports.push(await freePort());
  const configOf = (index: number, port: number) =>
    loadConfig({
      PORT: String(port),
      PUBLIC_URL: publicUrl,
      DATA_DIR: path.join(dataDir, String(index)),
      WEB_DIST: path.join(dataDir, 'no-web'),
      DEMO_DATA: 'true',
      // Every response of every test is checked against the contract.
      VALIDATE_RESPONSES: 'true',
      ...options.env,
      ...options.envOf?.(index),
    });

  // Migrated and seeded once, as a deployment does before (or while) its instances start.
  const shared = await openDatabase({ url: postgres.url, poolSize: 3 });
  const databases: Database[] = [shared];
  const apps: FastifyInstance[] = [];
  let frontDoor: http.Server | undefined;
  const close = async () => {
    frontDoor?.closeAllConnections();
    await new Promise((resolve) => (frontDoor ? frontDoor.close(resolve) : resolve(undefined)));
    // Instances stop first (each waits for its sends in flight), then the pools, then the database.
    await Promise.all(apps.map((app) => app.close()));
    await Promise.all(databases.map((database) => database.close()));
    await postgres.drop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await shared.migrate();
    await syncBuiltInRoles(shared.db);
    await seedDemoIfEmpty(shared.db, configOf(0, ports[0] as number).demoPassword);

    const instances = await Promise.all(
      ports.map(async (port, index): Promise<TestInstance> => {
        const config = configOf(index, port);
        const database = await openDatabase({ url: postgres.url, poolSize: 5 });
        databases.push(database);
        const app = await buildApp({ config, database, logger: false });
        apps.push(app);
        await app.listen({ port, host: '127.0.0.1' });
        const baseUrl = `http://127.0.0.1:${port}`;
        return { app, config, db: database.db, baseUrl, ...demoTokens(config, pinnedTo(publicUrl, baseUrl)) };
      }),
    );
    frontDoor = await startFrontDoor(frontPort, ports);
    return {
      baseUrl: publicUrl,
      instances,
      db: shared.db,
      ...demoTokens(configOf(0, ports[0] as number)),
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}
