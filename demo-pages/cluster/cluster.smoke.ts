/**
 * The site as several processes: two CMS instances on one PostgreSQL behind the nginx cache
 * (scripts/start-cluster.sh, which sets BASE_URL and CLUSTER_INSTANCES). What a visitor does
 * through the one address (log in, comment, upload, report with a captcha, follow a live match),
 * and, instance by instance, that what one hands out the other accepts.
 */
import type { Page } from '@playwright/test';
import { reachedOrigin } from '../../scripts/bench/load/tickerLoad.ts';
import { TINY_PNG } from '../src/files/fixtures.ts';
import { LONG_THREAD_SLUG } from '../src/seed/fixedNews.ts';
import { solveCaptcha } from '../src/testing/harness.ts';
import { expect, login, returningVisitorCookies, test } from '../../scripts/e2e-support.ts';

const [first, second] = (process.env.CLUSTER_INSTANCES ?? '')
  .split(',')
  .map((port) => `http://127.0.0.1:${port}`);

test.beforeEach(async ({ context }) => {
  await context.addCookies(returningVisitorCookies());
});

test('a member logs in, comments and uploads through the cache; each step may land on either instance', async ({
  page,
}) => {
  await login(page, 'max');
  await page.goto(`/news/${LONG_THREAD_SLUG}`);
  const text = `Gruß aus dem Cluster ${Date.now()}`;
  const form = page.locator('[data-widget="comment-form"]');
  await form.getByRole('textbox', { name: 'Dein Kommentar' }).fill(text);
  await form.getByRole('button', { name: 'Kommentar senden' }).click();
  await expect(page.getByText('Dein Kommentar wurde veröffentlicht.')).toBeVisible();
  await expect(page.getByRole('status').getByText(text)).toBeVisible();

  await page.goto('/hochladen');
  const upload = page.locator('[data-widget="generic-upload"]');
  await upload
    .locator('input[type=file]')
    .setInputFiles({ name: 'cluster.png', mimeType: 'image/png', buffer: Buffer.from(TINY_PNG) });
  await upload.getByLabel('Titel (Pflichtfeld)').fill('Aus dem Cluster');
  await upload.getByRole('button', { name: '„cluster.png“ freigeben' }).click();
  await expect(upload.getByText(/Freigegeben – danke!/)).toBeVisible();
});

test('a report with its captcha, handed out and checked by whichever instance answers', async ({
  page,
}) => {
  await page.goto('/news');
  await page.goto((await page.locator('a[href^="/news/"]').first().getAttribute('href'))!);
  // The report mounts as it nears the viewport (issue 31), like a reader scrolling to it.
  await page.locator('[data-widget="report-offense"]').first().scrollIntoViewIfNeeded();
  await page.getByRole('button', { name: 'Verstoß melden' }).click();
  const dialog = page.getByRole('dialog', { name: 'Verstoß melden' });
  await dialog.getByLabel('Vorname').fill('Erika');
  await dialog.getByLabel('Nachname').fill('Muster');
  await dialog.getByLabel('E-Mail-Adresse').fill('erika@example.org');
  await dialog.getByRole('radio', { name: 'Beleidigung' }).check();
  await dialog.getByLabel('Was ist passiert?').fill('Im Kommentarbereich wird beleidigt.');
  const question = (await dialog.locator('.ast-report-offense__question').textContent())!;
  await dialog.getByLabel(/Sicherheitsfrage/).fill(solveCaptcha(question));
  await dialog.getByRole('button', { name: 'Meldung absenden' }).click();
  await expect(dialog.getByText(/Danke/)).toBeVisible();
});

test('instance by instance: a login form and a captcha from one are accepted by the other', async ({
  playwright,
}) => {
  test.skip(!first || !second, 'needs CLUSTER_INSTANCES');
  const api = await playwright.request.newContext();
  const loginPage = await (await api.get(`${first}/login`)).text();
  const token = /name="csrf" value="([^"]+)"/.exec(loginPage)?.[1];
  expect(token, 'the login form carries a CSRF token').toBeTruthy();
  const answer = await api.post(`${second}/login`, {
    form: { username: 'max', password: 'anstoss', fw_url: '/', csrf: token! },
    maxRedirects: 0,
  });
  expect(answer.status()).toBe(303);
  expect(await (await api.get(`${first}/`)).text()).toContain('Benutzerkonto');

  const captcha = (await (await api.get(`${first}/ajax/captcha`)).json()) as {
    question: string;
    digest: string;
  };
  const article = await (await api.get(`${second}/news/${LONG_THREAD_SLUG}`)).text();
  const articleUuid = /data-article-uuid="(news-\d+)"/.exec(article)?.[1];
  expect(articleUuid, 'the article names itself for the report').toBeTruthy();
  const { cookies } = await api.storageState();
  const csrf = cookies.find((c) => c.name === 'FBDE_CSRF')?.value ?? '';
  const report = await api.post(`${second}/ajax/report-offense`, {
    headers: { 'X-CSRF-Token': csrf },
    form: {
      action: 'report_offense',
      firstname: 'Erika',
      lastname: 'Muster',
      email: 'erika@example.org',
      text: 'Beleidigung im Kommentar.',
      reason: 'insult',
      'article-uuid': articleUuid!,
      fw_url: '/news',
      'captcha-code': solveCaptcha(captcha.question),
      'captcha-digest': captcha.digest,
    },
  });
  expect(await report.json()).toMatchObject({ success: true });
  await api.dispose();
});

async function liveTicker(page: Page): Promise<string> {
  await page.goto('/spiele/live');
  const match = (await page.locator('a[href^="/spiel/"]').first().getAttribute('href'))!;
  return /\/spiel\/(\d+)/.exec(match)![1]!;
}

test('the live ticker: one minute on both instances, one origin request a second for many readers', async ({
  page,
  request,
}) => {
  test.skip(!first || !second, 'needs CLUSTER_INSTANCES');
  const game = await liveTicker(page);
  const path = `/ajax/liveticker/ticker-id/${game}1`;
  // Both instances kicked off together (the kick-off is shared): the same answer at the same time
  // (asked again if the two requests fell on both sides of the origin's answer window).
  await expect
    .poll(async () => {
      const [a, b] = await Promise.all([
        request.get(`${first}${path}`).then((r) => r.text()),
        request.get(`${second}${path}`).then((r) => r.text()),
      ]);
      return a === b;
    })
    .toBe(true);
  // 60 readers at once through the cache: at most two reach an instance (the entry may expire
  // once in between), the rest are answered by nginx.
  const answers = await Promise.all(Array.from({ length: 60 }, () => request.get(path)));
  const fromOrigin = answers.filter((r) => reachedOrigin(r.headers()['x-cache'])).length;
  expect(answers.every((r) => r.ok())).toBe(true);
  expect(fromOrigin).toBeLessThanOrEqual(2);
  // The cache counts Age from when the origin produced the answer (demo-pages/deploy/age.js), and
  // the origin's note of that moment stays between them.
  for (const answer of answers) {
    expect(answer.headers()['age']).toMatch(/^\d+$/);
    expect(answer.headers()).not.toHaveProperty('x-generated-at');
  }
  // The widget on the match page mounts from bundle files nginx serves.
  await page.goto(`/spiel/${game}`);
  await expect(page.locator('[data-widget="live-ticker"]')).toHaveAttribute(
    'data-widget-state',
    'mounted',
  );
});
