// The header at every width the layout changes at, logged in and out, German and English: the
// header bar is one row, the navigation's main items are one row where they show (from 1020 px;
// below, the "Menü" toggle), nothing is wider than the page and no label is cut off.
import type { Page } from '@playwright/test';
import { expect, login, returningVisitorCookies, test } from '../../scripts/e2e-support.ts';

const WIDTHS = [1280, 1024, 1020, 1019, 900, 768, 760, 759, 390] as const;

interface HeaderLayout {
  barRows: number;
  navRows: number;
  toggle: boolean;
  pageWidth: number;
  cut: string[];
}

function headerLayout(page: Page): Promise<HeaderLayout> {
  return page.evaluate(() => {
    // Rows: vertical centres more than 8 px apart.
    const rows = (elements: Element[]) =>
      elements
        .map((el) => el.getBoundingClientRect())
        .filter((box) => box.width > 0)
        .map((box) => box.top + box.height / 2)
        .sort((a, b) => a - b)
        .filter((centre, i, all) => i === 0 || centre - (all[i - 1] ?? 0) > 8).length;
    const bar = document.querySelector('.site-header__bar');
    const toggle = document.querySelector('.ast-nav__toggle');
    const cut = [
      ...document.querySelectorAll('.site-header a, .site-header button, .account__name'),
    ]
      .filter((el) => el.getBoundingClientRect().width > 0 && !el.closest('[popover]'))
      .filter((el) => el.scrollWidth > el.clientWidth + 1 && !el.matches('.account__name'))
      .map((el) => (el.textContent ?? '').trim());
    return {
      barRows: rows([...(bar?.children ?? [])]),
      navRows: rows([...document.querySelectorAll('.ast-nav__item')]),
      toggle: !!toggle && toggle.getBoundingClientRect().width > 0,
      pageWidth: document.documentElement.scrollWidth,
      cut,
    };
  });
}

for (const lang of ['de', 'en'] as const) {
  for (const user of [null, 'admin'] as const) {
    test(`header in ${lang}, ${user ? 'logged in' : 'logged out'}: one row at every width`, async ({
      page,
      context,
    }) => {
      await context.addCookies(returningVisitorCookies());
      if (user) await login(page, user);
      await page.goto(`/sprache?lang=${lang}&fw_url=%2Fnews`);
      const problems: string[] = [];
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 800 });
        await page.goto('/news');
        await page.waitForSelector(
          '[data-widget="navigation-flyout"][data-widget-state="mounted"]',
        );
        const layout = await headerLayout(page);
        const at = `${width} px`;
        if (layout.barRows > 1) problems.push(`${at}: header bar in ${layout.barRows} rows`);
        if (width >= 1020 && (layout.toggle || layout.navRows !== 1))
          problems.push(`${at}: navigation in ${layout.navRows} rows`);
        if (width < 1020 && !layout.toggle) problems.push(`${at}: no "Menü" toggle`);
        if (layout.pageWidth > width) problems.push(`${at}: page ${layout.pageWidth} px wide`);
        for (const label of layout.cut) problems.push(`${at}: "${label}" cut off`);
      }
      expect(problems).toEqual([]);
    });
  }
}
