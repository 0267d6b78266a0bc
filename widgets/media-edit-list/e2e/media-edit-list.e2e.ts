import type { Page } from '@playwright/test';
import {
  expect,
  expectNoAxeViolations,
  login,
  returningVisitorCookies,
  test,
  waitForWidgets,
} from '../../../scripts/e2e-support.ts';

const EDIT_LIST = '/ajax/ugc/-/ajax/mstreamedit_list.html';
const list = (page: Page) => page.locator('[data-widget="media-edit-list"]');

test.describe('Meine Medien (media-edit-list)', () => {
  test.beforeEach(async ({ context }) => {
    await context.addCookies(returningVisitorCookies());
  });

  test('logged out: the page asks for a login first', async ({ page }) => {
    await page.goto('/meine-medien');
    await expect(page).toHaveURL(/\/login\?fw_url=%2Fmeine-medien/);
  });

  test('edit a title, publish, delete; the server keeps it; axe clean', async ({ page }) => {
    test.setTimeout(60_000); // three page loads and three axe runs
    await login(page, 'lena');
    await page.goto('/meine-medien');
    await waitForWidgets(page);
    const widget = list(page);
    await expect(widget.getByRole('heading', { name: 'Deine Fotos und Videos' })).toBeVisible();
    await expectNoAxeViolations(page, 'Meine Medien, listed');

    // Edit mode of the first item: a new title, saved and still there after a reload.
    const title = `Mein Foto ${Date.now() % 100000}`;
    await widget.getByRole('button', { name: 'Bearbeiten' }).first().click();
    const field = widget.getByRole('textbox', { name: 'Titel' });
    await expect(field).toBeFocused();
    await expect(widget.getByText(/Enthalten in|Noch in keinem Album/)).toBeVisible();
    await expectNoAxeViolations(page, 'Meine Medien, edit mode');
    await field.fill(title);
    await widget.getByRole('button', { name: 'Speichern' }).click();
    await expect(widget.getByText('Änderungen gespeichert.')).toBeVisible();
    await page.reload();
    await expect(list(page).getByRole('heading', { name: title })).toBeVisible();

    // Publish: page through until an item that is not public shows up.
    const publish = list(page).getByRole('button', { name: 'Veröffentlichen' }).first();
    for (let i = 0; i < 8 && !(await publish.isVisible()); i++)
      await list(page).getByRole('button', { name: 'Mehr laden' }).click();
    const before = await list(page).getByRole('button', { name: 'Veröffentlichen' }).count();
    await publish.click();
    await expect(list(page).getByText('Eintrag veröffentlicht.')).toBeVisible();
    await expect(list(page).getByRole('button', { name: 'Veröffentlichen' })).toHaveCount(
      before - 1,
    );

    // Delete the edited item: asked first, gone afterwards, also on the server.
    const row = list(page).locator('li', { has: page.getByRole('heading', { name: title }) });
    await row.getByRole('button', { name: 'Löschen' }).click();
    await row.getByRole('button', { name: 'Ja, löschen' }).click();
    await expect(list(page).getByText('Eintrag gelöscht.')).toBeVisible();
    await expect(list(page).getByRole('heading', { name: 'Deine Fotos und Videos' })).toBeFocused();
    await page.reload();
    await waitForWidgets(page);
    await expect(list(page).getByRole('heading', { name: title })).toHaveCount(0);
  });

  test('an item deleted in another tab leaves the open list with a notice', async ({
    context,
    page,
  }) => {
    await login(page, 'lena');
    await page.goto('/meine-medien');
    await waitForWidgets(page);
    const second = await context.newPage();
    await second.goto('/meine-medien');
    await waitForWidgets(second);
    const title = (await list(page).locator('h3').last().textContent()) ?? '';
    const row = (p: Page) =>
      list(p).locator('li', { has: p.getByRole('heading', { name: title }) });
    await row(second).getByRole('button', { name: 'Löschen' }).click();
    await row(second).getByRole('button', { name: 'Ja, löschen' }).click();
    await expect(list(second).getByText('Eintrag gelöscht.')).toBeVisible();

    // The first tab still shows it: editing it now finds it gone.
    await row(page).getByRole('button', { name: 'Bearbeiten' }).click();
    await row(page).getByRole('button', { name: 'Speichern' }).click();
    await expect(list(page).getByText('Dieser Eintrag existiert nicht mehr.')).toBeVisible();
    await expect(row(page)).toHaveCount(0);
    await expect(list(page).getByRole('heading', { name: 'Deine Fotos und Videos' })).toBeFocused();
  });

  test('another person gets 403 for lena’s item, nothing changes, and sees the error', async ({
    browser,
    page,
  }) => {
    await login(page, 'lena');
    const own = (await (await page.request.get(`${EDIT_LIST}?offset=0&amount=1`)).json()) as {
      entries: { id: number; title: string }[];
    };
    const item = own.entries[0]!;

    const other = await browser.newContext();
    await other.addCookies(returningVisitorCookies());
    const visitor = await other.newPage();
    await login(visitor, 'max');
    await visitor.goto('/meine-medien');
    await waitForWidgets(visitor);
    const answer = await visitor.evaluate(
      async ([url, id]) => {
        const csrf = /FBDE_CSRF=([^;]+)/.exec(document.cookie)?.[1] ?? '';
        const res = await fetch(url, {
          method: 'POST',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-CSRF-Token': csrf },
          body: `action=update&id=${id}&title=Gehackt&description=`,
        });
        return { status: res.status, body: (await res.json()) as { error?: { message?: string } } };
      },
      [EDIT_LIST, String(item.id)] as const,
    );
    expect(answer.status).toBe(403);
    expect(answer.body.error?.message).toMatch(/gehört dir nicht/);
    const after = (await (await page.request.get(`${EDIT_LIST}?offset=0&amount=1`)).json()) as {
      entries: { title: string }[];
    };
    expect(after.entries[0]!.title).toBe(item.title);
    await other.close();
  });
});
