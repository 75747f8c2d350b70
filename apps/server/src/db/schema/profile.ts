// What a staff member keeps for themselves: named filters of a list (saved filters), owned by their
// sign-in subject and never shown to anyone else.
import { sql } from 'drizzle-orm';
import { jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps } from './common.js';

export const savedFilters = pgTable(
  'saved_filter',
  {
    id: serial('id').primaryKey(),
    /** The owner's sign-in subject (an admId with the embedded provider). */
    owner: text('owner').notNull(),
    /** The list's path in the console ('/passcodes'). */
    list: text('list').notNull(),
    name: text('name').notNull(),
    /** The list's filter, sort and page size as its address holds them. */
    params: jsonb('params').notNull(),
    ...timestamps,
  },
  // One name per list and person (saving it again replaces it); also serves "my filters of this list".
  (t) => [uniqueIndex('saved_filter_owner_list_name').on(t.owner, t.list, sql`lower(${t.name})`)],
);
