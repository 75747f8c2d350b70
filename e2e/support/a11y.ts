// The accessibility check of every screen: axe-core on the page as it stands fails a test on serious and
// critical problems, each printed with its rule, its help page and the elements it found.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, signIn, test, users } from './fixtures';

type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

export interface A11yOptions {
  /** Check only inside this selector (e.g. one dialog). */
  include?: string;
  /** Leave these selectors out (e.g. a frame axe cannot enter). */
  exclude?: readonly string[];
  /** Rules to skip; the calling test says why. */
  disableRules?: readonly string[];
}

const blocking = new Set(['serious', 'critical']);

export async function expectNoSeriousA11yViolations(page: Page, options: A11yOptions = {}): Promise<void> {
  // Violations only: axe otherwise gathers every element that passed or could not be decided, which
  // took about a third of each check on a list of 100 rows and is never read here.
  let axe = new AxeBuilder({ page }).options({ resultTypes: ['violations'] });
  if (options.include) axe = axe.include(options.include);
  for (const selector of options.exclude ?? []) axe = axe.exclude(selector);
  if (options.disableRules?.length) axe = axe.disableRules([...options.disableRules]);
  const { violations } = await axe.analyze();
  const serious = violations.filter((v) => blocking.has(v.impact ?? ''));
  expect(
    serious.map((v) => v.id),
    `serious accessibility problems on ${page.url()}:\n\n${serious.map(describe).join('\n\n')}\n`,
  ).toEqual([]);
}

function describe(violation: Violation): string {
  const nodes = violation.nodes.map(
    (node) => `  - ${node.target.join(' ')}\n    ${(node.failureSummary ?? '').replaceAll('\n', '\n    ')}`,
  );
  return [`${violation.id} (${violation.impact}): ${violation.help}`, `  ${violation.helpUrl}`, ...nodes].join('\n');
}

/**
 * One test for a spec's screens: an administrator signs in once, then opens each screen in turn (a step
 * each, named with its heading and path): it has loaded (its heading, no loading overlay), has no
 * serious accessibility problems and does not scroll sideways on a 390 px phone. (A test a screen signed in 38 times, a third of those tests' time.)
 */
export function testScreensAccessibility(screens: readonly (readonly [path: string, heading: string])[]): void {
  const names = screens.map(([, heading]) => heading).join(', ');
  test(`${names}: no serious accessibility problems, no sideways scroll`, async ({ page }) => {
    test.setTimeout(30_000 + screens.length * 20_000);
    for (const [i, [path, heading]] of screens.entries()) {
      await test.step(`${heading} (${path})`, async () => {
        if (i === 0) await signIn(page, users.admin, path);
        else await page.goto(path);
        await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
        await expect(page.locator('.p-datatable-loading-overlay, .page-loader')).toHaveCount(0);
        await expectNoSeriousA11yViolations(page);
        await expectNoSidewaysScroll(page);
      });
    }
  });
}

/** The narrowest phone the console is used on: wide tables scroll inside their card, not the page. */
export const NARROW_WIDTH = 390;

/**
 * At 390 px the page itself does not scroll sideways (a wide table or form scrolls inside its own box):
 * checked on the screen as it stands, then the window is put back as it was.
 */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const size = page.viewportSize();
  await page.setViewportSize({ width: NARROW_WIDTH, height: size?.height ?? 800 });
  try {
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth), {
        message: `the page scrolls sideways at ${NARROW_WIDTH} px on ${page.url()}`,
        timeout: 2_000,
      })
      .toBeLessThanOrEqual(NARROW_WIDTH);
  } finally {
    if (size) await page.setViewportSize(size);
  }
}
