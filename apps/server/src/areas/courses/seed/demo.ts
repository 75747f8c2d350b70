// Seeds the catalogue (categories, licenses, courses, online courses, products, partners, markets) and,
// for the demo, learner accounts with a few hundred self-paced enrollments. Inserts skip rows that
// exist, so the bench seed can extend the demo catalogue with the same function.
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import {
  accounts,
  courseCategories,
  courses,
  licenseCourses,
  licenses,
  marketAssignmentProducts,
  marketAssignments,
  onlineCourses,
  partners,
  products,
  userOnlineClasses,
} from '../../../db/schema/index.js';
import { prng } from '../../../kits/seeding/prng.js';
import { foldAccents } from '../../../platform/ascii.js';
import { demoBillingIdentities } from '../../partners/public.js';
import {
  categoryNames,
  courseSeeds,
  demoCurrencies,
  demoMarkets,
  licenseAllows,
  licenseSeeds,
  type OnlineCourseSeed,
  onlineCourseSeeds,
  partnerSeeds,
  productSeeds,
  revokeReasons,
} from './catalogue-data.js';

const byKey = <T extends Record<K, string>, K extends keyof T>(rows: T[], key: K) =>
  new Map(rows.map((r) => [r[key].toUpperCase(), r]));

export interface CatalogueOptions {
  currencies: readonly string[];
  onlineCourses: readonly OnlineCourseSeed[];
  markets: readonly { country: string; currency: string; partnerCountry?: string | undefined }[];
}

/** Inserts whatever of the catalogue is missing; returns nothing, rows are found again by code. */
export async function ensureCatalogue(tx: Db, options: CatalogueOptions) {
  await tx
    .insert(courseCategories)
    .values(categoryNames.map((name, i) => ({ name, sortOrder: (i + 1) * 10 })))
    .onConflictDoNothing();
  await tx.insert(licenses).values(licenseSeeds).onConflictDoNothing();
  const categoryIds = byKey(await tx.select().from(courseCategories), 'name');
  const licenseIds = byKey(await tx.select({ id: licenses.id, name: licenses.name }).from(licenses), 'name');

  await tx
    .insert(courses)
    .values(
      courseSeeds.map((c) => ({
        code: c.code,
        name: c.name,
        description: c.description,
        categoryId: categoryIds.get(c.category.toUpperCase())?.id ?? null,
        durationDays: c.days,
        assessmentCode: c.assessment,
        requiredLicenseId: licenseIds.get(c.license.toUpperCase())?.id ?? null,
        isBeta: c.isBeta ?? false,
        isActive: c.isActive ?? true,
      })),
    )
    .onConflictDoNothing();
  const courseIds = byKey(await tx.select({ id: courses.id, code: courses.code }).from(courses), 'code');
  const allows = Object.entries(licenseAllows).flatMap(([license, codes]) =>
    codes.map((code) => ({
      licenseId: licenseIds.get(license.toUpperCase())?.id ?? 0,
      courseId: courseIds.get(code)?.id ?? 0,
    })),
  );
  await tx.insert(licenseCourses).values(allows).onConflictDoNothing();

  await tx
    .insert(onlineCourses)
    .values(
      options.onlineCourses.map((o) => ({
        code: o.code,
        name: o.name,
        languageId: o.languageId,
        accessDays: o.accessDays,
        courseId: o.course ? (courseIds.get(o.course)?.id ?? null) : null,
        isActive: o.isActive ?? true,
      })),
    )
    .onConflictDoNothing();
  const onlineIds = byKey(
    await tx.select({ id: onlineCourses.id, code: onlineCourses.code }).from(onlineCourses),
    'code',
  );

  const seeds = productSeeds(options.currencies).filter(
    (p) => !p.onlineCourseCode || onlineIds.has(p.onlineCourseCode),
  );
  for (let i = 0; i < seeds.length; i += 500) {
    await tx
      .insert(products)
      .values(
        seeds.slice(i, i + 500).map(({ courseCode, onlineCourseCode, ...p }) => ({
          ...p,
          courseId: courseCode ? (courseIds.get(courseCode)?.id ?? null) : null,
          onlineCourseId: onlineCourseCode ? (onlineIds.get(onlineCourseCode)?.id ?? null) : null,
        })),
      )
      .onConflictDoNothing();
  }

  const existingPartners = await tx.select({ name: partners.name }).from(partners);
  const missing = partnerSeeds.filter((p) => !existingPartners.some((e) => e.name === p.name));
  // Each with its billing identity from the start: the invoices seeded later choose their VAT from it.
  if (missing.length)
    await tx.insert(partners).values(missing.map((p) => ({ ...p, ...demoBillingIdentities[p.name] })));
  const partnerByCountry = new Map(
    (await tx.select({ id: partners.id, countryCode: partners.countryCode }).from(partners)).map((p) => [
      p.countryCode,
      p.id,
    ]),
  );

  const markets = options.markets.map((m) => ({
    countryCode: m.country,
    currency: m.currency,
    partnerId: m.partnerCountry ? (partnerByCountry.get(m.partnerCountry) ?? null) : null,
  }));
  for (let i = 0; i < markets.length; i += 500) {
    await tx
      .insert(marketAssignments)
      .values(markets.slice(i, i + 500))
      .onConflictDoNothing();
  }
  // Each market offers every active product priced in its currency.
  await tx.execute(sql`
    insert into ${marketAssignmentProducts} (country_code, product_id)
    select m.country_code, p.id from ${marketAssignments} m
    join ${products} p on p.currency = m.currency and p.is_active
    on conflict do nothing`);
}

