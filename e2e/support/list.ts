// The list toolkit's parts as a test reads them: the page report and the table's rows.

import type { Page } from '@playwright/test';

/** The table's page report, e.g. '101–200 of 377', or 'No rows'. */
export const report = (page: Page) => page.locator('.list-table__report');

export const rows = (page: Page) => page.locator('.list-table tbody tr');
