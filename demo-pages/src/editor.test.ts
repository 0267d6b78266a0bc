/** Issue 16: the article editor pages and save endpoint, parsed with the widget's own schemas. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveResponse } from '../../widgets/article-editor/src/api.ts';
import { articleEditorProps } from '../../widgets/article-editor/src/props.ts';
import { Client, createTestEnv, type TestEnv } from './testing/harness.ts';

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
}, 120_000);
afterAll(async () => {
  await env?.db.close();
});

const article = {
  title: 'Derbysieg in der Nachspielzeit',
  teaser: 'Ein Abend zum Erinnern.',
  body: '<h3>Erste <a href="https://x.de">Halbzeit</a></h3><p onclick="alert(1)">Ein <strong>starkes</strong> Spiel<script>alert(2)</script> <a href="javascript:alert(3)">hier</a> <a href="https://fussball.example/" rel="nofollow noopener">Bericht</a></p><blockquote><h3>Zitat</h3></blockquote>',
  visible: false,
  publishFrom: null,
  publishTo: null,
  voting: { enabled: true, upload: true, duration: 14 },
  marketing: { enabled: false, note: '' },
};

function hostProps(page: string) {
  const host =
    /<div\s+data-widget="article-editor"([^>]*)>\s*<script type="application\/json" data-props>([^<]*)<\/script>/.exec(
      page,
    );
  if (!host) throw new Error('no article-editor host');
  const attrs = Object.fromEntries(
    [...(host[1] ?? '').matchAll(/data-([a-z-]+)="([^"]*)"/g)].map(([, k, v]) => [
      (k ?? '').replace(/-([a-z])/g, (_, ch: string) => ch.toUpperCase()),
      v,
    ]),
  );
  return articleEditorProps.parse({ ...JSON.parse(host[2] ?? '{}'), ...attrs });
}

describe('article editor (issue 16)', () => {
  it('logged out: the editor page sends to the login, the endpoint answers 401', async () => {
    const client = new Client(env.app);
    const page = await client.get('/artikel/neu');
    expect(page.status).toBe(303);
    expect(page.headers.get('Location')).toBe('/login?fw_url=%2Fartikel%2Fneu');
    const res = await client.post('/ajax/artikel/speichern', article);
    expect(res.status).toBe(401);
  });

  it('a fan may not write articles', async () => {
    const client = await Client.loggedIn(env.app, 'max');
    expect((await client.get('/artikel/neu')).status).toBe(403);
    expect((await client.post('/ajax/artikel/speichern', article)).status).toBe(403);
  });

  it('a club official saves; the stored HTML is sanitised and the news page shows it', async () => {
    const client = await Client.loggedIn(env.app, 'verein');
    const page = await (await client.get('/artikel/neu')).text();
    const props = hostProps(page);
    expect(props).toMatchObject({
      saveUrl: '/ajax/artikel/speichern',
      draftKey: 'neu',
      today: '2026-03-14',
    });
    const res = await client.post(props.saveUrl, article);
    expect(res.status).toBe(200);
    const saved = saveResponse.parse(await res.json());
    expect(saved.success).toBe(true);
    expect(saved.url).toMatch(/^\/news\/derbysieg-in-der-nachspielzeit-\d+$/);
    const news = await (await new Client(env.app).get(saved.url ?? '')).text();
    expect(news).toContain(
      '<h3>Erste Halbzeit</h3><p>Ein <strong>starkes</strong> Spiel hier <a href="https://fussball.example/" rel="nofollow">Bericht</a></p><blockquote>Zitat</blockquote>',
    );
    expect(news).not.toMatch(/alert\(|onclick|javascript:/);

    const edit = await (await client.get(`/artikel/${saved.id}/bearbeiten`)).text();
    const editProps = hostProps(edit);
    expect(editProps.article).toMatchObject({
      title: article.title,
      voting: { duration: 14, upload: true },
    });
    expect(editProps.saveUrl).toBe(`/ajax/artikel/${saved.id}/speichern`);
    const again = await client.post(editProps.saveUrl, { ...article, title: 'Neuer Titel' });
    expect(saveResponse.parse(await again.json()).url).toBe(saved.url);
    expect(await (await client.get(saved.url ?? '')).text()).toContain('Neuer Titel');
    // A portal editor (admin) may edit it too.
    const other = await Client.loggedIn(env.app, 'admin');
    expect((await other.get(`/artikel/${saved.id}/bearbeiten`)).status).toBe(200);
  });

  it('refuses more than 20,000 characters, bad dates and bad durations', async () => {
    const client = await Client.loggedIn(env.app, 'verein');
    const long = await client.post('/ajax/artikel/speichern', {
      ...article,
      body: `<p>${'x'.repeat(20_001)}</p>`,
    });
    expect(long.status).toBe(400);
    const exact = await client.post('/ajax/artikel/speichern', {
      ...article,
      body: `<p>${'x'.repeat(20_000)}</p>`,
    });
    expect(exact.status).toBe(200);
    const order = await client.post('/ajax/artikel/speichern', {
      ...article,
      visible: true,
      publishFrom: '2026-05-01',
      publishTo: '2026-04-01',
    });
    expect(order.status).toBe(400);
    const badDay = await client.post('/ajax/artikel/speichern', {
      ...article,
      publishFrom: '2026-02-30',
    });
    expect(badDay.status).toBe(400);
    const duration = await client.post('/ajax/artikel/speichern', {
      ...article,
      voting: { enabled: true, upload: false, duration: 5 },
    });
    expect(duration.status).toBe(400);
  });

  it('a scheduled article is shown to visitors only between its dates, always to its author', async () => {
    const client = await Client.loggedIn(env.app, 'verein');
    const res = await client.post('/ajax/artikel/speichern', {
      ...article,
      title: 'Vorschau Pokal',
      visible: true,
      publishFrom: '2026-04-01',
    });
    const saved = saveResponse.parse(await res.json());
    expect((await new Client(env.app).get(saved.url ?? '')).status).toBe(404);
    expect((await client.get(saved.url ?? '')).status).toBe(200);
    const ended = saveResponse.parse(
      await (
        await client.post('/ajax/artikel/speichern', {
          ...article,
          title: 'Abgelaufen',
          visible: true,
          publishFrom: '2026-03-01',
          publishTo: '2026-03-10',
        })
      ).json(),
    );
    expect((await new Client(env.app).get(ended.url ?? '')).status).toBe(404);
  });
});
