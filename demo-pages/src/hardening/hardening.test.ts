/**
 * Issue 19, reference CMS hardening: one app (trusting a proxy, so each test can be a client of
 * its own through X-Forwarded-For) with a clock the tests move.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { longThreadNewsId } from '../seed/community.ts';
import {
  Client,
  createTestEnv,
  flat,
  setCookies,
  solveCaptcha,
  TEST_NOW,
  type TestEnv,
} from '../testing/harness.ts';

let env: TestEnv;
let clock = TEST_NOW.getTime();
let newsId: number;
beforeAll(async () => {
  env = await createTestEnv({ trustProxy: true, now: () => new Date(clock) });
  await new Client(env.app).get('/ajax/comments/1');
  newsId = (await longThreadNewsId(env.db))!;
}, 120_000);
afterAll(async () => {
  await env?.db.close();
});

let ipCounter = 0;
/** A browser at an address of its own (the trusted proxy reports it). */
function visitor(): { client: Client; ip: Record<string, string> } {
  ipCounter += 1;
  const ip = { 'X-Forwarded-For': `198.51.100.${ipCounter}` };
  const client = new Client(env.app);
  const request = client.request.bind(client);
  client.request = (path, init = {}) =>
    request(path, {
      ...init,
      headers: { ...ip, ...Object.fromEntries(new Headers(init.headers)) },
    });
  return { client, ip };
}

const json = async (res: Response) => (await res.json()) as Record<string, unknown>;

describe('login limits (per account, per client, global; no lock-out)', () => {
  it('ten anonymous failures do not lock the owner out: the right password plus a captcha gets in', async () => {
    for (let i = 0; i < 10; i++) {
      const res = await visitor().client.login('admin', `falsch-${i}`);
      expect([401, 429]).toContain(res.status);
    }
    const owner = visitor().client;
    const asked = await owner.login('admin', 'anstoss');
    expect(asked.status).toBe(429);
    const page = flat(await asked.text());
    expect(page).toContain('Sicherheitsfrage');
    const question = /Sicherheitsfrage: ([^<]+)</.exec(page)![1]!;
    const digest = /name="captcha-digest" value="([^"]+)"/.exec(page)![1]!;
    const res = await owner.postForm('/login', {
      username: 'admin',
      password: 'anstoss',
      fw_url: '/',
      'captcha-code': solveCaptcha(question),
      'captcha-digest': digest,
    });
    expect(res.status).toBe(303);
    expect(owner.cookie('FBDE_LOGIN')).toBe('1');
    // Eleven logins, each a scrypt check and a few database counts: more than the default 5 s on a busy machine.
  }, 30_000);

  it('a client that keeps failing must wait longer and longer (Retry-After), others are not affected', async () => {
    const { client } = visitor();
    for (let i = 0; i < 10; i++) await client.login(`spray-${i}`, 'anstoss1');
    const slowed = await client.login('spray-x', 'anstoss1');
    expect(slowed.status).toBe(429);
    expect(Number(slowed.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(flat(await slowed.text())).toContain('Bitte warte');
    expect((await visitor().client.login('max')).status).toBe(303);
    clock += 2000;
    const later = await client.login('spray-y', 'anstoss1');
    // After the pause the attempt is heard again, with a captcha.
    expect(later.status).toBe(429);
    expect(flat(await later.text())).toContain('Sicherheitsfrage');
    // Eleven logins, each a scrypt check and a few database counts: more than the default 5 s on a busy machine.
  }, 30_000);
});

