// Removes the run's temporary database directory (made by playwright.config.ts).
import { rmSync } from 'node:fs';

export default function teardown() {
  const dir = process.env.E2E_DATA_DIR;
  if (dir && process.env.E2E_DATA_DIR_TEMPORARY === '1') rmSync(dir, { recursive: true, force: true });
}
