import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, createTestEnv, flat, type TestEnv } from './testing/harness.ts';

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
}, 120_000);
afterAll(async () => {
  await env?.db.close();
});

describe('GET /ajax/header-warning.json', () => {
  it('returns { active, title, text } from the settings table', async () => {
    const res = await new Client(env.app).get('/ajax/header-warning.json');
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toContain('application/json');
    const body = await res.json();
    expect(Object.keys(body).sort()).toEqual(['active', 'text', 'title']);
    expect(body).toMatchObject({ active: '1', title: 'Unwetterwarnung' });
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const client = new Client(env.app);
    const first = await client.get('/ajax/header-warning.json');
    const etag = first.headers.get('ETag') ?? '';
    expect(etag).not.toBe('');
    const again = await client.get('/ajax/header-warning.json', { 'If-None-Match': etag });
    expect(again.status).toBe(304);
  });

  it('follows the admin toggle', async () => {
    const admin = await Client.loggedIn(env.app, 'verein');
    const saved = await admin.postForm('/admin/header-warning', {
      title: 'Platzsperre <b>',
      text: 'Alle Plätze gesperrt.',
    });
    expect(saved.status).toBe(303);
    expect(await (await admin.get('/ajax/header-warning.json')).json()).toEqual({
      active: '0',
      title: 'Platzsperre <b>',
      text: 'Alle Plätze gesperrt.',
    });
    await admin.postForm('/admin/header-warning', {
      active: '1',
      title: 'Unwetterwarnung',
      text: 'Spiele können ausfallen.',
    });
    expect(await (await admin.get('/ajax/header-warning.json')).json()).toMatchObject({
      active: '1',
      text: 'Spiele können ausfallen.',
    });
    const page = flat(await (await admin.get('/admin')).text());
    expect(page).toContain('value="Unwetterwarnung"');
  });
});

