import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, createTestEnv, flat, setCookies, type TestEnv } from './testing/harness.ts';

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
}, 120_000);
afterAll(async () => {
  await env?.db.close();
});

describe('login and logout', () => {
  it('every page hands out a readable CSRF cookie', async () => {
    const res = await new Client(env.app).get('/login');
    const csrf = setCookies(res).get('FBDE_CSRF');
    expect(csrf?.value).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(csrf?.attributes).toContain('Path=/');
    expect(csrf?.attributes).toContain('SameSite=Lax');
    expect(csrf?.attributes).not.toContain('HttpOnly');
    expect(flat(await res.text())).toContain(`name="csrf" value="${csrf?.value}"`);
  });

  it('logs in: session cookie HttpOnly, readable login cookies, redirect to fw_url', async () => {
    const client = new Client(env.app);
    await client.get('/login');
    const csrfBefore = client.cookie('FBDE_CSRF');
    const res = await client.login('max', 'anstoss', '/news?seite=2');
    expect(res.status).toBe(303);
    expect(res.headers.get('Location')).toBe('/news?seite=2');
    const cookies = setCookies(res);
    const session = cookies.get('FBDE_SESSION');
    expect(session?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(session?.attributes).toContain('HttpOnly');
    expect(session?.attributes).toContain('SameSite=Lax');
    for (const name of [
      'FBDE_LOGIN',
      'FBDE_USER_ID',
      'FBDE_CSRF',
      'FBDE_USER_NAME',
      'FBDE_ROLE',
      'FBDE_TEAMS',
    ]) {
      expect(cookies.get(name)?.attributes, name).toContain('Path=/');
      expect(cookies.get(name)?.attributes, name).toContain('SameSite=Lax');
      expect(cookies.get(name)?.attributes, name).not.toContain('HttpOnly');
    }
    expect(cookies.get('FBDE_LOGIN')?.value).toBe('1');
    expect(cookies.get('FBDE_USER_ID')?.value).toBe('10002');
    expect(cookies.get('FBDE_USER_NAME')?.value).toBe('Max Mustermann');
    // The CSRF token changes with the login.
    expect(client.cookie('FBDE_CSRF')).not.toBe(csrfBefore);
    // Only a hash of the session id is stored.
    const stored = await env.db.query<{ idHash: string }>(
      `SELECT id_hash AS "idHash" FROM sessions WHERE user_id = '10002'`,
    );
    expect(stored.length).toBeGreaterThan(0);
    expect(stored.map((s) => s.idHash)).not.toContain(session?.value);
    const page = flat(await (await client.get('/')).text());
    expect(page).toContain('Abmelden');
    expect(page).toContain('"loggedIn":"1"');
  });

  it('refuses wrong passwords and unknown users with the same German message', async () => {
    for (const [user, password] of [
      ['max', 'falsch'],
      ['niemand', 'anstoss'],
    ] as const) {
      const client = new Client(env.app);
      const res = await client.login(user, password);
      expect(res.status).toBe(401);
      expect(flat(await res.text())).toContain('Benutzername oder Passwort ist falsch.');
      expect(client.cookie('FBDE_SESSION')).toBeUndefined();
      expect(client.cookie('FBDE_LOGIN')).toBeUndefined();
    }
  });

  it('never redirects off-site after login (open-redirect guard)', async () => {
    for (const target of [
      'https://evil.example/',
      '//evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
    ]) {
      const res = await new Client(env.app).login('max', 'anstoss', target);
      expect(res.status).toBe(303);
      expect(res.headers.get('Location'), target).toBe('/');
    }
    const res = await new Client(env.app).login(
      'max',
      'anstoss',
      'http://localhost/verein/x#!/section/a',
    );
    expect(res.headers.get('Location')).toBe('/verein/x#!/section/a');
  });

  it('the login page keeps a safe fw_url and drops an unsafe one', async () => {
    expect(
      flat(await (await new Client(env.app).get('/login?fw_url=%2Fhochladen')).text()),
    ).toContain('name="fw_url" value="/hochladen"');
    expect(
      flat(
        await (await new Client(env.app).get('/login?fw_url=https%3A%2F%2Fevil.example')).text(),
      ),
    ).toContain('name="fw_url" value="/"');
  });

  it('logs out: deletes the session and clears the login cookies', async () => {
    const client = await Client.loggedIn(env.app, 'max');
    const sessionCookie = client.cookie('FBDE_SESSION');
    expect(sessionCookie).toBeTruthy();
    const res = await client.logout();
    expect(res.status).toBe(303);
    expect(res.headers.get('Location')).toBe('/');
    const cleared = setCookies(res);
    for (const name of ['FBDE_SESSION', 'FBDE_LOGIN', 'FBDE_USER_ID'])
      expect(cleared.get(name)?.attributes, name).toMatch(/Max-Age=0/i);
    expect(client.cookie('FBDE_LOGIN')).toBeUndefined();
    // The old session id no longer logs anybody in.
    const replay = new Client(env.app);
    replay.jar.set('FBDE_SESSION', sessionCookie ?? '');
    replay.jar.set('FBDE_LOGIN', '1');
    const page = await replay.get('/');
    expect(flat(await page.text())).toContain('Anmelden');
    expect(replay.cookie('FBDE_LOGIN')).toBeUndefined();
  });

  it('ignores forged login cookies without a session', async () => {
    const client = new Client(env.app);
    client.jar.set('FBDE_LOGIN', '1');
    client.jar.set('FBDE_USER_ID', '10003');
    const res = await client.get('/admin');
    expect(res.status).toBe(303);
    expect(res.headers.get('Location')).toBe('/login?fw_url=%2Fadmin');
  });
});

describe('CSRF protection', () => {
  it('rejects a state-changing POST without a token', async () => {
    const res = await new Client(env.app).postForm(
      '/login',
      { username: 'max', password: 'anstoss' },
      { csrf: null },
    );
    expect(res.status).toBe(403);
    expect(flat(await res.text())).toContain('Sicherheitsprüfung');
  });

  it('rejects a wrong token and a token without its cookie', async () => {
    const client = new Client(env.app);
    await client.get('/login');
    expect(
      (
        await client.postForm(
          '/login',
          { username: 'max', password: 'anstoss' },
          { csrf: 'A'.repeat(32) },
        )
      ).status,
    ).toBe(403);
    const stranger = new Client(env.app);
    const token = client.cookie('FBDE_CSRF') ?? '';
    const res = await env.app.request('/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ username: 'max', password: 'anstoss', csrf: token }).toString(),
    });
    expect(res.status).toBe(403);
    expect(stranger.cookie('FBDE_SESSION')).toBeUndefined();
  });

  it('rejects cross-site requests even with a valid token', async () => {
    const client = new Client(env.app);
    await client.get('/login');
    const res = await client.postForm(
      '/login',
      { username: 'max', password: 'anstoss' },
      { headers: { Origin: 'https://evil.example' } },
    );
    expect(res.status).toBe(403);
  });

  it('accepts the X-CSRF-Token header (what packages/api sends) and answers JSON', async () => {
    const client = await Client.loggedIn(env.app, 'lena');
    const token = client.cookie('FBDE_CSRF') ?? '';
    const ok = await client.request('/ajax/dsgvo-u16/consent', {
      method: 'POST',
      headers: { 'X-CSRF-Token': token, Accept: 'application/json' },
    });
    expect(ok.status).toBe(200);
    const bad = await client.request('/ajax/dsgvo-u16/consent', {
      method: 'POST',
      headers: { 'X-CSRF-Token': 'x'.repeat(32), Accept: 'application/json' },
    });
    expect(bad.status).toBe(403);
    expect(await bad.json()).toMatchObject({
      success: false,
      error: { message: expect.stringContaining('Sicherheitsprüfung') },
    });
  });
});

describe('admin', () => {
  it('is closed to guests and non-admins, open to verein', async () => {
    expect((await new Client(env.app).get('/admin')).status).toBe(303);
    const max = await Client.loggedIn(env.app, 'max');
    expect((await max.get('/admin')).status).toBe(403);
    const verein = await Client.loggedIn(env.app, 'verein');
    const res = await verein.get('/admin');
    expect(res.status).toBe(200);
    expect(flat(await res.text())).toContain('Header-Warnung');
  });
});
