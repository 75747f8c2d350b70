// Licenses: what a trainer must hold to teach courses, which courses each allows, and how often it renews.
import { z } from 'zod';
import { defineContractArea } from './area.js';
import {
  deleteResult,
  idParams,
  isoDateTime,
  paged,
  pageQuery,
  refId,
  trimmed,
  version,
  wholeNumber,
} from './common.js';
import { courseRef } from './courses.js';
import { endpoint } from './endpoint.js';
import { licenseRefusals } from './license-refusals.js';
import { deleteQuery, optionalBool, optionalId, searchText, sorting } from './lists.js';

export const licenseRow = z.object({
  id: z.number().int(),
  name: z.string(),
  renewalMonths: z.number().int(),
  isActive: z.boolean(),
  /** The courses it allows its holder to teach, by code. */
  courses: z.array(courseRef),
  /** Courses that name it as their required license. */
  requiredByCourseCount: z.number().int(),
  updatedAt: isoDateTime,
});
export type LicenseRow = z.infer<typeof licenseRow>;

export const licenseDetail = licenseRow.extend({
  description: z.string(),
  /** Renewal reminders go this many days before a held license expires, largest first. */
  reminderDays: z.array(z.number().int()),
  /** Days after expiry a holder may still renew. */
  graceDays: z.number().int(),
  /** Calendar months before expiry the renewal window opens. */
  renewalWindowMonths: z.number().int(),
  /** How many trainers hold it (a license held cannot be deleted). */
  heldByCount: z.number().int(),
  courseIds: z.array(z.number().int()),
  requiredBy: z.array(courseRef),
  version,
  createdAt: isoDateTime,
});
export type LicenseDetail = z.infer<typeof licenseDetail>;

const licenseFields = z.object({
  name: trimmed(120),
  description: z.string().trim().max(4000).default(''),
  renewalMonths: wholeNumber(1, 120).default(12),
  isActive: z.boolean().default(true),
  courseIds: z.array(refId).max(200).default([]),
  /** Days before expiry a reminder goes out: each 1 to 365, at most 8, no repeats. */
  reminderDays: z.array(wholeNumber(1, 365)).max(8, 'At most 8 reminders').default([60, 30, 14, 7]),
  graceDays: wholeNumber(0, 365).default(30),
  renewalWindowMonths: wholeNumber(1, 24).default(3),
});

/** A window opening before the previous renewal began would make every license renewable at once. */
const checkRenewal = (v: z.output<typeof licenseFields>, ctx: z.core.$RefinementCtx) => {
  if (new Set(v.reminderDays).size !== v.reminderDays.length)
    ctx.addIssue({ code: 'custom', path: ['reminderDays'], message: 'Each day may appear once' });
  if (v.renewalWindowMonths > v.renewalMonths)
    ctx.addIssue({
      code: 'custom',
      path: ['renewalWindowMonths'],
      message: 'The renewal window cannot be longer than the renewal period',
    });
};

export const licenseInput = licenseFields.superRefine(checkRenewal);
export const licenseUpdate = licenseFields.extend({ version }).superRefine(checkRenewal);

export const licenseListQuery = pageQuery(50).extend({
  /** Contains, case-insensitive, on the name. */
  search: searchText,
  isActive: optionalBool,
  /** Licenses that allow teaching this course. */
  courseId: optionalId,
  ...sorting(['name', 'renewalMonths', 'isActive', 'updatedAt'], 'name').shape,
});

export const licenseLookupInfo = z.object({
  courses: z.array(courseRef.extend({ isActive: z.boolean() })),
});
export type LicenseLookupInfo = z.infer<typeof licenseLookupInfo>;

export const licenses = {
  export: endpoint({
    method: 'GET',
    path: '/licenses/export',
    access: 'canViewLicenses',
    summary: 'Every license matching the list filters, in the list order, as a CSV file (no paging).',
    query: licenseListQuery.omit({ page: true, pageSize: true }),
    response: z.string(),
    produces: 'text/csv',
  }),
  list: endpoint({
    method: 'GET',
    path: '/licenses',
    access: 'canViewLicenses',
    summary: 'Licenses, paged, with the courses each allows: search contains on name; filters by active and course.',
    query: licenseListQuery,
    response: paged(licenseRow),
  }),
  lookupInfo: endpoint({
    method: 'GET',
    path: '/licenses/lookup-info',
    access: 'canViewLicenses',
    summary: 'Choices for the license screens: the courses a license can allow.',
    response: licenseLookupInfo,
  }),
  get: endpoint({
    method: 'GET',
    path: '/licenses/:id',
    access: 'canViewLicenses',
    summary: 'One license with its version, the courses it allows and the courses that require it.',
    params: idParams,
    response: licenseDetail,
  }),
  create: endpoint({
    method: 'POST',
    path: '/licenses',
    access: 'canCreateLicenses',
    summary: 'Adds a license. A name in use or an unknown course is a 400 on that field.',
    body: licenseInput,
    status: 201,
    response: licenseDetail,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/licenses/:id',
    access: 'canUpdateLicenses',
    summary: 'Changes a license and the courses it allows. Sends the version read; a stale version gets 409.',
    params: idParams,
    body: licenseUpdate,
    response: licenseDetail,
  }),
  delete: endpoint({
    method: 'DELETE',
    path: '/licenses/:id',
    access: 'canUpdateLicenses',
    summary:
      'Deletes a license. Refused with 409 and a message naming what holds it: trainers who hold it, or courses that require it.',
    params: idParams,
    query: deleteQuery,
    refuses: licenseRefusals.pick('in-use'),
    response: deleteResult,
  }),
};

/** The licenses area: its endpoints, OpenAPI tag, audit words and history records (area.ts). */
export const licensesArea = defineContractArea({
  key: 'licenses',
  word: 'licenses',
  tag: 'Licenses: what a trainer must hold to teach courses, which courses each allows, and how often it renews.',
  audit: { verbs: ['create', 'update', 'delete'], entities: ['license'] },
  history: { license: 'canViewLicenses' },
  endpoints: licenses,
});
