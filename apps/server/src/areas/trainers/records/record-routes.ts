// Trainer records: the list, its lookups and CSV, the accounts that could become trainers, create and edit.
import type { contract } from '@eco/contract';
import type { AreaDeps, Handlers } from '../../../platform/register-area.js';
import { exportTrainers } from './trainer-export.js';
import { listTrainers } from './trainer-list.js';
import { trainerLookupInfo, trainerUserSearch } from './trainer-lookup.js';
import { createTrainer, getTrainer, updateTrainer } from './trainer-service.js';

export const trainerRecordHandlers = (_deps: AreaDeps): Handlers<typeof contract.trainers.records> => ({
  listTrainers: ({ ctx, body }) => listTrainers(ctx.db, body),
  trainerLookupInfo: ({ ctx }) => trainerLookupInfo(ctx.db),
  trainerUserSearch: ({ ctx, query }) => trainerUserSearch(ctx.db, query.search),
  createTrainer: ({ ctx, body }) => createTrainer(ctx, body),
  getTrainer: ({ ctx, params }) => getTrainer(ctx.db, params.id),
  updateTrainer: ({ ctx, params, body }) => updateTrainer(ctx, params.id, body),
  exportTrainers: ({ ctx, body }) => exportTrainers(ctx.db, body),
});
