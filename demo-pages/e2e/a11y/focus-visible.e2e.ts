// Issue 18, item 2: focus is always visible (WCAG 2.4.7). Every control Tab reaches on the start,
// competition and match pages looks different focused than unfocused: the pixels around it are
// compared, so a ring hidden by another outline, clipped by a scrolling parent or drawn white on
// white fails. On every page type the focused control must at least have an outline or shadow.
import type { Page } from '@playwright/test';
import { expect, test } from '../../../scripts/e2e-support.ts';
import { asReturningVisitor, openPage, pageTypes } from './pageTypes.ts';

const RING_MARGIN = 8; // outline offset 2 + width 3, with room

/** The focused element's box (page coordinates) and a description, or null on the body. */
function focusedBox(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!(el instanceof HTMLElement) || el === document.body) return null;
    const box = el.getBoundingClientRect();
    const style = getComputedStyle(el);
    return {
      what: `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 30)}"`,
      x: box.x,
      y: box.y,
      width: box.width,
      height: box.height,
      indicator:
        (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) ||
        style.boxShadow !== 'none' ||
        // The picker button inside a native date input: the browser draws its own ring there.
        (el.matches('input[type="date"]') && !el.matches(':focus-visible')),
      inWidget: !!el.closest('[data-widget]'),
    };
  });
}

async function walk(page: Page, tabs: number, check: (page: Page) => Promise<string | null>) {
  const problems: string[] = [];
  for (let i = 0; i < tabs; i++) {
    await page.keyboard.press('Tab');
    const problem = await check(page);
    if (problem) problems.push(problem);
  }
  return problems;
}

test.describe('focus is visible', () => {
  test('focused and unfocused pixels differ for every control on start, competition and match pages', async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(240_000);
    await asReturningVisitor(context);
    await page.emulateMedia({ reducedMotion: 'reduce' }); // a still carousel
    const types = (await pageTypes(request)).filter((p) =>
      ['start', 'league', 'match'].includes(p.name),
    );
    const problems: string[] = [];
    for (const { name, url } of types) {
      await openPage(page, url);
      await page.evaluate(() => window.scrollTo(0, 0));
      problems.push(
        ...(await walk(page, 45, async () => {
          const box = await focusedBox(page);
          if (!box || box.width === 0 || box.height === 0) return null;
          const viewport = page.viewportSize();
          if (!viewport) return null;
          const clip = {
            x: Math.max(0, box.x - RING_MARGIN),
            y: Math.max(0, box.y - RING_MARGIN),
            width: Math.min(
              box.width + 2 * RING_MARGIN,
              viewport.width - Math.max(0, box.x - RING_MARGIN),
            ),
            height: Math.min(
              box.height + 2 * RING_MARGIN,
              viewport.height - Math.max(0, box.y - RING_MARGIN),
            ),
          };
          if (clip.width <= 0 || clip.height <= 0) return null;
          const focusedShot = await page.screenshot({ clip, animations: 'disabled' });
          // The same control without focus: focus parked on the document, then put back.
          await page.evaluate(() => {
            const el = document.activeElement as HTMLElement | null;
            (window as unknown as { __parked: HTMLElement | null }).__parked = el;
            el?.blur();
          });
          const plainShot = await page.screenshot({ clip, animations: 'disabled' });
          await page.evaluate(() =>
            (window as unknown as { __parked: HTMLElement | null }).__parked?.focus({
              focusVisible: true,
            } as FocusOptions),
          );
          return focusedShot.equals(plainShot) ? `${name}: ${box.what} shows no focus` : null;
        })),
      );
    }
    expect(problems).toEqual([]);
  });

  test('every focused control has an outline or a shadow, on every page type @phone', async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(180_000);
    await asReturningVisitor(context);
    const problems: string[] = [];
    for (const { name, url } of await pageTypes(request)) {
      await openPage(page, url);
      problems.push(
        ...(await walk(page, 30, async () => {
          const box = await focusedBox(page);
          return box && !box.indicator ? `${name} (${url}): ${box.what}` : null;
        })),
      );
    }
    expect(problems).toEqual([]);
  });
});
