// The start page's "needs your attention" (GET /home/attention): what an area declares to be counted,
// with the console list that shows those rows. Counts must be cheap (an index, a capped count): the
// start page asks for every one the person may see on each visit.
import type { AttentionItem, Capability } from '@eco/contract';
import type { Db } from '../db/client.js';

export interface AttentionContributor extends Omit<AttentionItem, 'count'> {
  /** The capability that lets a person act on what it counts (the list's view flag). */
  access: Capability;
  count(db: Db): Promise<number>;
}
