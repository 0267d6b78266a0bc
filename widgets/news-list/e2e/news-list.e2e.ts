import type { Page } from '@playwright/test';
import {
  expect,
  expectNoAxeViolations,
  returningVisitorCookies,
  test,
} from '../../../scripts/e2e-support.ts';

const toolbox = (page: Page) => page.locator('[data-widget="news-list"]');

test.describe('news-list toolbox on the reference CMS', () => {
  test.beforeEach(async ({ context }) => {
    await context.addCookies(returningVisitorCookies());
  });

  test('filter by categories: caption, badge, request, list, cookie, restore (German, axe)', async ({
    page,
    context,
  }) => {
    await page.goto('/news');
    const categories = toolbox(page).getByRole('button', { name: /^Kategorien:/ });
    await expect(categories).toContainText('Keine Auswahl');
    await categories.click();
    await expect(toolbox(page).getByRole('checkbox', { name: 'Alle' })).toBeVisible();
    await expectNoAxeViolations(page, 'category flyout open');
    await toolbox(page).getByRole('checkbox', { name: 'Herren' }).check();
    await toolbox(page).getByRole('checkbox', { name: 'Frauen' }).check();
    const answer = page.waitForResponse(
      '**/ajax/news/toolbox/-/multiple-categories/herren%2Cfrauen',
    );
    await toolbox(page).getByRole('button', { name: 'Übernehmen' }).click();
    await answer;
    await expect(categories).toContainText('2 ausgewählt');
    // The caption can change before the list's new HTML is in: read the list until it is the
    // filtered one (a single read after the caption once saw the old list on a busy machine).
    const tags = page.locator('#news-items .news-card .tag');
    await expect
      .poll(async () => new Set(await tags.allTextContents()))
      .toEqual(new Set(['Herren', 'Frauen']));
    const cookie = (await context.cookies()).find((c) => c.name === 'FBDE_TOOLBOX_SELECTION');
    expect(cookie?.value).toContain('multiple-categories');

    // The load-more host inside the inserted html is mounted by the runtime and keeps the filter.
    const more = page.waitForResponse('**/ajax/news/mehr/-/offset/12/kategorie/herren%2Cfrauen**');
    await page.getByRole('button', { name: 'Mehr laden' }).click();
    await more;
    await expect(page.locator('#news-items .news-card')).toHaveCount(24);

    await page.reload();
    await expect(toolbox(page).getByRole('button', { name: /^Kategorien:/ })).toContainText(
      '2 ausgewählt',
    );
  });

  test('grid/list switch is remembered; header menu sets the filter and navigates (English)', async ({
    page,
    context,
  }) => {
    await context.addCookies([{ name: 'FBDE_LANG', value: 'en', domain: '127.0.0.1', path: '/' }]);
    await page.goto('/news');
    await toolbox(page).getByRole('button', { name: 'View', exact: true }).click();
    await toolbox(page).getByRole('button', { name: 'List' }).click();
    await expect(page.locator('#news-results')).toHaveAttribute('data-news-view', 'list');
    await page.reload();
    await expect(page.locator('#news-results')).toHaveAttribute('data-news-view', 'list');
    // The portal's own menu speaks English now (the category 'Frauen' reads 'Women').
    await toolbox(page)
      .getByRole('link', { name: /^(Frauen|Women)$/ })
      .click();
    await expect(
      toolbox(page).getByRole('button', { name: /^(Kategorien|Categories):/ }),
    ).toContainText(/Frauen|Women/);
    await expect(page.locator('#news-items .news-card .tag').first()).toHaveText(
      /^(Frauen|Women)$/,
    );
    await expectNoAxeViolations(page, 'news toolbox in English');
  });
});
