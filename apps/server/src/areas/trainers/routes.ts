// The Trainers area's handlers by part, as the contract holds its endpoints: records, licenses and f2f.
import type { contract } from '@eco/contract';
import type { AreaDeps, Handlers } from '../../platform/register-area.js';
import { trainerF2fHandlers } from './f2f/f2f-routes.js';
import { trainerLicenseHandlers } from './licenses/license-routes.js';
import { trainerRecordHandlers } from './records/record-routes.js';

export const trainersHandlers = (deps: AreaDeps) =>
  ({
    records: trainerRecordHandlers(deps),
    licenses: trainerLicenseHandlers(deps),
    f2f: trainerF2fHandlers(deps),
  }) satisfies Handlers<typeof contract.trainers>;
