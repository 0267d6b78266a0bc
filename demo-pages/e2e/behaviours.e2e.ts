import {
  expect,
  expectNoAxeViolations,
  returningVisitorCookies,
  test,
  trapDialogs,
  waitForBehaviours,
} from '../../scripts/e2e-support.ts';

test.describe('behaviours on server markup (Seitenfunktionen)', () => {
  test.beforeEach(async ({ context }) => {
    await context.addCookies(returningVisitorCookies());
  });

  test('conditions: guests see the guest elements, members-only ones are removed, gated ones disabled', async ({
    page,
  }) => {
    await page.goto('/seitenfunktionen');
    await waitForBehaviours(page);
    await expect(page.getByText('Nur für Gäste sichtbar')).toBeVisible();
    await expect(page.getByText('Nur für angemeldete Mitglieder sichtbar.')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Kommentar schreiben' })).toHaveAttribute(
      'data-user-disabled',
      /.*/,
    );
    await expect(page.getByRole('button', { name: 'Registrieren' })).not.toHaveAttribute(
      'data-user-disabled',
      /.*/,
    );
  });

  test('the login gate sends a guest to the login page with the current URL, and back after login', async ({
    page,
  }) => {
    await page.goto('/seitenfunktionen');
    await waitForBehaviours(page);
    await page.getByLabel('Dein Kommentar').click();
    await page.waitForURL('**/login?fw_url=*');
    const fwUrl = new URL(page.url()).searchParams.get('fw_url');
    expect(fwUrl).toContain('/seitenfunktionen');
    await page.getByLabel('Benutzername').fill('max');
    await page.getByLabel('Passwort').fill('anstoss');
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await page.waitForURL('**/seitenfunktionen**');
    await page.getByLabel('Dein Kommentar').click();
    await expect(page).toHaveURL(/seitenfunktionen/);
  });

  test('a login-trigger link goes to the login page for guests', async ({ page }) => {
    await page.goto('/seitenfunktionen');
    await waitForBehaviours(page);
    await page.getByRole('link', { name: /Zum Upload-Bereich/ }).click();
    await page.waitForURL('**/login?fw_url=*');
  });

  test('unsafe link schemes are neutralised and never run', async ({ page }) => {
    const dialogs = trapDialogs(page);
    await page.goto('/seitenfunktionen');
    await waitForBehaviours(page);
    const unsafe = page.locator('[data-demo="unsafe-links"] a');
    await expect(unsafe).toHaveCount(4);
    for (const link of await unsafe.all()) {
      await expect(link).not.toHaveAttribute('href', /./);
      await link.click();
    }
    await expect(page.getByRole('link', { name: /Anrufen/ })).toHaveAttribute('href', /^tel:/);
    expect(dialogs).toEqual([]);
  });

  test('hash routing: the address starts at #!, section links route and scroll to their section', async ({
    page,
  }) => {
    await page.goto('/seitenfunktionen');
    await waitForBehaviours(page);
    await expect.poll(() => page.evaluate(() => location.hash)).toBe('#!');
    await page
      .getByRole('navigation', { name: 'Abschnitte dieser Seite' })
      .getByRole('link', { name: 'Links' })
      .click();
    await expect.poll(() => page.evaluate(() => location.hash)).toBe('#!/section/links');
    await expect(page.locator('section#links')).toBeInViewport();
    await page.goto('/seitenfunktionen#!/gibt-es-nicht');
    await expect.poll(() => page.evaluate(() => location.hash)).toBe('#!/');
  });

  test('a deep link to the fixtures of a league keeps its section when the table above grows late', async ({
    page,
  }) => {
    // A browser without scroll anchoring (Safari): content growing above the section pushes it
    // down after the router's scroll has arrived; the router brings the section back until the
    // visitor scrolls, and the scroll spy does not take the table's section for the route.
    await page.goto('/wettbewerb/landesliga-mittelrhein-herren-2526#!/section/spielplan');
    await waitForBehaviours(page);
    /** The fixtures' section rests where scrollIntoView puts it (or the page's end stops it). */
    const atRest = (): Promise<boolean> =>
      page.evaluate(() => {
        const section = document.getElementById('spielplan')!;
        const margin = parseFloat(getComputedStyle(section).scrollMarginTop) || 0;
        const top = section.getBoundingClientRect().top;
        const atEnd = Math.ceil(scrollY + innerHeight) >= document.documentElement.scrollHeight - 1;
        return Math.abs(top - margin) <= 1 || (atEnd && top > margin);
      });
    await expect.poll(atRest).toBe(true);
    /** A late widget in the table's section takes `px`, in a page without scroll anchoring. */
    const grow = (px: number): Promise<number> =>
      page.evaluate((height) => {
        const before = scrollY;
        document.documentElement.style.overflowAnchor = 'none';
        const late = document.createElement('div');
        late.style.height = `${height}px`;
        late.dataset.lateWidget = '';
        document.getElementById('tabelle')!.append(late);
        return before;
      }, px);
    // 40 px: the fixtures' section still covers the spy's line, so only a size watch sees it.
    let before = await grow(40);
    await expect.poll(atRest).toBe(true);
    expect(await page.evaluate(() => scrollY)).toBeGreaterThan(before + 30);
    // 1200 px: the table now covers the spy's line, which must not rewrite the address.
    before = await grow(1200);
    await expect.poll(atRest).toBe(true);
    expect(await page.evaluate(() => scrollY)).toBeGreaterThan(before + 1000);
    await expect(page.getByRole('heading', { level: 2, name: 'Spielplan' })).toBeInViewport();
    const nav = page.getByRole('navigation', { name: 'Abschnitte dieser Seite' });
    await expect(nav.getByRole('link', { name: 'Spielplan' })).toHaveAttribute(
      'aria-current',
      'location',
    );
    await expect(nav.getByRole('link', { name: 'Tabelle' })).not.toHaveAttribute(
      'aria-current',
      /.*/,
    );
    expect(await page.evaluate(() => location.hash)).toBe('#!/section/spielplan');
  });

  test('a named layer opens as a modal, closes on Escape and returns focus to its trigger', async ({
    page,
  }) => {
    await page.goto('/seitenfunktionen');
    await waitForBehaviours(page);
    const trigger = page.getByRole('button', { name: 'Hinweis-Layer öffnen' });
    await trigger.click();
    const layer = page.locator('dialog[data-layer="demo-hinweis"]');
    await expect(layer).toBeVisible();
    await expectNoAxeViolations(page, 'with a named layer open');
    await page.keyboard.press('Escape');
    await expect(layer).toBeHidden();
    await expect(trigger).toBeFocused();
  });

  test('popup links open a 440x550 window', async ({ page, context }) => {
    await page.goto('/seitenfunktionen');
    await waitForBehaviours(page);
    const [popup] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('link', { name: 'Impressum im Popup-Fenster öffnen' }).click(),
    ]);
    await popup.waitForLoadState();
    expect(await popup.evaluate(() => [window.innerWidth, window.innerHeight])).toEqual([440, 550]);
  });

  test('contact-hint opens before the file chooser; confirming opens the chooser', async ({
    page,
  }) => {
    // On /hochladen the form with the hint is the fallback without scripts; the demo page has one.
    await page.goto('/seitenfunktionen');
    await waitForBehaviours(page);
    const input = page.locator('input[type=file][data-contact-hint]').first();
    await input.click();
    const hint = page.locator('dialog[data-layer="contact-hint"]');
    await expect(hint).toBeVisible();
    await expectNoAxeViolations(page, 'with contact-hint open');
    const chooser = page.waitForEvent('filechooser');
    await hint.locator('[data-layer-confirm]').click();
    await chooser;
  });
});

