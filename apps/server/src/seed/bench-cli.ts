// `npm run seed:bench`: adds the large benchmark data set to the configured database.
import { loadConfig } from '../config.js';
import { prepareDatabase } from '../start.js';
import { seedBench } from './bench.js';

const config = loadConfig();
const { database } = await prepareDatabase({ ...config, demoData: true });
const started = Date.now();
await seedBench(database.db);
await database.close();
console.log(JSON.stringify({ seeded: 'bench', database: database.kind, seconds: (Date.now() - started) / 1000 }));
