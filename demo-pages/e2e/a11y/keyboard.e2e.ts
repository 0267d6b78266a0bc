// Issue 18, item 3: no control works only with a mouse or acts on arrow keys, and fast tabbing
// never passes a widget that mounts when visible before its controls exist.
import { expect, test } from '../../../scripts/e2e-support.ts';
import { asReturningVisitor } from './pageTypes.ts';

test.describe('keyboard only', () => {
  // The first Tab mounts every widget waiting to be scrolled into view: pageWalk.e2e.ts.

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
