/**
 * The public XSS corpus (packages/api/src/xss-vectors.json, ≥ 300 vectors from OWASP, html5sec
 * and DOMPurify) through every widget that inserts server HTML, in a real browser, with the
 * page's CSP switched off so the sanitiser alone stands between a vector and the page.
 * alert/confirm/prompt/print are replaced before any script runs; a vector that executes any of
 * them, or opens a dialog, or leaves an event handler, a script element or a script URL in a
 * widget, fails the test. The page is the test-only /testing/xss of the reference CMS
 * (demo-pages/src/routes/xssTesting.ts, enabled by ANSTOSS_XSS_TESTING=1 in playwright.config).
 */
import { expect, test, type Page } from '@playwright/test';
import corpus from '../../packages/api/src/xss-vectors.json' with { type: 'json' };
import { surveyTextProblem } from '../../widgets/survey-layer/src/logic.ts';
import {
  login,
  returningVisitorCookies,
  trapDialogs,
  waitForWidgets,
} from '../../scripts/e2e-support.ts';

const PER_PAGE = 60;
const total = corpus.vectors.length;
const chunks = Array.from({ length: Math.ceil(total / PER_PAGE) }, (_, i) => [
  i * PER_PAGE,
  Math.min(total, (i + 1) * PER_PAGE),
]);

test.use({ bypassCSP: true });
// The chunks only read (each its own page of vectors): they spread over the workers instead of
// running one after the other on one of them (a 115 s tail, issue 30).
test.describe.configure({ mode: 'parallel' });

/** Runs in the page before any of its scripts: every way the vectors "prove" execution. */
function installTraps() {
  const ran: string[] = [];
  Object.defineProperty(window, '__xssRan', { value: ran });
  for (const name of ['alert', 'confirm', 'prompt', 'print'] as const) {
    Object.defineProperty(window, name, {
      value: (...args: unknown[]) => void ran.push(`${name}(${String(args[0])})`),
      configurable: false,
      writable: false,
    });
  }
}

const ran = (page: Page) =>
  page.evaluate(() => (window as unknown as { __xssRan: string[] }).__xssRan);

/** Fires what inline handlers wait for on every element the widgets inserted. */
async function provoke(page: Page) {
  await page.evaluate(() => {
    const types = [
      'mouseover',
      'mouseenter',
      'mousemove',
      'focus',
      'focusin',
      'blur',
      'load',
      'error',
      'toggle',
      'animationstart',
      'transitionend',
      'input',
      'change',
      'pageshow',
      'begin',
    ];
    for (const el of document.querySelectorAll('main [data-widget] *, #xss-news-results *')) {
      for (const type of types) el.dispatchEvent(new Event(type, { bubbles: true }));
    }
  });
}

/** Event handlers, scripts and script URLs left in what the widgets inserted. */
async function unsafeParts(page: Page) {
  return page.evaluate(() => {
    const found: string[] = [];
    const scriptUrl =
      /^\s*(?:j\s*a\s*v\s*a\s*s\s*c\s*r\s*i\s*p\s*t|v\s*b\s*s\s*c\s*r\s*i\s*p\s*t|data\s*:\s*(?!image\/(?:png|gif|jpe?g|webp)))\s*:?/i;
    const roots = document.querySelectorAll('main [data-widget], #xss-news-results, dialog');
    for (const root of roots) {
      for (const el of root.querySelectorAll('*')) {
        const tag = el.localName;
        const propsScript =
          tag === 'script' &&
          el.getAttribute('type') === 'application/json' &&
          el.hasAttribute('data-props');
        if (
          (tag === 'script' && !propsScript) ||
          ['iframe', 'object', 'embed', 'base', 'meta', 'frame', 'frameset'].includes(tag)
        )
          found.push(`<${tag}>`);
        for (const attr of el.attributes) {
          if (/^on/i.test(attr.name)) found.push(`${tag} ${attr.name}=`);
          if (
            attr.name !== 'src' &&
            scriptUrl.test([...attr.value].filter((ch) => ch.charCodeAt(0) > 0x1f).join(''))
          )
            found.push(`${tag} ${attr.name}="${attr.value.slice(0, 40)}"`);
        }
      }
    }
    return found;
  });
}

