// Issue 18, item 3: no control works only with a mouse or acts on arrow keys, and fast tabbing
// never passes a widget that mounts when visible before its controls exist.
import { expect, test } from '../../../scripts/e2e-support.ts';
import { asReturningVisitor, pageTypes } from './pageTypes.ts';

test.describe('keyboard only', () => {
  test('the first Tab mounts every widget waiting to be scrolled into view, on every page type @phone', async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(120_000);
    await asReturningVisitor(context);
    for (const { url } of await pageTypes(request)) {
      await page.goto(url);
      // The hosts of the server's markup (hosts inserted later by a content loader are not
      // covered yet: open point of issue 18, see the report).
      await page.evaluate(() => {
        (window as unknown as { __hosts: Element[] }).__hosts = [
          ...document.querySelectorAll('[data-widget]'),
        ];
      });
      await page.keyboard.press('Tab');
      // No scrolling: only the Tab. Hosts hidden by CSS (display: none) are left alone.
      await page.waitForFunction(() =>
        (window as unknown as { __hosts: HTMLElement[] }).__hosts.every((host) => {
          const state = host.getAttribute('data-widget-state');
          return state === 'mounted' || state === 'error' || host.offsetParent === null;
        }),
      );
    }
  });

  test('fast tabbing on the start page reaches the fan poll', async ({ page, context }) => {
    await asReturningVisitor(context);
    await page.goto('/');
    let reached = false;
    for (let i = 0; i < 150 && !reached; i++) {
      await page.keyboard.press('Tab');
      reached = await page.evaluate(
        () => !!document.activeElement?.closest('[data-widget="fan-poll"]'),
      );
    }
    expect(reached).toBe(true);
  });

  test('a guest moves through the poll answers with arrow keys and stays on the page @phone', async ({
    page,
    context,
  }) => {
    await asReturningVisitor(context);
    await page.goto('/');
    const poll = page.locator('[data-widget="fan-poll"]');
    await poll.scrollIntoViewIfNeeded();
    await expect(poll.getByText('Zum Abstimmen musst du angemeldet sein.')).toBeVisible();
    await poll.getByRole('radio').first().focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(poll.getByRole('radio').nth(2)).toBeChecked();
    expect(new URL(page.url()).pathname).toBe('/');
  });
});
