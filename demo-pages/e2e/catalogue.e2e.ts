// Issue 17 for CMS editors: the widget catalogue, the markup checker and the debug mode.
import {
  collectErrors,
  expect,
  expectNoAxeViolations,
  returningVisitorCookies,
  test,
  trapDialogs,
} from '../../scripts/e2e-support.ts';

test.beforeEach(async ({ context }) => {
  await context.addCookies(returningVisitorCookies());
});

test.describe('debug mode', () => {
  test('off by default: no outline, no panel, no overlay chunk', async ({ page }) => {
    const chunks: string[] = [];
    page.on('request', (r) => chunks.push(r.url()));
    await page.goto('/widgets/testseite?anzahl=20&fehler=2');
    await expect(page.locator('[data-widget-state="error"]')).toHaveCount(2);
    await expect(page.locator('.anstoss-debug__panel, .anstoss-debug__badge')).toHaveCount(0);
    expect(chunks.filter((u) => u.includes('overlay'))).toEqual([]);
  });

  test('?anstoss-debug=1 on 200 hosts: name, state and the console text, reachable by keyboard', async ({
    page,
  }) => {
    const consoleErrors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') consoleErrors.push(m.text());
    });
    await page.goto('/widgets/testseite?anstoss-debug=1');
    const panel = page.getByRole('region', { name: 'Anstoss-Debug' });
    await expect(panel.getByRole('status')).toContainText(/\d+ Widgets: \d+ bereit, [1-5] Fehler/);
    await expect(page.locator('[data-widget] > .anstoss-debug__badge')).toHaveCount(
      await page.locator('[data-widget]').count(),
    );
    const failed = page.locator('[data-widget-state="error"]').first();
    await expect(failed.locator('.anstoss-debug__badge')).toContainText('count-up · Fehler');
    // The badge says "Fehler" a moment before its message has the text (it reads "…" until then).
    await expect(failed.locator('.anstoss-debug__message')).toContainText('data-value: expected');
    const message = (await failed.locator('.anstoss-debug__message').textContent())!;
    expect(message).toContain('data-value: expected');
    // The same text as the console.
    await expect
      .poll(() => consoleErrors.some((e) => e.includes(message.split('\n')[1]!.trim())))
      .toBe(true);

    // Keyboard: the panel's first failed host moves focus to its message.
    const jump = panel.getByRole('button', { name: 'Fehler von count-up zeigen' }).first();
    await jump.focus();
    await page.keyboard.press('Enter');
    await expect(failed.locator('.anstoss-debug__badge')).toBeFocused();
    await expect(failed).toBeInViewport();

    // The outlines can be switched off and on.
    const toggle = panel.getByRole('button', { name: 'Markierungen zeigen' });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await expect(failed.locator('.anstoss-debug__badge')).toBeHidden();
    await toggle.click();
    await expect(failed.locator('.anstoss-debug__badge')).toBeVisible();
    await expectNoAxeViolations(page, 'debug mode with 200 hosts');
  });
});

test.describe('widget catalogue', () => {
  test('lists every widget and behaviour; a detail page previews live and copies the snippet', async ({
    page,
    context,
  }) => {
    await page.goto('/widgets');
    await expect(page.getByRole('heading', { level: 1, name: 'Widget-Katalog' })).toBeVisible();
    expect(await page.locator('[data-catalogue-widget]').count()).toBeGreaterThanOrEqual(29);
    await expectNoAxeViolations(page, '/widgets');

    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/widgets/year-select');
    await expect(page.getByRole('table', { name: 'Attribute von year-select' })).toContainText(
      'data-years',
    );
    const preview = page.locator('.catalogue-preview [data-widget="year-select"]');
    await expect(preview).toHaveAttribute('data-widget-state', 'mounted');
    await expect(preview.getByRole('combobox', { name: 'Spieljahr' })).toBeVisible();
    await page.getByRole('button', { name: 'Kopieren' }).click();
    await expect(page.locator('[data-copy-status="snippet-year-select"]')).toHaveText(
      'In die Zwischenablage kopiert.',
    );
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain('data-widget="year-select"');
    await expectNoAxeViolations(page, '/widgets/year-select');
  });

  test('the markup checker explains wrong hosts, survives garbage and 1 MB, never runs scripts', async ({
    page,
  }) => {
    const dialogs = trapDialogs(page);
    const errors = collectErrors(page);
    await page.goto('/widgets#pruefen');
    const checker = page.locator('[data-widget="markup-checker"]');
    await expect(checker).toHaveAttribute('data-widget-state', 'mounted');
    const field = checker.getByRole('textbox', { name: 'Template-Markup' });
    const check = checker.getByRole('button', { name: 'Markup prüfen' });

    await field.fill(
      '<div data-widget="comments" data-url="/ajax/comments/1" data-delet-url="/x"></div>' +
        '<script>alert("xss-checker")</script><img src=x onerror=alert("xss-img")>' +
        '<div data-widget="count-up" data-value="12"></div>',
    );
    await check.click();
    await expect(checker.getByRole('status')).toContainText(
      '2 Widgets gefunden: 1 in Ordnung, 1 mit Fehlern',
    );
    await expect(checker).toContainText('Gemeint ist wohl data-delete-url.');
    await expect(checker).toContainText('Das Markup enthält 1 Skript');
    await expect(checker.getByRole('rowheader', { name: 'data-report-url' })).toBeVisible();
    await expectNoAxeViolations(page, 'checker with results');

    await field.fill('<<<>>> </div> &&& \u0000 <div data-widget=>');
    await check.click();
    await expect(checker.getByRole('status')).toContainText(/Widget gefunden|Kein Widget gefunden/);

    const host = '<div data-widget="count-up" data-value="1"><p>Text</p></div>\n';
    const big = host.repeat(Math.ceil(1_000_000 / host.length));
    await field.evaluate((el, value) => {
      const setter = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!;
      setter.call(el, value);
      el.dispatchEvent(new Event('input', { bubbles: true }));
    }, big);
    const started = Date.now();
    await check.click();
    await expect(checker.getByRole('status')).toContainText('Widgets gefunden', {
      timeout: 15_000,
    });
    expect(Date.now() - started).toBeLessThan(15_000);
    await expect(checker).toContainText('Geprüft wurden die ersten 500');

    expect(dialogs).toEqual([]);
    expect(errors.filter((e) => !e.includes('Content Security Policy'))).toEqual([]);
  });

  test('the navigation pages exist and pass axe', async ({ page }) => {
    test.setTimeout(90_000);
    for (const path of ['/statistik', '/spieler?q=ma', '/spielplan']) {
      const res = await page.goto(path);
      expect(res?.status(), path).toBe(200);
      await expectNoAxeViolations(page, path);
    }
  });
});
