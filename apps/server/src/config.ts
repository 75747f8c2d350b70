// The server's settings: read from the environment once, validated with zod. The only module that
// reads process.env; a wrong value stops the server with one line naming the variable.
import { isIP } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type ProfileSource, profileSources } from '@eco/contract';
import { z } from 'zod';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const flag = z.enum(['true', 'false', '1', '0', 'yes', 'no']).transform((v) => ['true', '1', 'yes'].includes(v));
const seconds = z.coerce.number().int().min(1);
const url = z.url().transform((u) => u.replace(/\/+$/, ''));

// Which proxies in front may say who the client is (X-Forwarded-For, -Proto, -Host), in Fastify's
// trustProxy forms: a number of hops, or addresses and CIDR ranges. "true" is one hop: trusting every hop
// would take the client address from the left-most X-Forwarded-For entry, which the client writes itself.
const PROXY_NAMES = ['loopback', 'linklocal', 'uniquelocal'];
function isProxyAddress(entry: string): boolean {
  if (PROXY_NAMES.includes(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length) return false;
  return bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128));
}
const trustProxy = z
  .string()
  .trim()
  .transform((value, ctx): false | number | string[] => {
    const word = value.toLowerCase();
    if (['false', 'no', '0'].includes(word)) return false;
    if (['true', 'yes'].includes(word)) return 1;
    if (/^\d{1,2}$/.test(word)) return Number(word);
    const entries = word.split(',').map((entry) => entry.trim());
    const wrong = entries.find((entry) => !isProxyAddress(entry));
    if (wrong === undefined) return entries;
    ctx.addIssue({
      code: 'custom',
      message: `"${wrong}" is neither true/false, a number of proxies, nor an address or CIDR range`,
    });
    return z.NEVER;
  });

/** The demo seller's VAT settings (the Netherlands, 21 %): the settings' defaults and the demo invoices' seller. */
export const sellerVatDefaults = { countryCode: 'NL', standardRate: 21 } as const;

const env = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  PUBLIC_URL: url.optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional(),
  DATA_DIR: z.string().min(1).default(path.join(repoRoot, '.data')),
  OIDC_ISSUER: url.optional(),
  OIDC_CLIENT_ID: z.string().min(1).default('eco-console'),
  OIDC_AUDIENCE: z.string().min(1).optional(),
  OIDC_PROFILE_SOURCE: z.enum(profileSources).default('auto'),
  // Providers such as Microsoft Entra ID issue a token for the API only when its scope is requested.
  OIDC_SCOPE: z
    .string()
    .trim()
    .regex(/(^|\s)openid(\s|$)/, 'must include openid')
    .default('openid offline_access profile email'),
  PRODUCT_NAME: z.string().trim().min(1).max(60).default('Scrum'),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Eco <no-reply@eco.localhost>'),
  MAIL_POLL_MS: z.coerce.number().int().min(10).default(2_000),
  MAIL_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(100).default(8),
  MAIL_RETRY_BASE_MS: z.coerce.number().int().min(10).default(60_000),
  // LMS webhooks: poll interval of their outbox worker, and whether URLs may reach private, loopback or
  // link-local addresses and use plain http (tests and local receivers only: it opens the server to SSRF).
  WEBHOOK_POLL_MS: z.coerce.number().int().min(10).default(1_000),
  WEBHOOKS_ALLOW_PRIVATE_ADDRESSES: flag.default(false),
  // Multiplies the Standard Webhooks retry schedule (5 s ... 24 h): tests shrink it to see retries.
  WEBHOOK_RETRY_SCALE: z.coerce.number().min(0.000001).max(1).default(1),
  // The daily license job: each instance looks every this many minutes (the first time that long after
  // it starts) whether the day's run is done, and runs it if it claims the day. 0 turns it off.
  LICENSE_JOB_MINUTES: z.coerce.number().int().min(0).max(1440).default(10),
  // The test platform (ClassMarker) the question bank mirrors to: its API's base URL, or "embedded" (the
  // default) for the local fake that speaks its protocol inside this process, as the embedded sign-in is
  // the default. The key and secret sign every request (md5 of key, secret and timestamp).
  CLASSMARKER_URL: z.union([z.literal('embedded'), url]).default('embedded'),
  CLASSMARKER_API_KEY: z.string().trim().min(1).default('eco-demo-key'),
  CLASSMARKER_API_SECRET: z.string().trim().min(1).default('eco-demo-secret'),
  // The platform allows about 30 question and category calls per hour per key: the queue never exceeds it.
  CLASSMARKER_CALLS_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(30),
  // The sync worker's poll interval (0 turns the worker off in this instance), attempts before an item is
  // Failed for good, and the first retry delay (doubling each time), in ms.
  CLASSMARKER_POLL_MS: z.coerce.number().int().min(0).default(2_000),
  CLASSMARKER_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(50).default(6),
  CLASSMARKER_RETRY_BASE_MS: z.coerce.number().int().min(10).default(60_000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DEMO_DATA: flag.optional(),
  DEMO_PASSWORD: z.string().min(6).default('eco-demo'),
  ACCESS_TOKEN_TTL: seconds.default(600),
  REFRESH_TOKEN_TTL: seconds.default(14 * 24 * 3600),
  SESSION_TTL: seconds.default(12 * 3600),
  TRUST_PROXY: trustProxy.default(false),
  WEB_DIST: z.string().min(1).default(path.join(repoRoot, 'apps/web/dist')),
  FEEDBACK_EMAIL: z.email().optional(),
  GRADING_INSTRUCTIONS_URL: z.url().optional(),
  ACCOUNT_HANDLING_GUIDE_URL: z.url().optional(),
  VALIDATE_RESPONSES: flag.default(false),
  EXPORTS_PER_INSTANCE: z.coerce.number().int().min(0).max(100).default(2),
  EXPORTS_PER_PERSON: z.coerce.number().int().min(0).max(100).default(1),
  EXPORTS_QUEUE_MS: z.coerce.number().int().min(0).max(120_000).default(10_000),
  SHUTDOWN_DRAIN_SECONDS: z.coerce.number().int().min(0).max(60).default(5),
  // The seller printed on invoices and credit notes. The address is one setting; "|" or a newline
  // separates its lines. The demo defaults name an example company, never a real one: a Dutch company with
  // the Dutch tax authority's example VAT number, so the demo shows VAT as an EU seller charges it.
  SELLER_NAME: z.string().trim().min(1).max(120).default('Eco Training Ltd (demo)'),
  SELLER_ADDRESS: z.string().trim().min(1).max(500).default('Voorbeeldstraat 1|1011 AB Amsterdam|Netherlands'),
  // "none": a seller without a VAT id (an empty value takes the demo's number, as every empty setting does).
  SELLER_VAT_ID: z.string().trim().max(40).default('NL000099998B57'),
  // Where the seller is established (ISO 3166 alpha-2) and its standard VAT rate in percent: what a new
  // invoice line's VAT category and rate are chosen from (areas/invoices/tax/vat-defaults.ts).
  SELLER_COUNTRY_CODE: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/, 'must be a two-letter country code')
    .transform((c) => c.toUpperCase())
    .default(sellerVatDefaults.countryCode),
  VAT_STANDARD_RATE: z.coerce
    .number()
    .min(0)
    .max(100)
    .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, 'at most two decimals')
    .default(sellerVatDefaults.standardRate),
  SELLER_EMAIL: z.email().default('billing@eco.example'),
  SELLER_PHONE: z.string().trim().max(40).optional(),
  SELLER_BANK_DETAILS: z.string().trim().max(300).optional(),
  INVOICE_PAYMENT_TERMS: z.string().trim().max(200).default('Payable within 30 days of the issue date.'),
});

