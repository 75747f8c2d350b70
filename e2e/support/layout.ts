// What a person sees of a layout, measured in the page: text that is cut or printed over other text,
// and how a control looks when it cannot be used.
import type { Locator } from '@playwright/test';

export interface Overprint {
  /** Pairs of boxes that overlap, as their texts. */
  overlaps: string[];
  /** Elements whose text is wider than their box, or that begin left of their list (cut off). */
  cut: string[];
  count: number;
}

/**
 * Checks every element `parts` finds inside `list` (the code and the number of each item): no two
 * overlap, none is wider than its box, none starts left of the list's content box. Items are compared
 * with their neighbours in reading order (left to right within a row), so 10,000 items take one pass.
 */
export async function overprinted(list: Locator, parts: string): Promise<Overprint> {
  return list.evaluate((root, selector) => {
    const own = root.getBoundingClientRect();
    const contentLeft = own.left + Number.parseFloat(getComputedStyle(root).paddingLeft);
    const boxes = Array.from(root.querySelectorAll<HTMLElement>(selector)).map((el) => ({
      el,
      rect: el.getBoundingClientRect(),
    }));
    const cut = boxes
      .filter(({ el, rect }) => el.scrollWidth > el.clientWidth + 1 || rect.left < contentLeft - 0.5)
      .map(({ el }) => el.textContent ?? '');
    const rows = new Map<number, typeof boxes>();
    for (const box of boxes) {
      const top = Math.round(box.rect.top);
      rows.set(top, [...(rows.get(top) ?? []), box]);
    }
    const overlaps: string[] = [];
    for (const row of rows.values()) {
      row.sort((a, b) => a.rect.left - b.rect.left);
      for (let i = 1; i < row.length; i++) {
        const [a, b] = [row[i - 1], row[i]];
        if (a && b && a.rect.right > b.rect.left + 0.5) overlaps.push(`${a.el.textContent} / ${b.el.textContent}`);
      }
    }
    return { overlaps: overlaps.slice(0, 10), cut: cut.slice(0, 10), count: boxes.length };
  }, parts);
}

/** How a button shows that it cannot be used. */
export async function disabledLook(button: Locator): Promise<{ cursor: string; opacity: number; filter: string }> {
  return button.evaluate((el) => {
    const style = getComputedStyle(el);
    return { cursor: style.cursor, opacity: Number(style.opacity), filter: style.filter };
  });
}
