// What the class screens choose from. Countries and currencies come from the platform's maintained
// reference data, time zones from the runtime's ICU data: never hand-typed lists.
import {
  type ClassLookupInfo,
  classCancellationReasons,
  classDeliveryMethodLabels,
  classDeliveryMethods,
  classScopes,
  classStates,
  languages,
} from '@eco/contract';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../../db/client.js';
import { countries, currencies } from '../../../platform/iso.js';
import { categoryOptions, courseOptions } from '../../courses/public.js';
import { trainerOptions } from '../../trainers/public.js';

const timeZones = ['UTC', ...Intl.supportedValuesOf('timeZone').filter((z) => z !== 'UTC')];

/** 00:00, 00:30 ... 23:30. */
const times = Array.from(
  { length: 48 },
  (_, i) => `${String(Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`,
);

export async function classLookupInfo(db: Db): Promise<ClassLookupInfo> {
  const courses = await courseOptions(db);
  const courseCategories = await categoryOptions(db);
  const partners = await queryRows<ClassLookupInfo['partners'][number]>(
    db,
    sql`select id, name, is_active as "isActive" from partner order by is_active desc, lower(name)`,
  );
  const trainers = await trainerOptions(db);
  return {
    countries: countries.map((c) => ({ ...c })),
    countryCodes: countries.map((c) => c.code),
    courses,
    courseCategories,
    partners,
    scopes: [...classScopes],
    states: [...classStates],
    times,
    timeZones,
    trainers,
    deliveryMethods: classDeliveryMethods.map((id) => ({ id, name: classDeliveryMethodLabels[id] })),
    languages: languages.map((l) => ({ ...l })),
    currencyCodes: currencies.map((c) => ({ ...c })),
    cancellationReasons: [...classCancellationReasons],
  };
}
