// The choices the self-paced filters offer: every online course, active first (the Courses area's list).
import type { SelfPacedLookupInfo } from '@eco/contract';
import type { Db } from '../../../db/client.js';
import { onlineCourseOptions } from '../../courses/public.js';

export async function selfPacedLookupInfo(db: Db): Promise<SelfPacedLookupInfo> {
  return { onlineCourses: await onlineCourseOptions(db) };
}