export interface Config {
  port: number;
  host: string;
  publicUrl: string;
  databaseUrl: string | undefined;
  dataDir: string;
  /** Undefined when the embedded provider runs. */
  externalIssuer: string | undefined;
  issuer: string;
  clientId: string;
  audience: string;
  /** Where the console reads the person's name and e-mail: userinfo, the ID token, or auto. */
  profileSource: ProfileSource;
  /** The scopes the console requests (space-separated, with openid). */
  scope: string;
  productName: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** The outbox worker: poll interval, attempts before Failed, first retry delay (doubling), in ms. */
  mailPollMs: number;
  mailMaxAttempts: number;
  mailRetryBaseMs: number;
  /** LMS webhooks: the worker's poll interval (ms), whether URLs may be private/loopback/http (tests, local
   * receivers only), and a factor on the retry schedule (1 in production; tests shrink it). */
  webhooks: { pollMs: number; allowPrivateAddresses: boolean; retryScale: number };
  /**
   * The test platform (ClassMarker): its API's base URL or 'embedded' (the local fake in this process),
   * the key and secret that sign requests, the calls allowed per key per hour, and the sync worker's poll
   * interval (0: off), attempts before Failed and first retry delay (ms, doubling).
   */
  classMarker: {
    url: string;
    apiKey: string;
    apiSecret: string;
    callsPerHour: number;
    pollMs: number;
    maxAttempts: number;
    retryBaseMs: number;
  };
  /** Minutes between the license job's checks for the day's run (0: off). */
  licenseJobMinutes: number;
  logLevel: z.infer<typeof env>['LOG_LEVEL'];
  demoData: boolean;
  demoPassword: string;
  accessTokenTtl: number;
  refreshTokenTtl: number;
  sessionTtl: number;
  /**
   * The proxies trusted to name the client: false (none), a number of hops, or their addresses and
   * ranges. The client's address is then the right-most one not trusted, as Fastify computes it.
   */
  trustProxy: false | number | string[];
  webDist: string;
  feedbackEmail: string | null;
  gradingInstructionsUrl: string | null;
  accountHandlingGuideUrl: string | null;
  /**
   * Check every JSON response against the contract (tests, development): a handler returning the wrong
   * shape fails with a 500. Off in production, where responses are only serialised.
   */
  validateResponses: boolean;
  /**
   * File exports (CSV downloads) running at once, per instance and per person (0: no bound), and how
   * long one waits for a turn before 429 (ms). Exports read through a pool of perInstance connections.
   */
  exports: { perInstance: number; perPerson: number; queueMs: number };
  /** On SIGTERM, how long readiness says 503 while requests are still served, before the server stops
   * accepting: long enough for a load balancer's health check to notice. */
  shutdownDrainSeconds: number;
  /** The seller printed on invoices and credit notes: name, address lines, VAT id, e-mail, phone, bank
   * details (one line), the payment terms printed under an invoice's totals, and its country and standard
   * VAT rate, from which new invoice lines take their VAT. */
  seller: {
    name: string;
    addressLines: string[];
    vatId: string | null;
    email: string;
    phone: string | null;
    bankDetails: string | null;
    paymentTerms: string;
    /** Where the seller is established (ISO 3166 alpha-2) and its standard VAT rate in percent. */
    countryCode: string;
    vatStandardRate: number;
  };
}

