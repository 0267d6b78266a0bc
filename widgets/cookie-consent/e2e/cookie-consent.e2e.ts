import type { BrowserContext } from '@playwright/test';
import {
  browserClock,
  collectErrors,
  expect,
  expectNoAxeViolations,
  returningVisitorCookies,
  test,
} from '../../../scripts/e2e-support.ts';

const DISMISS = 'FBDE_COOKIE_LAYER_DISMISS';
const CHOICE = 'FBDE_COOKIE_SETTINGS_CHOICE';

async function cookie(context: BrowserContext, name: string) {
  return (await context.cookies()).find((c) => c.name === name);
}

function choiceOf(value: string | undefined) {
  return JSON.parse(decodeURIComponent(value ?? 'null')) as unknown;
}

test.describe('cookie-consent on the reference CMS', () => {
  test.beforeEach(async ({ context }) => {
    // A first visit as far as consent goes; the seeded surveys would otherwise follow the answer.
    await context.addCookies(returningVisitorCookies({ consent: false }));
  });

  test('first visit: the layer is a labelled modal dialog and passes axe', async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto('/');
    const dialog = page.getByRole('dialog', { name: 'Cookies und Datenschutz' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await expect(page.getByRole('checkbox', { name: /Funktional/ })).not.toBeChecked();
    await expect(page.getByRole('checkbox', { name: /Marketing/ })).not.toBeChecked();
    await expectNoAxeViolations(page, 'with the cookie layer open');
    expect(errors).toEqual([]);
  });

  test('"Nur notwendige" stores a rejection, sets the dismiss cookie and hides the layer for good', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Nur notwendige' }).click();
    await expect(page.getByRole('dialog', { name: 'Cookies und Datenschutz' })).toBeHidden();

    const dismiss = await cookie(context, DISMISS);
    const choice = await cookie(context, CHOICE);
    expect(dismiss?.value).toBeTruthy();
    expect(choiceOf(choice?.value)).toEqual({ functional: false, marketing: false });
    const now = (await browserClock(context)) / 1000;
    for (const c of [dismiss, choice]) {
      expect(c?.path).toBe('/');
      expect(c?.sameSite).toBe('Lax');
      const days = ((c?.expires ?? 0) - now) / 86400;
      expect(days).toBeGreaterThan(99);
      expect(days).toBeLessThanOrEqual(100.01);
    }

    await page.reload();
    await page.waitForSelector('[data-widget="cookie-consent"][data-widget-state="mounted"]', {
      state: 'attached',
    });
    await expect(page.getByRole('dialog', { name: 'Cookies und Datenschutz' })).toBeHidden();
  });

  test('"Alle akzeptieren" consents to both categories', async ({ page, context }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Alle akzeptieren' }).click();
    await expect(page.getByRole('dialog', { name: 'Cookies und Datenschutz' })).toBeHidden();
    expect(choiceOf((await cookie(context, CHOICE))?.value)).toEqual({
      functional: true,
      marketing: true,
    });
  });

  test('saving stores each checkbox, confirms, and the footer link reopens the settings', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    await page.getByRole('checkbox', { name: /Funktional/ }).check();
    await page.getByRole('button', { name: 'Auswahl speichern' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'gespeichert' })).toBeVisible();
    expect(choiceOf((await cookie(context, CHOICE))?.value)).toEqual({
      functional: true,
      marketing: false,
    });

    await page.getByRole('link', { name: 'Cookie-Einstellungen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cookies und Datenschutz' });
    await expect(dialog).toBeVisible();
    await expect(page.getByRole('checkbox', { name: /Funktional/ })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: /Marketing/ })).not.toBeChecked();
    await expectNoAxeViolations(page, 'with the settings reopened');
  });

  test('a choice cookie written by another script reaches the consent store within the poll', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Nur notwendige' }).click();
    await page.evaluate((name) => {
      document.cookie = `${name}=${encodeURIComponent('{"functional":true,"marketing":true}')}; path=/`;
    }, CHOICE);
    await page.getByRole('link', { name: 'Cookie-Einstellungen' }).click();
    await expect(page.getByRole('checkbox', { name: /Marketing/ })).toBeChecked();
  });
});