describe('GET /ajax/survey/{segment}.html', () => {
  it('returns the active survey of a segment as an HTML fragment', async () => {
    for (const [segment, name] of [
      ['index', 'FBDE_SURVEY_startseite_2026'],
      ['news', 'FBDE_SURVEY_news_2026'],
    ]) {
      const res = await new Client(env.app).get(`/ajax/survey/${segment}.html`);
      expect(res.status).toBe(200);
      expect(res.headers.get('Content-Type')).toContain('text/html');
      const text = flat(await res.text());
      expect(text).toContain(`data-survey="${name}"`);
      expect(text).toMatch(/<a class="button" href="\/umfrage\/[a-z0-9-]+">Zur Umfrage<\/a>/);
      expect(text).not.toContain('<html');
    }
  });

  it('speaks the chosen language: the survey in English, answered with the stored option', async () => {
    const client = new Client(env.app);
    client.jar.set('FBDE_LANG', 'en');
    const fragment = flat(await (await client.get('/ajax/survey/index.html')).text());
    expect(fragment).toContain('>How do you like the new home page?</h2>');
    expect(fragment).toContain('The survey takes just a minute.');
    expect(fragment).toContain('>To the survey</a>');
    expect(fragment).not.toContain('lang="de"');
    const page = flat(await (await client.get('/umfrage/startseite-2026')).text());
    expect(page).toContain('<legend>How satisfied are you with the new home page?</legend>');
    expect(page).toMatch(/value="Zufrieden" required \/> <label for="answer-1">Satisfied<\/label>/);
    expect(page).not.toContain('Wie zufrieden');
  });

  it('returns an empty body for segments without an active survey', async () => {
    for (const segment of ['verein', 'wettbewerb', 'impressum']) {
      const res = await new Client(env.app).get(`/ajax/survey/${segment}.html`);
      expect(res.status).toBe(200);
      expect(flat(await res.text())).toBe('');
    }
  });

  it('refuses malformed segments', async () => {
    expect((await new Client(env.app).get('/ajax/survey/..%2Fx.html')).status).toBe(404);
    expect((await new Client(env.app).get('/ajax/survey/Index.json')).status).toBe(404);
  });

  it('records survey answers', async () => {
    const client = new Client(env.app);
    await client.get('/umfrage/startseite-2026');
    const res = await client.postForm('/umfrage/startseite-2026', {
      answer: 'Zufrieden',
      comment: 'Weiter so!',
    });
    expect(res.status).toBe(303);
    const rows = await env.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM survey_responses WHERE answer = 'Zufrieden'`,
    );
    expect(rows[0]?.n).toBe(1);
    expect((await client.postForm('/umfrage/startseite-2026', { answer: 'erfunden' })).status).toBe(
      400,
    );
  });
});

describe('dsgvo_u16 consent', () => {
  it('auto-opens the layer on the own profile of a user under 16 until consent is recorded', async () => {
    const lena = await Client.loggedIn(env.app, 'lena');
    const before = flat(await (await lena.get('/fanprofil/-/userid/10001')).text());
    expect(before).toMatch(
      /<dialog class="layer" data-layer="dsgvo_u16" data-layer-auto-open aria-labelledby="dsgvo-u16-title"/,
    );
    expect(before).toContain('id="dsgvo-u16-title"');
    expect(before).toContain('data-layer-confirm');
    const res = await lena.postForm('/ajax/dsgvo-u16/consent', {
      fw_url: '/fanprofil/-/userid/10001',
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('Location')).toBe('/fanprofil/-/userid/10001');
    const after = flat(await (await lena.get('/fanprofil/-/userid/10001')).text());
    expect(after).not.toContain('data-layer="dsgvo_u16"');
    expect(after).toContain('Die Einwilligung deiner Eltern liegt vor.');
    const rows = await env.db.query(
      `SELECT 1 FROM user_consents WHERE user_id = '10001' AND kind = 'dsgvo_u16'`,
    );
    expect(rows).toHaveLength(1);
  });

  it('never shows the layer to other visitors; they see a restricted profile', async () => {
    await env.db.query(`DELETE FROM user_consents`);
    const guest = flat(await (await new Client(env.app).get('/fanprofil/-/userid/10001')).text());
    expect(guest).not.toContain('data-layer="dsgvo_u16"');
    expect(guest).toContain('nur eingeschränkt sichtbar');
    const max = await Client.loggedIn(env.app, 'max');
    expect(flat(await (await max.get('/fanprofil/-/userid/10001')).text())).not.toContain(
      'data-layer-auto-open',
    );
  });

  it('answers JSON callers and refuses guests and adults', async () => {
    const guest = new Client(env.app);
    await guest.get('/');
    const anon = await guest.post('/ajax/dsgvo-u16/consent');
    expect(anon.status).toBe(401);
    const max = await Client.loggedIn(env.app, 'max');
    const adult = await max.post('/ajax/dsgvo-u16/consent');
    expect(adult.status).toBe(400);
    const lena = await Client.loggedIn(env.app, 'lena');
    const ok = await lena.post('/ajax/dsgvo-u16/consent');
    expect(await ok.json()).toMatchObject({ success: true, consent: { kind: 'dsgvo_u16' } });
  });
});

describe('admin surveys and reset', () => {
  it('switching a survey off removes its host and empties its fragment', async () => {
    const admin = await Client.loggedIn(env.app, 'admin');
    await admin.postForm('/admin/surveys', { active: ['2'] });
    expect(flat(await (await admin.get('/ajax/survey/index.html')).text())).toBe('');
    expect(flat(await (await admin.get('/')).text())).not.toContain('data-widget="survey-layer"');
    await admin.postForm('/admin/surveys', { active: ['1', '2'] });
    expect(flat(await (await admin.get('/')).text())).toContain('data-widget="survey-layer"');
  });

  it('resets the demo data and ends every session', async () => {
    const admin = await Client.loggedIn(env.app, 'verein');
    await admin.postForm('/admin/header-warning', { title: 'Geändert', text: 'x' });
    const res = await admin.postForm('/admin/reset', { confirm: '1' });
    expect(res.status).toBe(303);
    expect(res.headers.get('Location')).toBe('/login?fw_url=%2Fadmin');
    expect(admin.cookie('FBDE_SESSION')).toBeUndefined();
    expect(await (await admin.get('/ajax/header-warning.json')).json()).toMatchObject({
      active: '1',
      title: 'Unwetterwarnung',
    });
  }, 60_000);
});
