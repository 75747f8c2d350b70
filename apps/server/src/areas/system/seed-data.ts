// Demo-data seeding from the System page: only on a server that runs with demo data allowed (DEMO_DATA;
// never by default on PostgreSQL), so a production database cannot get well-known passwords by a click.
import { refusalMessage, systemRefusals } from '@eco/contract';
import type { Config } from '../../config.js';
import type { RequestContext } from '../../platform/context.js';
import { refuse } from '../../platform/errors.js';
import type { AreaDeps } from '../../platform/register-area.js';

type DemoSettings = Pick<Config, 'demoData' | 'demoPassword'>;
type Seeder = AreaDeps['seedMissingDemo'];

export const seedDataStatus = (config: DemoSettings) =>
  config.demoData
    ? { allowed: true, reason: null }
    : { allowed: false, reason: refusalMessage(systemRefusals, 'demo-data-not-allowed') };

export async function seedData(ctx: RequestContext, config: DemoSettings, seedMissingDemo: Seeder) {
  if (!config.demoData) throw refuse(systemRefusals, 'demo-data-not-allowed');
  const added = await ctx.write(async (tx, audit) => {
    const kinds = await seedMissingDemo(tx, config.demoPassword);
    await audit({ action: 'system.seed-data', entity: 'demo-data', entityId: 'demo', after: { added: kinds } });
    return kinds;
  });
  return { added };
}
