import {
  expect,
  expectNoAxeViolations,
  returningVisitorCookies,
  test,
} from '../../../scripts/e2e-support.ts';

const HOST = '[data-widget="club-search"]';

test.describe('club-search on the reference CMS', () => {
  test.beforeEach(async ({ context }) => {
    await context.addCookies(returningVisitorCookies());
  });

  test('asks only from 4 characters, refetches by the first 5, chooses a club and links its teams @phone', async ({
    page,
  }) => {
    const asked: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/ajax/vereine/suche'))
        asked.push(new URL(r.url()).searchParams.get('client') ?? '');
    });
    await page.goto('/vereinssuche');
    await page.waitForSelector(`${HOST}[data-widget-state="mounted"]`, { state: 'attached' });
    const box = page.getByRole('combobox', { name: 'Verein suchen' });
    await box.pressSequentially('Sch', { delay: 30 });
    // Past the 250 ms debounce on the browser's clock: nothing asked (and the exact lists below
    // would show a late request too).
    await page.clock.runFor(500);
    expect(asked).toEqual([]);

    await box.pressSequentially('w', { delay: 30 });
    await expect(page.getByRole('listbox')).toBeVisible();
    expect(asked).toEqual(['Schw']);
    await box.pressSequentially('a', { delay: 30 });
    await expect.poll(() => asked).toEqual(['Schw', 'Schwa']);
    await box.pressSequentially('rz', { delay: 30 });
    await page.clock.runFor(500);
    expect(asked).toEqual(['Schw', 'Schwa']); // same first five characters: filtered locally
    const options = page.getByRole('option');
    await expect(options.first()).toContainText(/Schwarz/i);
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    await expectNoAxeViolations(page, 'with the suggestions open');

    await box.press('ArrowDown');
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');
    const name = (await options.first().locator('.ast-club-search__name').textContent()) ?? '';
    const teams = page.waitForResponse((r) => r.url().includes('/ajax/vereine/mannschaften/id/'));
    await box.press('Enter');
    await teams;
    await expect(box).toHaveValue(name);
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    const list = page.locator(HOST).getByRole('region', { name: `Mannschaften von ${name}` });
    await expect(list.getByRole('link').first()).toHaveAttribute('href', /^\/mannschaft\/\d+$/);
    await expectNoAxeViolations(page, 'with a club chosen');
    await list.getByRole('link').first().click();
    await page.waitForURL(/\/mannschaft\/\d+$/);
  });

  test('speaks English after the language switch', async ({ page }) => {
    await page.goto('/vereinssuche');
    await page.waitForSelector(`${HOST}[data-widget-state="mounted"]`, { state: 'attached' });
    await page
      .getByRole('navigation', { name: 'Hauptnavigation' })
      .getByRole('button', { name: 'English' })
      .click();
    const box = page.getByRole('combobox', { name: 'Search for a club' });
    await box.fill('Schw');
    await expect(page.getByRole('option').first()).toBeVisible();
    await expectNoAxeViolations(page, 'in English with suggestions');
  });
});
