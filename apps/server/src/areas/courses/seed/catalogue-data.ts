// The catalogue of a Scrum-style training provider, as data the demo and bench seeds share: categories,
// courses, licenses, online courses, partners and how prices and markets are derived from them. Data,
// one record a line as Biome formats it, hence its length.

export const categoryNames = [
  'Professional Scrum Master',
  'Professional Scrum Product Owner',
  'Professional Scrum Developer',
  'Agile Leadership',
  'Kanban',
  'Scaled Scrum',
  'Foundations',
] as const;
type Category = (typeof categoryNames)[number];

export interface LicenseSeed {
  name: string;
  description: string;
  renewalMonths: number;
  isActive: boolean;
}

export const licenseSeeds: LicenseSeed[] = [
  {
    name: 'PSM Trainer License',
    description: 'Teach Professional Scrum Master classes.',
    renewalMonths: 12,
    isActive: true,
  },
  {
    name: 'PSM-A Trainer License',
    description: 'Teach the advanced Scrum Master class.',
    renewalMonths: 12,
    isActive: true,
  },
  {
    name: 'PSPO Trainer License',
    description: 'Teach Professional Scrum Product Owner classes.',
    renewalMonths: 12,
    isActive: true,
  },
  {
    name: 'PSPO-A Trainer License',
    description: 'Teach the advanced Product Owner classes.',
    renewalMonths: 12,
    isActive: true,
  },
  { name: 'PSD Trainer License', description: 'Teach the developer classes.', renewalMonths: 24, isActive: true },
  {
    name: 'PAL Trainer License',
    description: 'Teach the agile leadership classes.',
    renewalMonths: 12,
    isActive: true,
  },
  {
    name: 'PSK Trainer License',
    description: 'Teach Professional Scrum with Kanban.',
    renewalMonths: 12,
    isActive: true,
  },
  { name: 'SPS Trainer License', description: 'Teach Scaled Professional Scrum.', renewalMonths: 24, isActive: true },
  { name: 'APS Trainer License', description: 'Teach Applying Professional Scrum.', renewalMonths: 12, isActive: true },
  {
    name: 'Scrum Developer Java License',
    description: 'Retired with the Java developer class.',
    renewalMonths: 12,
    isActive: false,
  },
];

export interface CourseSeed {
  code: string;
  name: string;
  category: Category;
  days: number;
  assessment: string | null;
  license: string;
  isBeta?: boolean;
  isActive?: boolean;
  description: string;
}

export const courseSeeds: CourseSeed[] = [
  {
    code: 'PSM',
    name: 'Professional Scrum Master',
    category: 'Professional Scrum Master',
    days: 2,
    assessment: 'PSM I',
    license: 'PSM Trainer License',
    description: 'The Scrum Master accountability, servant leadership and coaching the Scrum Team.',
  },
  {
    code: 'PSM-A',
    name: 'Professional Scrum Master - Advanced',
    category: 'Professional Scrum Master',
    days: 2,
    assessment: 'PSM II',
    license: 'PSM-A Trainer License',
    description: 'Stances of the Scrum Master, facilitation and organisational change.',
  },
  {
    code: 'PSPO',
    name: 'Professional Scrum Product Owner',
    category: 'Professional Scrum Product Owner',
    days: 2,
    assessment: 'PSPO I',
    license: 'PSPO Trainer License',
    description: 'Maximising value: vision, Product Backlog management and stakeholders.',
  },
  {
    code: 'PSPO-A',
    name: 'Professional Scrum Product Owner - Advanced',
    category: 'Professional Scrum Product Owner',
    days: 2,
    assessment: 'PSPO II',
    license: 'PSPO-A Trainer License',
    description: 'Product strategy, business models and the Product Owner stances.',
  },
  {
    code: 'PSPO-AM',
    name: 'Professional Scrum Product Owner - Analytics and Metrics',
    category: 'Professional Scrum Product Owner',
    days: 1,
    assessment: null,
    license: 'PSPO-A Trainer License',
    isBeta: true,
    description: 'Measuring value with evidence: outcomes, experiments and product analytics.',
  },
  {
    code: 'PSD',
    name: 'Professional Scrum Developer',
    category: 'Professional Scrum Developer',
    days: 3,
    assessment: 'PSD I',
    license: 'PSD Trainer License',
    description: 'Building done increments: engineering practices inside a Sprint.',
  },
  {
    code: 'ASD',
    name: 'Applying Professional Scrum for Software Development',
    category: 'Professional Scrum Developer',
    days: 3,
    assessment: 'PSD I',
    license: 'PSD Trainer License',
    description: 'A hands-on Sprint with technical excellence and DevOps practices.',
  },
  {
    code: 'PSU',
    name: 'Professional Scrum with User Experience',
    category: 'Professional Scrum Developer',
    days: 2,
    assessment: 'PSU I',
    license: 'PSD Trainer License',
    isBeta: true,
    description: 'Lean UX practices integrated into Scrum.',
  },
  {
    code: 'PAL-E',
    name: 'Professional Agile Leadership - Essentials',
    category: 'Agile Leadership',
    days: 1,
    assessment: 'PAL I',
    license: 'PAL Trainer License',
    description: 'How leaders create an environment where agile teams thrive.',
  },
  {
    code: 'PAL-EBM',
    name: 'Professional Agile Leadership - Evidence-Based Management',
    category: 'Agile Leadership',
    days: 1,
    assessment: 'PAL-EBM',
    license: 'PAL Trainer License',
    description: 'Managing with empirical evidence: the four key value areas.',
  },
  {
    code: 'PSK',
    name: 'Professional Scrum with Kanban',
    category: 'Kanban',
    days: 2,
    assessment: 'PSK I',
    license: 'PSK Trainer License',
    description: 'Flow, WIP limits and flow metrics within the Scrum framework.',
  },
  {
    code: 'SPS',
    name: 'Scaled Professional Scrum',
    category: 'Scaled Scrum',
    days: 2,
    assessment: 'SPS',
    license: 'SPS Trainer License',
    description: 'Scaling Scrum with Nexus: integration, dependencies and the Nexus Integration Team.',
  },
  {
    code: 'APS',
    name: 'Applying Professional Scrum',
    category: 'Foundations',
    days: 2,
    assessment: 'PSM I',
    license: 'APS Trainer License',
    description: 'A first experience of Scrum for whole teams.',
  },
  {
    code: 'PSD-J',
    name: 'Professional Scrum Developer (Java)',
    category: 'Professional Scrum Developer',
    days: 3,
    assessment: 'PSD I',
    license: 'PSD Trainer License',
    isActive: false,
    description: 'Retired: replaced by the technology-neutral developer class.',
  },
];