describe('captchas and reports', () => {
  const report = (captcha: { digest: string; code: string }) => ({
    action: 'report_offense',
    fw_url: '/news/x',
    firstname: 'Erika',
    lastname: 'Muster',
    email: 'erika@example.org',
    text: 'Beleidigung im Kommentar',
    reason: 'insult',
    'article-uuid': `news-${newsId}`,
    'captcha-digest': captcha.digest,
    'captcha-code': captcha.code,
  });

  it('a solved captcha counts once', async () => {
    const { client } = visitor();
    const captcha = (await json(await client.get('/ajax/captcha'))) as {
      question: string;
      digest: string;
    };
    const answer = { digest: captcha.digest, code: solveCaptcha(captcha.question) };
    expect(await json(await client.postForm('/ajax/report-offense', report(answer)))).toEqual({
      success: true,
    });
    expect(await json(await client.postForm('/ajax/report-offense', report(answer)))).toMatchObject(
      {
        success: false,
        error: { message: 'Die Sicherheitsfrage wurde falsch beantwortet.' },
      },
    );
  });

  it('asks questions with hundreds of possible answers', async () => {
    const { client } = visitor();
    const answers = new Set<string>();
    for (let i = 0; i < 100; i++) {
      const { question } = (await json(await client.get('/ajax/captcha'))) as { question: string };
      answers.add(solveCaptcha(question));
    }
    expect(answers.size).toBeGreaterThan(40);
  });

  it('limits anonymous reports per client', async () => {
    const { client } = visitor();
    let last: Response | null = null;
    for (let i = 0; i < 11; i++) {
      const c = (await json(await client.get('/ajax/captcha'))) as {
        question: string;
        digest: string;
      };
      last = await client.postForm(
        '/ajax/report-offense',
        report({ digest: c.digest, code: solveCaptcha(c.question) }),
      );
    }
    expect(last!.status).toBe(429);
    expect((await json(last!)).error).toMatchObject({
      message: expect.stringContaining('Meldungen'),
    });
  });
});

describe('behind a TLS proxy (TRUST_PROXY)', () => {
  it('sets Secure __Host- cookies and accepts its own https origin', async () => {
    const client = new Client(env.app);
    const proxied = { 'X-Forwarded-Proto': 'https', 'X-Forwarded-For': '203.0.113.9' };
    const page = await client.get('/login', proxied);
    const cookies = setCookies(page);
    const csrf = cookies.get('__Host-FBDE_CSRF');
    expect(csrf?.attributes).toContain('Secure');
    expect(cookies.has('FBDE_CSRF')).toBe(false);
    expect(flat(await page.text())).toContain('"csrfCookie":"__Host-FBDE_CSRF"');
    const res = await client.postForm(
      '/login',
      { username: 'max', password: 'anstoss', fw_url: '/' },
      { headers: { ...proxied, Origin: 'https://localhost' } },
    );
    expect(res.status).toBe(303);
    const session = setCookies(res).get('__Host-FBDE_SESSION');
    expect(session?.attributes).toMatch(/Secure/);
    expect(session?.attributes).toMatch(/HttpOnly/);
    expect(setCookies(res).get('FBDE_LOGIN')?.attributes).toContain('Secure');
  });

  it('reads the RFC 7239 Forwarded header too, and refuses the http origin over https', async () => {
    const client = new Client(env.app);
    const proxied = { Forwarded: 'for=203.0.113.10;proto=https' };
    await client.get('/login', proxied);
    expect(client.cookie('__Host-FBDE_CSRF')).toBeTruthy();
    const res = await client.postForm(
      '/login',
      { username: 'max', password: 'anstoss' },
      { headers: { ...proxied, Origin: 'http://localhost' } },
    );
    expect(res.status).toBe(403);
  });

  it('ignores forwarded headers when the proxy is not trusted', async () => {
    const plain = await createTestEnv();
    try {
      const res = await new Client(plain.app).get('/login', { 'X-Forwarded-Proto': 'https' });
      expect(setCookies(res).get('FBDE_CSRF')?.attributes).not.toContain('Secure');
    } finally {
      await plain.db.close();
    }
  }, 60_000);
});

