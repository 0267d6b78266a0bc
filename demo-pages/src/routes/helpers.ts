import type { Context } from 'hono';
import type { AppEnv, RequestState } from '../context.ts';

export type AppContext = Context<AppEnv>;

export function st(c: AppContext): RequestState {
  return c.get('state');
}

/** Sends a rendered page; pages depend on cookies, so shared caches must not keep them. */
export function sendPage(
  c: AppContext,
  markup: string,
  status: 200 | 400 | 401 | 403 | 404 | 429 | 500 | 503 = 200,
) {
  c.header('Cache-Control', 'private, no-cache');
  return c.html(markup, status);
}

/** Ajax callers (widgets) want JSON answers; browsers submitting forms want pages. */
export function wantsJson(c: AppContext): boolean {
  const accept = c.req.header('Accept') ?? '';
  return (
    accept.includes('application/json') || c.req.header('X-Requested-With') === 'XMLHttpRequest'
  );
}

/** A text field of a parsed form body (first value if repeated; '' if missing or a file). */
export function field(body: Record<string, unknown>, name: string): string {
  const value = body[name];
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' ? first : '';
}

/** Every text value of a repeated field (checkbox groups). */
export function fields(body: Record<string, unknown>, name: string): string[] {
  const value = body[name] ?? body[`${name}[]`];
  const list = Array.isArray(value) ? value : value === undefined ? [] : [value];
  return list.filter((v): v is string => typeof v === 'string');
}

export function pageNumber(raw: string | undefined, max: number): number {
  const n = Number.parseInt(raw ?? '1', 10);
  return Number.isFinite(n) && n >= 1 ? Math.min(n, Math.max(1, max)) : 1;
}
