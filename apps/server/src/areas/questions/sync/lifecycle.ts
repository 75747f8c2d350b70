// Runs the sync worker with the application, in every instance: started when the server is ready,
// stopped (its send in flight finished) when it closes, so a graceful shutdown drains it. With
// CLASSMARKER_URL "embedded" (the default) the local fake platform starts first, in this process, and
// the worker sends to it; CLASSMARKER_POLL_MS=0 runs no worker here.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../../config.js';
import { type Db, queryRows } from '../../../db/client.js';
import { createClassMarkerClient } from './classmarker-client.js';
import { type ClassMarkerFake, startClassMarkerFake } from './classmarker-fake.js';
import type { TestPlatform } from './test-platform.js';
import { createSyncWorker } from './worker.js';

/** The parent categories and categories that have a platform id, as the platform should hold them. */
async function platformRecords(db: Db) {
  const parentCategories = await queryRows<{ id: number; name: string }>(
    db,
    sql`select provider_id as id, name from classmarker_parent_category where provider_id is not null`,
  );
  const categories = await queryRows<{ id: number; parentId: number; name: string }>(
    db,
    sql`select c.provider_id as id, p.provider_id as "parentId", c.name from classmarker_category c
        join classmarker_parent_category p on p.id = c.parent_category_id
        where c.provider_id is not null and p.provider_id is not null`,
  );
  return { parentCategories, categories };
}

export function startSyncWorker(app: FastifyInstance, config: Pick<Config, 'classMarker'>, db: Db) {
  const settings = config.classMarker;
  if (settings.pollMs === 0) return undefined;
  let fake: ClassMarkerFake | undefined;
  let platform: TestPlatform | undefined;
  const worker = createSyncWorker({
    db,
    platform: () => {
      if (!platform) throw new Error('The test platform is not started yet');
      return platform;
    },
    callsPerHour: settings.callsPerHour,
    maxAttempts: settings.maxAttempts,
    retryBaseMs: settings.retryBaseMs,
    pollMs: settings.pollMs,
    log: app.log,
  });
  app.addHook('onReady', async () => {
    let baseUrl = settings.url;
    if (settings.url === 'embedded') {
      fake = await startClassMarkerFake({
        keys: { [settings.apiKey]: settings.apiSecret },
        callsPerHour: settings.callsPerHour,
      });
      // The fake keeps nothing between runs: it starts with the categories Eco says are there already.
      fake.remember(await platformRecords(db));
      baseUrl = fake.url;
      app.log.info({ url: fake.url }, 'embedded test platform (ClassMarker fake) started');
    }
    platform = createClassMarkerClient({ baseUrl, apiKey: settings.apiKey, apiSecret: settings.apiSecret });
    worker.start();
  });
  app.addHook('onClose', async () => {
    await worker.stop();
    await fake?.close();
  });
  return worker;
}