export class ConfigError extends Error {}

/** Parses settings from an environment; throws ConfigError naming the first bad variable. */
export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = env.safeParse(cleaned);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ConfigError(`Invalid setting ${String(issue?.path[0])}: ${issue?.message}`);
  }
  const e = parsed.data;
  const publicUrl = e.PUBLIC_URL ?? `http://localhost:${e.PORT}`;
  const issuer = e.OIDC_ISSUER ?? `${publicUrl}/idp`;
  return {
    port: e.PORT,
    host: e.HOST,
    publicUrl,
    databaseUrl: e.DATABASE_URL,
    dataDir: path.resolve(e.DATA_DIR),
    externalIssuer: e.OIDC_ISSUER,
    issuer,
    clientId: e.OIDC_CLIENT_ID,
    audience: e.OIDC_AUDIENCE ?? `${publicUrl}/api`,
    profileSource: e.OIDC_PROFILE_SOURCE,
    scope: e.OIDC_SCOPE,
    productName: e.PRODUCT_NAME,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    mailPollMs: e.MAIL_POLL_MS,
    mailMaxAttempts: e.MAIL_MAX_ATTEMPTS,
    mailRetryBaseMs: e.MAIL_RETRY_BASE_MS,
    webhooks: {
      pollMs: e.WEBHOOK_POLL_MS,
      allowPrivateAddresses: e.WEBHOOKS_ALLOW_PRIVATE_ADDRESSES,
      retryScale: e.WEBHOOK_RETRY_SCALE,
    },
    classMarker: {
      url: e.CLASSMARKER_URL,
      apiKey: e.CLASSMARKER_API_KEY,
      apiSecret: e.CLASSMARKER_API_SECRET,
      callsPerHour: e.CLASSMARKER_CALLS_PER_HOUR,
      pollMs: e.CLASSMARKER_POLL_MS,
      maxAttempts: e.CLASSMARKER_MAX_ATTEMPTS,
      retryBaseMs: e.CLASSMARKER_RETRY_BASE_MS,
    },
    licenseJobMinutes: e.LICENSE_JOB_MINUTES,
    logLevel: e.LOG_LEVEL,
    // A production database never gets well-known passwords by accident.
    demoData: e.DEMO_DATA ?? e.DATABASE_URL === undefined,
    demoPassword: e.DEMO_PASSWORD,
    accessTokenTtl: e.ACCESS_TOKEN_TTL,
    refreshTokenTtl: e.REFRESH_TOKEN_TTL,
    sessionTtl: e.SESSION_TTL,
    trustProxy: e.TRUST_PROXY,
    webDist: path.resolve(e.WEB_DIST),
    feedbackEmail: e.FEEDBACK_EMAIL ?? null,
    gradingInstructionsUrl: e.GRADING_INSTRUCTIONS_URL ?? null,
    accountHandlingGuideUrl: e.ACCOUNT_HANDLING_GUIDE_URL ?? null,
    validateResponses: e.VALIDATE_RESPONSES,
    exports: { perInstance: e.EXPORTS_PER_INSTANCE, perPerson: e.EXPORTS_PER_PERSON, queueMs: e.EXPORTS_QUEUE_MS },
    shutdownDrainSeconds: e.SHUTDOWN_DRAIN_SECONDS,
    seller: {
      name: e.SELLER_NAME,
      addressLines: e.SELLER_ADDRESS.split(/\||\n/)
        .map((line) => line.trim())
        .filter(Boolean),
      vatId: e.SELLER_VAT_ID.toLowerCase() === 'none' ? null : e.SELLER_VAT_ID,
      email: e.SELLER_EMAIL,
      phone: e.SELLER_PHONE || null,
      bankDetails: e.SELLER_BANK_DETAILS || null,
      paymentTerms: e.INVOICE_PAYMENT_TERMS,
      countryCode: e.SELLER_COUNTRY_CODE,
      vatStandardRate: e.VAT_STANDARD_RATE,
    },
  };
}
