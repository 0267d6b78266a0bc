// Issue 18, item 5: language is marked (WCAG 3.1.2). On pages the server renders in English the
// content area stays German (<main lang="de">); every widget host there speaks English and says so.
import { expect, test } from '../../../scripts/e2e-support.ts';
import { asReturningVisitor, openPage, pageTypes } from './pageTypes.ts';

test.describe('language of widget hosts', () => {
  test('in English every mounted widget host resolves to lang="en" @phone', async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(180_000);
    await asReturningVisitor(context);
    await context.addCookies([{ name: 'FBDE_LANG', value: 'en', domain: '127.0.0.1', path: '/' }]);
    const problems: string[] = [];
    for (const { name, url } of await pageTypes(request)) {
      await openPage(page, url);
      const wrong = await page.evaluate(() =>
        [...document.querySelectorAll('[data-widget][data-widget-state="mounted"]')]
          .filter((host) => host.closest('[lang]')?.getAttribute('lang') !== 'en')
          .map((host) => host.getAttribute('data-widget')),
      );
      if (wrong.length) problems.push(`${name} (${url}): ${wrong.join(', ')}`);
    }
    expect(problems).toEqual([]);
  });

  test('in German no host carries a lang of its own', async ({ page, context }) => {
    await asReturningVisitor(context);
    await openPage(page, '/');
    await expect(page.locator('[data-widget][lang]')).toHaveCount(0);
  });
});
