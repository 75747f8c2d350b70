// The Trainers area's one definition, listed in areas/index.ts: its handlers and what it offers the console.
import { historyAdmIdOf } from '../../kits/history/history-ids.js';
import { defineArea } from '../../platform/area-definition.js';
import { trainerEmailTypes } from './email-types.js';
import { trainerFinders } from './finders.js';
import { trainerHistorySources } from './history.js';
import { trainersOwned } from './owned.js';
import { trainersHandlers } from './routes.js';
import { seedDemoTrainers } from './seed/demo.js';

export const trainersArea = defineArea({
  key: 'trainers',
  handlers: (deps) => trainersHandlers(deps),
  owned: trainersOwned,
  emailTypes: trainerEmailTypes,
  finders: trainerFinders,
  history: {
    // A trainer by its account's admId; its events are kept under the trainer's own id (merge-proof).
    trainer: (db, id) =>
      trainerHistorySources(db, historyAdmIdOf(id, "A trainer is named by its account's admId (a UUID)")),
  },
  demo: seedDemoTrainers,
});