/** Which courses each license allows (beyond the courses that require it). */
export const licenseAllows: Record<string, string[]> = {
  'PSM Trainer License': ['PSM', 'APS'],
  'PSM-A Trainer License': ['PSM-A'],
  'PSPO Trainer License': ['PSPO'],
  'PSPO-A Trainer License': ['PSPO-A', 'PSPO-AM'],
  'PSD Trainer License': ['PSD', 'ASD', 'PSU'],
  'PAL Trainer License': ['PAL-E', 'PAL-EBM'],
  'PSK Trainer License': ['PSK'],
  'SPS Trainer License': ['SPS'],
  'APS Trainer License': ['APS'],
};

export interface OnlineCourseSeed {
  code: string;
  name: string;
  languageId: 'en' | 'zh' | 'ja';
  course: string | null;
  accessDays: number;
  isActive?: boolean;
}

export const onlineCourseSeeds: OnlineCourseSeed[] = [
  { code: 'PSM-OL', name: 'Professional Scrum Master Online', languageId: 'en', course: 'PSM', accessDays: 365 },
  {
    code: 'PSM-OL-JA',
    name: 'Professional Scrum Master Online (Japanese)',
    languageId: 'ja',
    course: 'PSM',
    accessDays: 365,
  },
  {
    code: 'PSM-OL-ZH',
    name: 'Professional Scrum Master Online (Chinese)',
    languageId: 'zh',
    course: 'PSM',
    accessDays: 365,
  },
  {
    code: 'PSPO-OL',
    name: 'Professional Scrum Product Owner Online',
    languageId: 'en',
    course: 'PSPO',
    accessDays: 365,
  },
  {
    code: 'PSPO-OL-JA',
    name: 'Professional Scrum Product Owner Online (Japanese)',
    languageId: 'ja',
    course: 'PSPO',
    accessDays: 365,
  },
  { code: 'PAL-OL', name: 'Professional Agile Leadership Online', languageId: 'en', course: 'PAL-E', accessDays: 180 },
  { code: 'PSK-OL', name: 'Professional Scrum with Kanban Online', languageId: 'en', course: 'PSK', accessDays: 180 },
  { code: 'EBM-OL', name: 'Evidence-Based Management Essentials', languageId: 'en', course: 'PAL-EBM', accessDays: 90 },
  { code: 'SCRUM-FUND', name: 'Scrum Fundamentals (self-paced)', languageId: 'en', course: null, accessDays: 90 },
  {
    code: 'PSD-OL-2019',
    name: 'Professional Scrum Developer Online (2019 edition)',
    languageId: 'en',
    course: 'PSD',
    accessDays: 365,
    isActive: false,
  },
];

