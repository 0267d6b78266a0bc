/**
 * Test helpers: an app over an in-memory PGlite seeded with the tiny data set, and a small
 * cookie-keeping client around app.request(). Not a test file itself.
 */
import { createApp } from '../app.ts';
import { openPglite } from '../db/pglite.ts';
import { seedDatabase } from '../db/setup.ts';
import type { Db } from '../db/types.ts';
import type { AppOptions } from '../context.ts';

export const TEST_ANCHOR = '2026-03-14';
export const TEST_SEED = 4711;
/** The app's clock in tests: noon on the anchor day. */
export const TEST_NOW = new Date('2026-03-14T11:00:00Z');

export interface TestEnv {
  app: ReturnType<typeof createApp>;
  db: Db;
}

/** `now`: the app's clock (TEST_NOW by default; a test may move it to let live games run). */
export async function createTestEnv(
  options: Partial<Omit<AppOptions, 'db'>> = {},
): Promise<TestEnv> {
  const now = options.now ?? (() => TEST_NOW);
  const db = await openPglite();
  await seedDatabase(db, { seed: TEST_SEED, anchor: TEST_ANCHOR, size: 'tiny', now });
  const app = createApp({
    db,
    distDir: '/nonexistent-dist',
    seedSize: 'tiny',
    ...options,
    now,
  });
  return { app, db };
}

/** The answer to one of our captcha questions ('Wie viel ist 12 plus 30?'). */
export function solveCaptcha(question: string): string {
  const m = /(\d+) (plus|minus|mal) (\d+)/.exec(question);
  if (!m) throw new Error(`not a captcha question: ${question}`);
  const a = Number.parseInt(m[1]!, 10);
  const b = Number.parseInt(m[3]!, 10);
  return String(m[2] === 'plus' ? a + b : m[2] === 'minus' ? a - b : a * b);
}

export interface CookieInfo {
  value: string;
  attributes: string;
}

/** Parses Set-Cookie headers into name -> { value, raw attribute text }. */
export function setCookies(res: Response): Map<string, CookieInfo> {
  const out = new Map<string, CookieInfo>();
  for (const header of res.headers.getSetCookie()) {
    const [pair = '', ...attrs] = header.split(';');
    const eq = pair.indexOf('=');
    out.set(pair.slice(0, eq).trim(), {
      value: decodeURIComponent(pair.slice(eq + 1).trim()),
      attributes: attrs.join(';').trim(),
    });
  }
  return out;
}

/** A browser-like client: remembers cookies between requests (deleted ones are dropped). */
export class Client {
  readonly jar = new Map<string, string>();
  constructor(private readonly app: TestEnv['app']) {}

  /** A client logged in as `username` (the seed's password). */
  static async loggedIn(app: TestEnv['app'], username: string): Promise<Client> {
    const client = new Client(app);
    await client.login(username);
    return client;
  }

  cookie(name: string): string | undefined {
    return this.jar.get(name);
  }

  /** The CSRF token as a page script would read it (plain or `__Host-` cookie). */
  csrfToken(): string | undefined {
    return this.jar.get('FBDE_CSRF') ?? this.jar.get('__Host-FBDE_CSRF');
  }

  async request(path: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.jar.size)
      headers.set(
        'Cookie',
        [...this.jar].map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('; '),
      );
    const res = await this.app.request(path, { ...init, headers, redirect: 'manual' });
    for (const [name, info] of setCookies(res)) {
      if (/max-age=0/i.test(info.attributes) || info.value === '') this.jar.delete(name);
      else this.jar.set(name, info.value);
    }
    return res;
  }

  get(path: string, headers: Record<string, string> = {}): Promise<Response> {
    return this.request(path, { headers });
  }

  /** Posts a urlencoded form; adds the CSRF field from the cookie unless told otherwise. */
  async postForm(
    path: string,
    fields: Record<string, string | string[]>,
    options: { csrf?: string | null; headers?: Record<string, string> } = {},
  ) {
    if (!this.csrfToken()) await this.get('/impressum', options.headers);
    const body = new URLSearchParams();
    for (const [k, v] of Object.entries(fields))
      for (const item of Array.isArray(v) ? v : [v]) body.append(k, item);
    const csrf = options.csrf === undefined ? this.csrfToken() : options.csrf;
    if (csrf !== null && csrf !== undefined) body.set('csrf', csrf);
    return this.request(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...options.headers },
      body: body.toString(),
    });
  }

  /**
   * Posts as the widgets' client does: JSON (or FormData as it is, or no body) with Accept JSON and
   * the CSRF header from the cookie, unless `csrf: false` (the refusal tests).
   */
  async post(path: string, body?: unknown, options: { csrf?: boolean } = {}) {
    if (!this.csrfToken()) await this.get('/impressum');
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (options.csrf !== false) headers['X-CSRF-Token'] = this.csrfToken() ?? '';
    if (body === undefined || body instanceof FormData)
      return this.request(path, { method: 'POST', headers, ...(body ? { body } : {}) });
    headers['Content-Type'] = 'application/json';
    return this.request(path, { method: 'POST', headers, body: JSON.stringify(body) });
  }

  async login(username: string, password = 'anstoss', fwUrl = '/') {
    return this.postForm('/login', { username, password, fw_url: fwUrl });
  }

  /** Logs out the way the page does: a POST form with the CSRF token. */
  async logout(fwUrl?: string) {
    return this.postForm(fwUrl ? `/logout?fw_url=${encodeURIComponent(fwUrl)}` : '/logout', {});
  }
}

/** Markup with whitespace runs collapsed, so tests do not depend on template line breaks. */
export function flat(markup: string): string {
  return markup.replace(/\s+/g, ' ').replace(/\s+>/g, '>');
}

/**
 * The counts a page wrote on a widget host for its reserved height (views/widgetHosts.ts
 * reserveStyle: `style="--albums: 12; --albums-more: 1"`), or null when the host has none.
 */
export function hostReserve(markup: string, widget: string): Record<string, number> | null {
  const host = new RegExp(`<div data-widget="${widget}"[^>]*>`).exec(markup)?.[0];
  if (!host) throw new Error(`no ${widget} host in the page`);
  const style = / style="([^"]*)"/.exec(host)?.[1];
  if (style === undefined) return null;
  return Object.fromEntries(
    style.split('; ').map((part) => {
      const [name = '', value = ''] = part.split(': ');
      return [name, Number(value)];
    }),
  );
}
