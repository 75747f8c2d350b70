// Demo trainers: the demo accounts who deliver classes (their addresses are at coaching firms) and a few
// learners who became trainers, about forty across the world's time zones. Each holds one to three
// licenses spread over every step of the renewal timeline (current, renewal open, due, grace, expired),
// teaches in one or two languages and has a face-to-face record for last year and this year: most met,
// some not, a few exempt for a stated reason. A handful are inactive, and two hold no license yet.
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../../db/client.js';
import { trainerF2fYears, trainerLanguages, trainerLicenses, trainers } from '../../../db/schema/index.js';
import { prng } from '../../../kits/seeding/prng.js';
import { accountMaySignIn, liveAccount } from '../../accounts/public.js';
import { daysBefore, expiresAtFor, licenseTimeline } from '../licenses/license-timeline.js';

/** Where each demo country's trainers work. */
const zoneOf: Record<string, string[]> = {
  US: ['America/New_York', 'America/Chicago', 'America/Denver', 'America/Los_Angeles'],
  GB: ['Europe/London'],
  DE: ['Europe/Berlin'],
  NL: ['Europe/Amsterdam'],
  IN: ['Asia/Kolkata'],
  JP: ['Asia/Tokyo'],
  CN: ['Asia/Shanghai'],
  BR: ['America/Sao_Paulo'],
  AU: ['Australia/Sydney', 'Australia/Perth'],
  CA: ['America/Toronto', 'America/Vancouver'],
  FR: ['Europe/Paris'],
  SG: ['Asia/Singapore'],
};

const languageOf: Record<string, string> = { JP: 'ja', CN: 'zh', SG: 'zh' };

const bios = [
  'Agile coach with ten years in banking and insurance; teaches Scrum to large programmes.',
  'Former developer turned Scrum Master; runs hands-on workshops with real backlogs.',
  'Product owner coach for start-ups; known for lively case studies.',
  'Teaches distributed teams across Asia-Pacific; bilingual classes on request.',
  'Kanban and flow specialist; pairs every class with a team simulation.',
  '',
];

const exemptions = ['Parental leave', 'Medical leave until the spring', 'Taught only online this year (approved)'];

/** The last valid day for a license in `state`, as days from today. */
const offsetFor: Record<string, [number, number]> = {
  current: [120, 700],
  renewalOpen: [35, 80],
  due: [3, 27],
  grace: [-25, -2],
  expired: [-400, -45],
};
const states = ['current', 'current', 'renewalOpen', 'due', 'grace', 'expired'];

export async function seedDemoTrainers(tx: Db) {
  const rnd = prng(1313);
  const people = await queryRows<{ adm_id: string; country_code: string | null; email: string }>(
    tx,
    sql`(select adm_id, country_code, email from account
         where email ~ '@(agile-coaching|scrum-studio|[a-z]+-consulting)\\.example$' and ${liveAccount()}
         order by email)
        union all
        (select adm_id, country_code, email from account
         where country_code in ('JP', 'AU', 'BR', 'IN') and email !~ '\\.example$|example\\.com$'
           and ${accountMaySignIn()} order by email limit 4)`,
  );
  const licenses = await queryRows<{
    id: number;
    renewal_months: number;
    renewal_window_months: number;
    grace_days: number;
  }>(tx, sql`select id, renewal_months, renewal_window_months, grace_days from license where is_active order by id`);
  if (people.length === 0 || licenses.length === 0) return;
  const now = new Date();
  const today = now.toISOString().slice(0, 10);
  const year = now.getUTCFullYear();
  for (const [i, person] of people.entries()) {
    const zones = zoneOf[person.country_code ?? ''] ?? ['UTC'];
    const timeZone = rnd.pick(zones);
    const [trainer] = await tx
      .insert(trainers)
      .values({ admId: person.adm_id, isActive: i % 9 !== 4, bio: rnd.pick(bios), timeZone })
      .returning({ id: trainers.id });
    if (!trainer) continue;
    const own = languageOf[person.country_code ?? ''];
    const spoken = own ? (rnd.next() < 0.6 ? [own, 'en'] : [own]) : ['en'];
    await tx.insert(trainerLanguages).values(spoken.map((languageId) => ({ trainerId: trainer.id, languageId })));
    // Two trainers hold nothing yet: the "qualified, not yet licensed" view is never empty.
    const held = i % 17 === 5 ? 0 : rnd.int(1, 3);
    const picked = new Set<number>();
    for (let n = 0; n < held; n++) {
      const license = rnd.pick(licenses);
      if (picked.has(license.id)) continue;
      picked.add(license.id);
      // Every state appears: the first trainers walk through them in order, the rest at random.
      const state = i < states.length && n === 0 ? (states[i] as string) : rnd.pick(states);
      const [from, to] = offsetFor[state] as [number, number];
      const validThrough = daysBefore(today, -rnd.int(from, to));
      const grantedOn = daysBefore(validThrough, license.renewal_months * 30);
      const expiresAt = expiresAtFor(validThrough, timeZone);
      const timeline = licenseTimeline(
        { grantedOn, expiresAt, timeZone },
        { renewalWindowMonths: license.renewal_window_months, graceDays: license.grace_days },
        now,
      );
      await tx.insert(trainerLicenses).values({
        trainerId: trainer.id,
        licenseId: license.id,
        grantedOn,
        expiresAt,
        renewalState: timeline.state,
        stateChangedAt: now,
      });
    }
    const exempt = i % 11 === 3;
    await tx.insert(trainerF2fYears).values([
      {
        trainerId: trainer.id,
        year: year - 1,
        required: 2,
        completed: rnd.next() < 0.75 ? rnd.int(2, 4) : rnd.int(0, 1),
      },
      {
        trainerId: trainer.id,
        year,
        required: 2,
        completed: rnd.int(0, 3),
        exemptReason: exempt ? rnd.pick(exemptions) : null,
        exemptUntil: exempt ? `${year}-12-31` : null,
      },
    ]);
  }
}
