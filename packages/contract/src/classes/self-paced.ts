// Classes' self-paced part: the self-paced students (learners enrolled in online courses), their filters'
// choices, their revocation and their CSV report; the area's index joins it as `contract.classes.selfPaced`.
import { z } from 'zod';
import { idParams, isoDate, isoDateTime, paged, pageQuery, trimmed, version } from '../common.js';
import { onlineCourseOption } from '../courses.js';
import { endpoint } from '../endpoint.js';
import { optionalBool, optionalId, sorting } from '../lists.js';
import { classRefusals } from './refusals.js';

/**
 * The self-paced filters (all optional, all start empty). userEmail: contains, case-insensitive, on the
 * learner's e-mail. startDate and endDate: an inclusive window on the enrollment's start date.
 */
export const selfPacedFilters = z.object({
  userEmail: z.string().trim().max(254).optional(),
  startDate: isoDate.optional(),
  endDate: isoDate.optional(),
  onlineCourseId: optionalId,
  isRevoked: optionalBool,
});
export type SelfPacedFilters = z.infer<typeof selfPacedFilters>;

export const selfPacedListQuery = pageQuery(100).extend({
  ...selfPacedFilters.shape,
  ...sorting(['startDate', 'endDate'], 'startDate', true).shape,
});

export const selfPacedStudent = z.object({
  id: z.number().int(),
  admId: z.uuid(),
  userEmail: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  onlineCourseId: z.number().int(),
  onlineCourseCode: z.string(),
  onlineCourseName: z.string(),
  startDate: isoDate,
  endDate: isoDate,
  isRevoked: z.boolean(),
  revokedReason: z.string().nullable(),
  revokedAt: isoDateTime.nullable(),
  /** Sent back by revoke. */
  version,
});
export type SelfPacedStudent = z.infer<typeof selfPacedStudent>;

export const selfPacedStudentsReportQuery = selfPacedFilters.extend(
  sorting(['startDate', 'endDate'], 'startDate', true).shape,
);

export const selfPacedRevoke = z.object({ reason: trimmed(500), version });

export const selfPacedLookupInfo = z.object({ onlineCourses: z.array(onlineCourseOption) });
export type SelfPacedLookupInfo = z.infer<typeof selfPacedLookupInfo>;

export const classSelfPaced = {
  listSelfPaced: endpoint({
    method: 'GET',
    path: '/classes/self-paced',
    access: 'canViewUserOnlineClasses',
    summary:
      'Self-paced students, paged (100): userEmail contains; startDate..endDate is a window on the start date; by online course and revoked. Newest first.',
    query: selfPacedListQuery,
    response: paged(selfPacedStudent),
  }),
  selfPacedLookupInfo: endpoint({
    method: 'GET',
    path: '/classes/self-paced/lookup-info',
    access: 'canViewUserOnlineClasses',
    summary: 'Choices for the self-paced filters: the online courses.',
    response: selfPacedLookupInfo,
  }),
  revokeSelfPaced: endpoint({
    method: 'POST',
    path: '/classes/self-paced/:id/revoke',
    access: 'canUpdateUserOnlineClasses',
    summary:
      'Revokes a self-paced enrollment with a reason. Sends the version read; stale gets 409, already revoked gets 409.',
    params: idParams,
    body: selfPacedRevoke,
    refuses: classRefusals.pick('enrollment-revoked'),
    response: selfPacedStudent,
  }),
  selfPacedStudentsReport: endpoint({
    method: 'GET',
    path: '/classes/reports/self-paced/students',
    access: 'canViewUserOnlineClasses',
    summary: 'Every self-paced student matching the list filters, as a CSV download (streamed, newest first).',
    query: selfPacedStudentsReportQuery,
    response: z.string(),
    produces: 'text/csv',
  }),
};