/** Price in minor units of a base USD price, per currency, rounded the way a price list would be. */
export const currencyRates: Record<string, { rate: number; step: number }> = {
  USD: { rate: 1, step: 500 },
  EUR: { rate: 0.92, step: 500 },
  GBP: { rate: 0.79, step: 500 },
  AUD: { rate: 1.52, step: 500 },
  JPY: { rate: 1.5, step: 1000 }, // JPY has no minor unit: 1 USD cent ~ 1.5 yen
  CAD: { rate: 1.36, step: 500 },
  CHF: { rate: 0.88, step: 500 },
  SEK: { rate: 10.5, step: 5000 },
  NZD: { rate: 1.64, step: 500 },
  SGD: { rate: 1.35, step: 500 },
  INR: { rate: 83, step: 50_000 },
  BRL: { rate: 5, step: 1000 },
  CNY: { rate: 7.2, step: 5000 },
  ZAR: { rate: 18.5, step: 5000 },
};
export const demoCurrencies = ['USD', 'EUR', 'GBP', 'AUD', 'JPY'];
export const benchCurrencies = Object.keys(currencyRates);

export const priceIn = (usdCents: number, currency: string) => {
  const { rate, step } = currencyRates[currency] ?? { rate: 1, step: 500 };
  return Math.max(step, Math.round((usdCents * rate) / step) * step);
};

/** Base USD prices in cents: a class seat by course length, an attempt by level, online by access. */
export const seatPrice = (days: number) => 50_000 + days * 40_000;
export const attemptPrice = (assessment: string) => (/ II|-A|EBM|SPS/.test(assessment) ? 25_000 : 20_000);
export const onlinePrice = (accessDays: number) => (accessDays >= 365 ? 49_500 : accessDays >= 180 ? 29_500 : 14_900);

export interface PartnerSeed {
  name: string;
  countryCode: string;
  contactName: string;
  billingEmail: string;
  currency: string;
  isActive: boolean;
}

export const partnerSeeds: PartnerSeed[] = [
  {
    name: 'Liberty Scrum Partners LLC',
    countryCode: 'US',
    contactName: 'Dana Whitfield',
    billingEmail: 'billing@libertyscrum.example',
    currency: 'USD',
    isActive: true,
  },
  {
    name: 'Maple Agile Inc.',
    countryCode: 'CA',
    contactName: 'Luc Tremblay',
    billingEmail: 'accounts@mapleagile.example',
    currency: 'USD',
    isActive: true,
  },
  {
    name: 'Scrum Works Ltd',
    countryCode: 'GB',
    contactName: 'Harriet Cole',
    billingEmail: 'finance@scrumworks.example',
    currency: 'GBP',
    isActive: true,
  },
  {
    name: 'Agile Academy GmbH',
    countryCode: 'DE',
    contactName: 'Jonas Weber',
    billingEmail: 'rechnung@agile-academy.example',
    currency: 'EUR',
    isActive: true,
  },
  {
    name: 'Paris Agilité SAS',
    countryCode: 'FR',
    contactName: 'Camille Laurent',
    billingEmail: 'factures@paris-agilite.example',
    currency: 'EUR',
    isActive: true,
  },
  {
    name: 'Lean Sprint BV',
    countryCode: 'NL',
    contactName: 'Sanne de Vries',
    billingEmail: 'facturen@leansprint.example',
    currency: 'EUR',
    isActive: true,
  },
  {
    name: 'Iberia Ágil S.L.',
    countryCode: 'ES',
    contactName: 'Lucía Romero',
    billingEmail: 'facturas@iberia-agil.example',
    currency: 'EUR',
    isActive: true,
  },
  {
    name: 'Agile Roma S.r.l.',
    countryCode: 'IT',
    contactName: 'Marco Bianchi',
    billingEmail: 'fatture@agileroma.example',
    currency: 'EUR',
    isActive: true,
  },
  {
    name: 'Nordic Flow AB',
    countryCode: 'SE',
    contactName: 'Elin Johansson',
    billingEmail: 'faktura@nordicflow.example',
    currency: 'EUR',
    isActive: true,
  },
  {
    name: 'Southern Cross Agile Pty Ltd',
    countryCode: 'AU',
    contactName: 'Mia Nguyen',
    billingEmail: 'accounts@southerncross.example',
    currency: 'AUD',
    isActive: true,
  },
  {
    name: 'Kaizen Learning KK',
    countryCode: 'JP',
    contactName: 'Haruto Sato',
    billingEmail: 'seikyu@kaizen-learning.example',
    currency: 'JPY',
    isActive: true,
  },
  {
    name: 'Great Wall Agile Consulting',
    countryCode: 'CN',
    contactName: 'Li Wei',
    billingEmail: 'finance@greatwallagile.example',
    currency: 'USD',
    isActive: true,
  },
  {
    name: 'Bharat Agile Pvt Ltd',
    countryCode: 'IN',
    contactName: 'Priya Sharma',
    billingEmail: 'accounts@bharatagile.example',
    currency: 'USD',
    isActive: true,
  },
  {
    name: 'Lion City Scrum Pte Ltd',
    countryCode: 'SG',
    contactName: 'Wei Ling Tan',
    billingEmail: 'billing@lioncityscrum.example',
    currency: 'USD',
    isActive: true,
  },
  {
    name: 'Cape Agile (Pty) Ltd',
    countryCode: 'ZA',
    contactName: 'Thabo Mokoena',
    billingEmail: 'accounts@capeagile.example',
    currency: 'USD',
    isActive: true,
  },
  {
    name: 'Pampas Ágil S.A.',
    countryCode: 'AR',
    contactName: 'Martín Gómez',
    billingEmail: 'facturacion@pampasagil.example',
    currency: 'USD',
    isActive: false,
  },
];

