// The class form's shapes: the choices it offers (lookups, client organizations), the scheduling checks a
// save runs, and the class as it is written (create and edit).
import { z } from 'zod';
import { chosenCurrency, INT4_MAX, isoDateOf, refId, timeZone, trimmed, version } from '../common.js';
import { language, languageId } from '../languages.js';
import { searchText } from '../lists.js';
import { countryOption } from '../markets.js';
import { currencyOption } from '../products.js';
import { classCancellationReason, classDeliveryMethod, classScope, classState } from './states.js';

export const classLookupInfo = z.object({
  countries: z.array(countryOption),
  /** The ISO 3166-1 alpha-2 codes, as countries lists them. */
  countryCodes: z.array(z.string()),
  courses: z.array(
    z.object({
      id: z.number().int(),
      code: z.string(),
      name: z.string(),
      categoryId: z.number().int().nullable(),
      isBeta: z.boolean(),
      isActive: z.boolean(),
      requiredLicenseId: z.number().int().nullable(),
    }),
  ),
  courseCategories: z.array(z.object({ id: z.number().int(), name: z.string() })),
  partners: z.array(z.object({ id: z.number().int(), name: z.string(), isActive: z.boolean() })),
  scopes: z.array(classScope),
  states: z.array(classState),
  /** Half-hour times of day, 00:00 to 23:30. */
  times: z.array(z.string()),
  /** IANA zones the runtime knows, UTC first. */
  timeZones: z.array(z.string()),
  trainers: z.array(z.object({ admId: z.uuid(), firstName: z.string(), lastName: z.string(), isActive: z.boolean() })),
  deliveryMethods: z.array(z.object({ id: classDeliveryMethod, name: z.string() })),
  languages: z.array(language),
  /** ISO 4217 currencies in use. */
  currencyCodes: z.array(currencyOption),
  cancellationReasons: z.array(classCancellationReason),
});
export type ClassLookupInfo = z.infer<typeof classLookupInfo>;

/** How many client organizations the class form suggests at once. */
export const CLIENT_ORGANIZATION_SUGGESTIONS = 20;
export const clientOrganizationQuery = z.object({ search: searchText });
/** A client organization classes are run for, as written on them, with how many classes name it. */
export const clientOrganization = z.object({ name: z.string(), classCount: z.number().int() });
export type ClientOrganization = z.infer<typeof clientOrganization>;

/** The scheduling checks a save runs; a warning can be overridden with a reason, an error cannot. */
export const classCheckNames = [
  'sessionTimes',
  'leadLicense',
  'trainerOverlap',
  'capacity',
  'seatsAboveCapacity',
  'venueClash',
] as const;
export const classCheckName = z.enum(classCheckNames);
export type ClassCheckName = z.infer<typeof classCheckName>;
export const classCheck = z.object({
  check: classCheckName,
  severity: z.enum(['error', 'warning']),
  /** Says what clashes: which class or license, and when. */
  message: z.string(),
});
export type ClassCheck = z.infer<typeof classCheck>;

/** A warning overridden, with the reason kept in the audit trail. */
export const classOverride = z.object({ check: classCheckName, reason: trimmed(500) });

/** A record the person must pick from a list: an empty choice says what to pick. */
const chosen = (what: string) =>
  z
    .number({ error: `Choose ${what}` })
    .int()
    .min(1, `Choose ${what}`)
    .max(INT4_MAX);

/** "09:00": a wall-clock time of day in the class's zone, on the half hour or not. */
export const timeOfDay = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use a time such as 09:00');
export const classSessionInput = z.object({
  date: isoDateOf({ error: 'Choose the day' }),
  startTime: timeOfDay,
  endTime: timeOfDay,
});
export type ClassSessionInput = z.infer<typeof classSessionInput>;

export const classTrainerInput = z.object({
  admId: z.uuid({ error: 'Choose a trainer' }),
  isLead: z.boolean().default(false),
});

const classFields = z.object({
  courseId: chosen('a course'),
  trainers: z
    .array(classTrainerInput)
    .min(1, 'Add a lead trainer')
    .max(10)
    .refine((t) => t.filter((x) => x.isLead).length === 1, 'Choose exactly one lead trainer')
    .refine((t) => new Set(t.map((x) => x.admId.toLowerCase())).size === t.length, 'A trainer is listed twice'),
  partnerId: refId.nullable().default(null),
  timeZone,
  sessions: z
    .array(classSessionInput)
    .min(1, 'Add at least one session')
    .max(60)
    .refine((s) => new Set(s.map((x) => x.date)).size === s.length, 'Each session is on its own day'),
  deliveryMethod: classDeliveryMethod,
  languageId,
  countryCode: z.string().trim().toUpperCase().length(2, 'Choose a country').nullable().default(null),
  city: z.string().trim().max(200).default(''),
  venue: z.string().trim().max(500).default(''),
  meetingUrl: z
    .url({ protocol: /^https?$/, error: 'Use a web address (https://...)' })
    .max(2000)
    .nullable()
    .default(null),
  scope: classScope.default('Public'),
  clientOrganization: z.string().trim().max(200).nullable().default(null),
  capacity: z.number({ error: 'Enter a number' }).int('Use a whole number').min(-INT4_MAX).max(9999, 'At most 9,999'),
  /** Minor units of the currency. */
  priceAmount: z.number().int().min(0).max(INT4_MAX).nullable().default(null),
  currency: chosenCurrency.nullable().default(null),
  overrides: z.array(classOverride).max(10).default([]),
});

type ClassFields = z.output<typeof classFields>;
/**
 * The place fits the delivery method: a country and city in person, a meeting link otherwise; a price
 * names its currency. Checked with every other field (`when`: even if another is wrong), so the form's
 * first save flags every required field at once rather than these only after the rest are fixed.
 */
const withPlace = <S extends z.ZodType<ClassFields>>(schema: S) =>
  // A field that failed its own check keeps its raw value here and has its message already: only a
  // missing one (null, or a city of nothing) is named.
  schema.superRefine(
    (v, ctx) => {
      if (v.deliveryMethod === 'InPerson') {
        if (v.countryCode == null) ctx.addIssue({ code: 'custom', path: ['countryCode'], message: 'Choose a country' });
        if (!v.city) ctx.addIssue({ code: 'custom', path: ['city'], message: 'Enter the city' });
      } else if (v.deliveryMethod && v.meetingUrl == null) {
        ctx.addIssue({ code: 'custom', path: ['meetingUrl'], message: 'Enter the meeting link' });
      }
      if (typeof v.priceAmount === 'number' && v.currency == null)
        ctx.addIssue({ code: 'custom', path: ['currency'], message: 'Choose a currency' });
    },
    { when: ({ value }) => typeof value === 'object' && value !== null },
  );

export const classInput = withPlace(classFields);
export type ClassInput = z.input<typeof classInput>;
export const classUpdate = withPlace(classFields.extend({ version }));
export type ClassUpdate = z.input<typeof classUpdate>;