test.describe('runtime on a real page', () => {
  test.beforeEach(async ({ context }) => {
    await context.addCookies(returningVisitorCookies());
  });

  test('a wrong attribute or unknown widget marks only that host, names the problem, and the page goes on', async ({
    page,
  }) => {
    const messages: string[] = [];
    page.on('console', (m) => messages.push(m.text()));
    await page.goto('/');
    await page.waitForSelector('[data-widget="header-warning"][data-widget-state="mounted"]', {
      state: 'attached',
    });
    // Elements, not an HTML string: the page requires Trusted Types for HTML sinks.
    await page.evaluate(() => {
      const main = document.querySelector('main');
      for (const [id, widget] of [
        ['bad', 'header-warning'],
        ['unknown', 'gibt-es-nicht'],
      ] as const) {
        const host = document.createElement('div');
        host.id = id;
        host.dataset.widget = widget;
        main?.append(host);
      }
    });
    await expect(page.locator('#bad')).toHaveAttribute('data-widget-state', 'error');
    await expect(page.locator('#unknown')).toHaveAttribute('data-widget-state', 'error');
    await expect.poll(() => messages.join('\n')).toMatch(/header-warning[\s\S]*data-url/);
    await expect.poll(() => messages.join('\n')).toMatch(/gibt-es-nicht/);
    await expect(page.locator('[data-widget="header-warning"]').first()).toHaveAttribute(
      'data-widget-state',
      'mounted',
    );
  });

  test('Trusted Types are enforced: widgets mount, a raw HTML sink is refused and reported', async ({
    page,
  }) => {
    await page.goto('/');
    await page.waitForSelector('[data-widget="header-warning"][data-widget-state="mounted"]', {
      state: 'attached',
    });
    const result = await page.evaluate(async () => {
      const seen = new Promise<string>((resolve) =>
        document.addEventListener('securitypolicyviolation', (e) => resolve(e.violatedDirective), {
          once: true,
        }),
      );
      let threw = false;
      try {
        document.querySelector('main')!.insertAdjacentHTML('beforeend', '<b>roh</b>');
      } catch {
        threw = true;
      }
      return { threw, directive: await seen };
    });
    expect(result).toEqual({ threw: true, directive: 'require-trusted-types-for' });
  });

  test('window.Anstoss mounts inserted hosts and unmounts removed ones', async ({ page }) => {
    await page.goto('/');
    await page.waitForFunction(() => 'Anstoss' in window);
    const info = await page.evaluate(() => {
      const anstoss = (window as unknown as { Anstoss: { version: string } }).Anstoss;
      return { version: anstoss.version, keys: Object.keys(anstoss).sort() };
    });
    expect(info.version).toBe('1.0.0');
    expect(info.keys).toEqual(
      expect.arrayContaining(['emit', 'mount', 'on', 'unmount', 'version']),
    );
    await page.evaluate(() => {
      const host = document.createElement('div');
      host.id = 'late';
      host.dataset.widget = 'header-warning';
      host.dataset.url = '/ajax/header-warning.json';
      document.querySelector('main')?.append(host);
    });
    await expect(page.locator('#late')).toHaveAttribute('data-widget-state', 'mounted');
    await expect(page.locator('#late').getByText('Unwetterwarnung')).toBeVisible();
  });
});