describe('CSRF bound to the session, logout by POST only', () => {
  it('a planted cookie with the same header does not pass', async () => {
    const { client } = visitor();
    await client.login('lena');
    const planted = 'P'.repeat(32);
    client.jar.set('FBDE_CSRF', planted);
    const res = await client.request('/ajax/dsgvo-u16/consent', {
      method: 'POST',
      headers: { 'X-CSRF-Token': planted, Accept: 'application/json' },
    });
    expect(res.status).toBe(403);
  });

  it('the token of one visitor does not work for another', async () => {
    const a = visitor().client;
    const b = visitor().client;
    await a.login('lena');
    await b.login('lena');
    const res = await b.request('/ajax/dsgvo-u16/consent', {
      method: 'POST',
      headers: { 'X-CSRF-Token': a.csrfToken() ?? '', Accept: 'application/json' },
    });
    expect(res.status).toBe(403);
  });

  it('GET and HEAD /logout no longer log out; POST without the token is refused', async () => {
    const { client } = visitor();
    await client.login('max');
    for (const method of ['GET', 'HEAD']) {
      const res = await client.request('/logout', { method });
      expect(res.status, method).toBe(404);
      expect(client.cookie('FBDE_LOGIN'), method).toBe('1');
    }
    expect((await client.postForm('/logout', {}, { csrf: null })).status).toBe(403);
    expect(client.cookie('FBDE_LOGIN')).toBe('1');
    expect(flat(await (await client.get('/')).text())).toMatch(
      /<form class="account__logout" method="post" action="\/logout"> <input type="hidden" name="csrf" value="[A-Za-z0-9_-]{32}"/,
    );
    expect((await client.logout()).status).toBe(303);
    expect(client.cookie('FBDE_LOGIN')).toBeUndefined();
  });
});

describe('fan-poll vote (a GET by the spec)', () => {
  async function open() {
    const { client } = visitor();
    await client.login('verein');
    const { poll } = (await json(await client.get('/ajax/fan-poll/questions.json'))) as {
      poll: { id: number; votes: number };
    };
    return { client, poll };
  }

  it('HEAD never counts', async () => {
    const { client, poll } = await open();
    const url = `/ajax/fan-poll/vote.json?id=${poll.id}&votedAnswer=question2`;
    expect(
      (await client.request(url, { method: 'HEAD', headers: { 'Sec-Fetch-Site': 'same-origin' } }))
        .status,
    ).toBe(200);
    const after = (await json(await client.get('/ajax/fan-poll/questions.json'))) as {
      poll: { votes: number; votedAnswer: string };
    };
    expect(after.poll).toMatchObject({ votes: poll.votes, votedAnswer: 'none' });
  });

  it('a cross-site navigation or a request without any same-site sign does not vote', async () => {
    const { client, poll } = await open();
    const url = `/ajax/fan-poll/vote.json?id=${poll.id}&votedAnswer=question2`;
    for (const headers of [
      { 'Sec-Fetch-Site': 'cross-site' } as Record<string, string>,
      // Same site is any subdomain (a member's page, a forgotten test host): not enough.
      { 'Sec-Fetch-Site': 'same-site' },
      { Origin: 'https://evil.example' },
      { Referer: 'https://evil.example/page' },
      {},
    ]) {
      const res = await client.get(url, headers);
      expect(res.status, JSON.stringify(headers)).toBe(403);
    }
    const after = (await json(await client.get('/ajax/fan-poll/questions.json'))) as {
      poll: { votedAnswer: string };
    };
    expect(after.poll.votedAnswer).toBe('none');
    const ok = await client.get(url, { 'Sec-Fetch-Site': 'same-origin' });
    expect(await json(ok)).toMatchObject({ success: true });
  });
});

