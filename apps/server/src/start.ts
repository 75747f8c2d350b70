// Prepares a database for serving: migrations, built-in roles and (when on) the first-start demo data.
import type { Config } from './config.js';
import { type Database, openDatabase } from './db/client.js';
import { seedDemoIfEmpty } from './seed/demo.js';
import { syncBuiltInRoles } from './seed/roles.js';

export async function prepareDatabase(config: Config): Promise<{ database: Database; seeded: boolean }> {
  const database = await openDatabase({
    url: config.databaseUrl,
    dataDir: config.dataDir,
    exportPoolSize: config.exports.perInstance,
  });
  await database.migrate();
  await syncBuiltInRoles(database.db);
  const seeded = config.demoData ? await seedDemoIfEmpty(database.db, config.demoPassword) : false;
  return { database, seeded };
}
