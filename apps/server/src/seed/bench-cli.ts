// `npm run seed:bench`: adds the large benchmark data set to the configured database.
import { loadConfig } from '../config.js';
import { prepareDatabase } from '../start.js';
import { seedBench } from './bench.js';

const config = loadConfig();
// The bench data set includes the demo accounts and their well-known password: a database only gets
// them when demo data is on (the embedded default, or DEMO_DATA=true said on purpose).
if (!config.demoData) {
  console.error('seed:bench adds the demo accounts: set DEMO_DATA=true to seed this database on purpose');
  process.exit(1);
}
const { database } = await prepareDatabase(config);
const started = Date.now();
await seedBench(database.db);
await database.close();
console.log(JSON.stringify({ seeded: 'bench', database: database.kind, seconds: (Date.now() - started) / 1000 }));
