// The Trainers area's handlers, joined from its three parts as the contract joins their endpoints.
import type { contract } from '@eco/contract';
import type { AreaDeps, Handlers } from '../../platform/register-area.js';
import { trainerF2fHandlers } from './f2f/f2f-routes.js';
import { trainerLicenseHandlers } from './licenses/license-routes.js';
import { trainerRecordHandlers } from './records/record-routes.js';

export const trainersHandlers = (deps: AreaDeps) =>
  ({
    ...trainerRecordHandlers(deps),
    ...trainerLicenseHandlers(deps),
    ...trainerF2fHandlers(deps),
  }) satisfies Handlers<typeof contract.trainers>;
