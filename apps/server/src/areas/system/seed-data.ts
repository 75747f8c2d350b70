// Demo-data seeding from the System page: only on a server that runs with demo data allowed (DEMO_DATA;
// never by default on PostgreSQL), so a production database cannot get well-known passwords by a click.
import type { Config } from '../../config.js';
import type { RequestContext } from '../../platform/context.js';
import { conflict } from '../../platform/errors.js';
import type { AreaDeps } from '../../platform/register-area.js';

type DemoSettings = Pick<Config, 'demoData' | 'demoPassword'>;
type Seeder = AreaDeps['seedMissingDemo'];

const REFUSED =
  'This server does not allow demo data: it runs without DEMO_DATA (the default on PostgreSQL), so seeding would add accounts with a well-known password to real data.';

export const seedDataStatus = (config: DemoSettings) =>
  config.demoData ? { allowed: true, reason: null } : { allowed: false, reason: REFUSED };

export async function seedData(ctx: RequestContext, config: DemoSettings, seedMissingDemo: Seeder) {
  if (!config.demoData) throw conflict(REFUSED);
  const added = await ctx.write(async (tx, audit) => {
    const kinds = await seedMissingDemo(tx, config.demoPassword);
    await audit({ action: 'system.seed-data', entity: 'demo-data', entityId: 'demo', after: { added: kinds } });
    return kinds;
  });
  return { added };
}
