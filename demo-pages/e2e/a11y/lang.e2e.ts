// Issue 18, item 5: language is marked (WCAG 3.1.2). On pages the server renders in English the
// content area stays German (<main lang="de">); every widget host there speaks English and says so.
import { expect, test } from '../../../scripts/e2e-support.ts';
import { PAGE_TYPE_NAMES, asReturningVisitor, openPage, pageTypes } from './pageTypes.ts';

test.describe('language of widget hosts', () => {
  test.describe.configure({ mode: 'parallel' });

  for (const name of PAGE_TYPE_NAMES)
    // The runtime marks a host's lang from the page's language, whatever the width: once per
    // page type is enough, on the phone, where the widgets take their narrow forms.
    test(`${name} in English: every mounted widget host resolves to lang="en" @phone-only`, async ({
      page,
      context,
      request,
    }) => {
      const url = (await pageTypes(request)).find((type) => type.name === name)!.url;
      await asReturningVisitor(context);
      await context.addCookies([
        { name: 'FBDE_LANG', value: 'en', domain: '127.0.0.1', path: '/' },
      ]);
      await openPage(page, url);
      const wrong = await page.evaluate(() =>
        [...document.querySelectorAll('[data-widget][data-widget-state="mounted"]')]
          .filter((host) => host.closest('[lang]')?.getAttribute('lang') !== 'en')
          .map((host) => host.getAttribute('data-widget')),
      );
      expect(wrong, `hosts not in English on ${url}`).toEqual([]);
    });

  test('in German no host carries a lang of its own', async ({ page, context }) => {
    await asReturningVisitor(context);
    await openPage(page, '/');
    await expect(page.locator('[data-widget][lang]')).toHaveCount(0);
  });
});
