// Where an enrollment code's history is kept, for its area's history sources (area.ts).
import type { Db } from '../../db/client.js';
import { enrollmentCodes } from '../../db/schema/index.js';
import { codeHistorySources } from '../../kits/codes/code-history.js';

export const enrollmentCodeHistorySources = (db: Db, id: number) =>
  codeHistorySources(
    db,
    {
      table: enrollmentCodes,
      id: enrollmentCodes.id,
      batchId: enrollmentCodes.batchId,
      entity: 'enrollment-code',
      generationEntity: 'enrollment-code-generation',
    },
    id,
  );