test('the harness sees script run when HTML is inserted unsanitised (control)', async ({
  page,
}) => {
  const dialogs = trapDialogs(page);
  await page.addInitScript(installTraps);
  await page.goto('/testing/xss?von=0&bis=1');
  // Mounting replaces a host's server content: insert only once every widget is there.
  await waitForWidgets(page);
  await page.evaluate(() => {
    const div = document.createElement('div');
    div.innerHTML = '<img src="/nichts.png" onerror="alert(1)"><b onmouseover="print()">x</b>';
    document.querySelector('main [data-widget]')?.append(div);
  });
  await provoke(page);
  await expect
    .poll(() => ran(page))
    .toEqual(expect.arrayContaining(['alert(1)', 'print(undefined)']));
  expect(await unsafeParts(page)).not.toEqual([]);
  expect(dialogs).toEqual([]);
});

for (const [from, to] of chunks) {
  test(`vectors ${from}–${(to ?? total) - 1} run no script in any widget`, async ({
    page,
    context,
  }) => {
    test.setTimeout(90_000);
    const dialogs = trapDialogs(page);
    await page.addInitScript(installTraps);
    const cookie = (name: string, value: string) => ({
      name,
      value,
      domain: '127.0.0.1',
      path: '/',
    });
    await context.addCookies([
      ...returningVisitorCookies(),
      cookie(
        'FBDE_TOOLBOX_SELECTION',
        encodeURIComponent(
          JSON.stringify({ currentToolboxKey: 'kategorie', filterItems: { kategorie: ['x'] } }),
        ),
      ),
    ]);
    // Logged in: favourites and the flyout's favourites only show for members.
    await login(page, 'max');
    const fragments = new Set<string>();
    page.on('requestfinished', (request) => {
      if (request.url().includes('/testing/xss/vector/')) fragments.add(request.url());
    });
    await page.goto(`/testing/xss?von=${from}&bis=${to}`);
    await waitForWidgets(page);
    // A lazy fragment is fetched when its box nears the viewport, or at the first Tab (issue 31):
    // the Tab brings every vector's fragment, however fast the scroll above passed their boxes.
    await page.keyboard.press('Tab');

    // The survey layer opens first (modal) with all vectors as its fragment, unless the widget
    // refuses that fragment as junk (control characters in a vector): then it never opens.
    const survey = page.getByRole('dialog', { name: 'Umfrage' });
    // The request context's pooled connection is the login's, idle for about the server's
    // keep-alive timeout by now: the server may close it as this goes out (ECONNRESET), and a
    // browser sends the request again on a new connection, as this does (see login()).
    const fragment = await (
      await page.request.get(`/testing/xss/${from ?? 0}/${to ?? total}/fragment.html`, {
        maxRetries: 1,
      })
    ).text();
    if (surveyTextProblem(fragment) === null) {
      await expect(survey.locator('.xss-case').first()).toBeAttached();
      expect(await unsafeParts(page)).toEqual([]);
      await survey.getByRole('button', { name: 'Umfrage schließen' }).click();
    } else {
      await expect(survey).toHaveCount(0);
    }

    // Every widget shows its vectors: comments, lazy fragments, tab panel, tree level,
    // favourites, the flyout's favourites, the news list and the survey layer.
    const count = (to ?? total) - (from ?? 0);
    const comments = page.locator('#xss-comments [data-widget="comments"]');
    await expect(comments.getByText(/^Vektor \d+$/)).toHaveCount(count);
    await comments
      .getByRole('button', { name: /Antworten anzeigen/ })
      .first()
      .click();
    await expect(page.locator('#xss-fragments [data-widget="content-loader"]')).toHaveCount(count);
    await expect.poll(() => fragments.size, { message: 'lazy fragments fetched' }).toBe(count);
    await page.locator('#xss-tree').getByRole('button', { name: 'Alle Vektoren' }).click();
    await expect(page.locator('#xss-favourites h3')).toHaveCount(count);
    const nav = page.locator('#xss-navigation');
    // On narrow screens the entries sit behind the menu toggle.
    const toggle = nav.getByRole('button', { name: 'Menü' });
    if (await toggle.isVisible()) await toggle.click();
    await nav.getByRole('button', { name: 'Meine Favoriten' }).click();
    await expect(nav.locator('.ast-nav__favourites-title')).toHaveCount(count);
    await expect(page.locator('#xss-news-results .xss-case').first()).toBeAttached();
    await expect(page.locator('#xss-tabs [role="tabpanel"] .xss-case').first()).toBeAttached();

    // Images fire their own load and error events: until every one has loaded or failed.
    await page.waitForFunction(() => [...document.images].every((image) => image.complete));
    await provoke(page); // the handlers of dispatched events run before dispatchEvent returns

    expect(await ran(page)).toEqual([]);
    expect(dialogs).toEqual([]);
    expect(await unsafeParts(page)).toEqual([]);
  });
}