const firstNames = [
  'Aiko',
  'Amara',
  'Ana',
  'Arjun',
  'Ben',
  'Carmen',
  'Chloé',
  'Daniel',
  'Elena',
  'Emeka',
  'Fatima',
  'Felix',
  'Grace',
  'Hiro',
  'Ines',
  'Isaac',
  'Jana',
  'Jin',
  'Kofi',
  'Lars',
  'Leila',
  'Lucas',
  'Maya',
  'Mei',
  'Noah',
  'Olga',
  'Omar',
  'Paulo',
  'Priya',
  'Rafael',
  'Sofia',
  'Tariq',
  'Thomas',
  'Valentina',
  'Wei',
  'Yusuf',
  'Zara',
];
const lastNames = [
  'Andersen',
  'Bakker',
  'Chen',
  'Costa',
  'Dubois',
  'Fischer',
  'García',
  'Gupta',
  'Hansen',
  'Ito',
  'Jansen',
  'Kim',
  'Kowalski',
  'Li',
  'Martin',
  'Müller',
  'Nakamura',
  'Novak',
  'Okoye',
  'Olsen',
  'Patel',
  'Rossi',
  'Santos',
  'Schmidt',
  'Silva',
  'Suzuki',
  'Tanaka',
  'Wang',
  'Williams',
  'Zhang',
];
const countriesOfLearners = ['US', 'US', 'GB', 'DE', 'NL', 'IN', 'JP', 'CN', 'BR', 'AU', 'CA', 'FR', 'ES', 'SG'];

const asciiOf = (s: string) => foldAccents(s).toLowerCase();

const DAY = 86_400_000;
const isoDay = (t: number) => new Date(t).toISOString().slice(0, 10);

/** The first-start demo: the catalogue, 160 learner accounts and 420 self-paced enrollments. */
export async function seedCatalogueDemo(tx: Db) {
  await ensureCatalogue(tx, { currencies: demoCurrencies, onlineCourses: onlineCourseSeeds, markets: demoMarkets });
  const rnd = prng(5_2024);
  const learners = Array.from({ length: 160 }, (_, i) => {
    const firstName = rnd.pick(firstNames);
    const lastName = rnd.pick(lastNames);
    return {
      email: `${asciiOf(firstName)}.${asciiOf(lastName)}${i + 1}@learners.example.com`,
      firstName,
      lastName,
      countryCode: rnd.pick(countriesOfLearners),
      emailVerified: rnd.next() > 0.1,
    };
  });
  const learnerIds = (await tx.insert(accounts).values(learners).returning({ admId: accounts.admId })).map(
    (a) => a.admId,
  );
  const [support] = await tx
    .select({ admId: accounts.admId })
    .from(accounts)
    .where(eq(accounts.email, 'support@example.com'));
  const active = await tx
    .select({ id: onlineCourses.id, accessDays: onlineCourses.accessDays, code: onlineCourses.code })
    .from(onlineCourses)
    .where(
      inArray(
        onlineCourses.code,
        onlineCourseSeeds.filter((o) => o.isActive !== false).map((o) => o.code),
      ),
    );
  // English Scrum Master and Product Owner courses sell most; the rest share what is left.
  const weighted = active.flatMap((c) => Array(c.code === 'PSM-OL' ? 6 : c.code === 'PSPO-OL' ? 4 : 1).fill(c));
  const today = Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate());
  const enrollments = Array.from({ length: 420 }, () => {
    const course = rnd.pick(weighted) as (typeof active)[number];
    const start = today - rnd.int(0, 548) * DAY;
    const revoked = rnd.next() < 0.06;
    return {
      admId: rnd.pick(learnerIds),
      onlineCourseId: course.id,
      startDate: isoDay(start),
      endDate: isoDay(start + course.accessDays * DAY),
      isRevoked: revoked,
      revokedReason: revoked ? rnd.pick(revokeReasons) : null,
      revokedAt: revoked ? new Date(Math.min(start + rnd.int(1, 30) * DAY, today)) : null,
      revokedBy: revoked ? (support?.admId ?? null) : null,
    };
  });
  await tx.insert(userOnlineClasses).values(enrollments);
}