/** The demo's markets: country, currency, and the partner (by country) that serves it, if any. */
export const demoMarkets: { country: string; currency: string; partnerCountry?: string }[] = [
  { country: 'US', currency: 'USD', partnerCountry: 'US' },
  { country: 'CA', currency: 'USD', partnerCountry: 'CA' },
  { country: 'MX', currency: 'USD' },
  { country: 'BR', currency: 'USD' },
  { country: 'GB', currency: 'GBP', partnerCountry: 'GB' },
  { country: 'IE', currency: 'EUR' },
  { country: 'DE', currency: 'EUR', partnerCountry: 'DE' },
  { country: 'AT', currency: 'EUR', partnerCountry: 'DE' },
  { country: 'CH', currency: 'EUR', partnerCountry: 'DE' },
  { country: 'FR', currency: 'EUR', partnerCountry: 'FR' },
  { country: 'BE', currency: 'EUR', partnerCountry: 'NL' },
  { country: 'NL', currency: 'EUR', partnerCountry: 'NL' },
  { country: 'ES', currency: 'EUR', partnerCountry: 'ES' },
  { country: 'IT', currency: 'EUR', partnerCountry: 'IT' },
  { country: 'SE', currency: 'EUR', partnerCountry: 'SE' },
  { country: 'PL', currency: 'EUR' },
  { country: 'AU', currency: 'AUD', partnerCountry: 'AU' },
  { country: 'NZ', currency: 'AUD', partnerCountry: 'AU' },
  { country: 'JP', currency: 'JPY', partnerCountry: 'JP' },
  { country: 'CN', currency: 'USD', partnerCountry: 'CN' },
  { country: 'IN', currency: 'USD', partnerCountry: 'IN' },
  { country: 'SG', currency: 'USD', partnerCountry: 'SG' },
  { country: 'ZA', currency: 'USD', partnerCountry: 'ZA' },
];

export const revokeReasons = [
  'Refunded at the learner’s request',
  'Duplicate enrollment',
  'Payment charged back',
  'Enrolled in the wrong language; re-enrolled',
  'Company seat reassigned to a colleague',
];

export interface ProductSeed {
  sku: string;
  name: string;
  kind: 'class-seat' | 'assessment-attempt' | 'online-course';
  priceAmount: number;
  currency: string;
  courseCode: string | null;
  onlineCourseCode: string | null;
  assessmentCode: string | null;
  isActive: boolean;
}

/** Every course seat, assessment attempt and online course, priced in each of `currencies`. */
export function productSeeds(currencies: readonly string[]): ProductSeed[] {
  const assessments = [...new Set(courseSeeds.flatMap((c) => (c.assessment ? [c.assessment] : [])))];
  return currencies.flatMap((currency) => [
    ...courseSeeds.map((c) => ({
      sku: `${c.code}-SEAT-${currency}`,
      name: `${c.name} class seat (${currency})`,
      kind: 'class-seat' as const,
      priceAmount: priceIn(seatPrice(c.days), currency),
      currency,
      courseCode: c.code,
      onlineCourseCode: null,
      assessmentCode: null,
      isActive: c.isActive !== false,
    })),
    ...assessments.map((a) => ({
      sku: `${a.replaceAll(' ', '')}-ATTEMPT-${currency}`,
      name: `${a} assessment attempt (${currency})`,
      kind: 'assessment-attempt' as const,
      priceAmount: priceIn(attemptPrice(a), currency),
      currency,
      courseCode: null,
      onlineCourseCode: null,
      assessmentCode: a,
      isActive: true,
    })),
    ...onlineCourseSeeds.map((o) => ({
      sku: `${o.code}-${currency}`,
      name: `${o.name} (${currency})`,
      kind: 'online-course' as const,
      priceAmount: priceIn(onlinePrice(o.accessDays), currency),
      currency,
      courseCode: null,
      onlineCourseCode: o.code,
      assessmentCode: null,
      isActive: o.isActive !== false,
    })),
  ]);
}