describe('data integrity', () => {
  async function member() {
    const { client } = visitor();
    await client.login('max');
    return client;
  }
  const post = (client: Client, id: number, fields: Record<string, string>) =>
    client.postForm(`/ajax/comments/${id}`, fields, { headers: { Accept: 'application/json' } });

  it('refuses comments on articles that do not exist (and the schema would too)', async () => {
    const client = await member();
    const res = await post(client, 999_999, { message: 'Gibt es diesen Artikel?' });
    expect(res.status).toBe(404);
    await expect(
      env.db.query(`INSERT INTO comments (news_id, author_name, body) VALUES (999999, 'x', 'y')`),
    ).rejects.toThrow(/foreign key/);
  });

  it('refuses a parent from another article and a deleted parent', async () => {
    const client = await member();
    const [other] = await env.db.query<{ id: number }>(
      `SELECT id FROM news WHERE id <> $1 ORDER BY id LIMIT 1`,
      [newsId],
    );
    const elsewhere = (await json(
      await post(client, other!.id, { message: 'Woanders gesagt' }),
    )) as {
      id: number;
    };
    const cross = await post(client, newsId, {
      message: 'Antwort',
      parentId: String(elsewhere.id),
    });
    expect(cross.status).toBe(400);
    expect(await json(cross)).toMatchObject({ success: false });
    const mine = (await json(await post(client, newsId, { message: 'Bald gelöscht' }))) as {
      id: number;
    };
    await client.postForm('/ajax/comments/delete', { id: String(mine.id) });
    const late = await post(client, newsId, { message: 'Zu spät', parentId: String(mine.id) });
    expect(late.status).toBe(409);
    expect((await json(late)).error).toMatchObject({
      message: expect.stringContaining('gelöscht'),
    });
    const rows = await env.db.query(`SELECT id FROM comments WHERE body IN ('Antwort', 'Zu spät')`);
    expect(rows).toEqual([]);
  });

  it('owners cannot rate their own item', async () => {
    const client = await member();
    const own = await client.postForm('/ajax/items/foto-1/rating', { rating: '5' });
    expect(own.status).toBe(403);
    await expect(
      env.db.query(
        `INSERT INTO item_ratings (item_id, user_id, rating) VALUES ('foto-1', '10002', 5)`,
      ),
    ).rejects.toThrow(/own item/);
    expect((await client.postForm('/ajax/items/foto-2/rating', { rating: '4' })).status).toBe(200);
  });

  it('limits anonymous survey answers per client', async () => {
    const [survey] = await env.db.query<{ slug: string; options: string }>(
      `SELECT slug, options FROM surveys ORDER BY id LIMIT 1`,
    );
    const answer = survey!.options.split('\n')[0]!;
    const { client } = visitor();
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++)
      statuses.push((await client.postForm(`/umfrage/${survey!.slug}`, { answer })).status);
    expect(statuses).toEqual([303, 303, 303, 429]);
  });
});

describe('caching', () => {
  it('per-user JSON is private and varies by cookie', async () => {
    const client = visitor().client;
    await client.login('max');
    for (const path of [`/ajax/comments/${newsId}`, '/ajax/fan-poll/questions.json']) {
      const res = await client.get(path);
      expect(res.headers.get('Cache-Control'), path).toMatch(/private/);
      expect(res.headers.get('Vary'), path).toMatch(/Cookie/);
    }
  });
});

describe('CSP reports and Trusted Types', () => {
  it('names a reporting endpoint and requires Trusted Types by default', async () => {
    const res = await new Client(env.app).get('/');
    const csp = res.headers.get('Content-Security-Policy') ?? '';
    expect(csp).toContain('report-to csp');
    expect(csp).toContain("require-trusted-types-for 'script'");
    expect(res.headers.get('Reporting-Endpoints')).toBe('csp="http://localhost/csp-report"');
  });

  it('logs reports of either format, without a CSRF token', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const modern = await env.app.request('/csp-report', {
        method: 'POST',
        headers: { 'Content-Type': 'application/reports+json' },
        body: JSON.stringify([
          {
            type: 'csp-violation',
            body: {
              documentURL: 'http://localhost/news/x',
              effectiveDirective: 'require-trusted-types-for',
              blockedURL: 'trusted-types-sink',
              sourceFile: 'http://localhost/static/anstoss/1.0.0/chunks/a.js',
              lineNumber: 3,
            },
          },
        ]),
      });
      expect(modern.status).toBe(204);
      const legacy = await env.app.request('/csp-report', {
        method: 'POST',
        headers: { 'Content-Type': 'application/csp-report' },
        body: JSON.stringify({
          'csp-report': {
            'document-uri': 'http://localhost/',
            'violated-directive': 'script-src',
            'blocked-uri': 'inline',
          },
        }),
      });
      expect(legacy.status).toBe(204);
      const lines = warn.mock.calls.map((args) => String(args[0]));
      expect(lines).toContain(
        '[csp] require-trusted-types-for blocked trusted-types-sink on http://localhost/news/x (http://localhost/static/anstoss/1.0.0/chunks/a.js:3)',
      );
      expect(
        lines.some((l) => l.startsWith('[csp] script-src blocked inline on http://localhost/')),
      ).toBe(true);
    } finally {
      warn.mockRestore();
    }
  });
});
