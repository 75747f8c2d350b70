// Where a passcode's history is kept, for its area's history sources (area.ts).
import type { Db } from '../../db/client.js';
import { passcodes } from '../../db/schema/index.js';
import { codeHistorySources } from '../../kits/codes/code-history.js';

export const passcodeHistorySources = (db: Db, id: number) =>
  codeHistorySources(
    db,
    {
      table: passcodes,
      id: passcodes.id,
      batchId: passcodes.batchId,
      entity: 'passcode',
      generationEntity: 'passcode-generation',
    },
    id,
  );
