/**
 * What the request looked like to the browser. Behind a TLS-terminating proxy the server sees
 * http://; with TRUST_PROXY on, the proxy's `Forwarded` (RFC 7239) or `X-Forwarded-Proto` /
 * `X-Forwarded-For` headers say https and who the client was. Off (the default), these headers
 * are ignored: anybody can send them.
 */
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

export interface RequestOrigin {
  /** e.g. 'https://portal.example' */
  origin: string;
  secure: boolean;
  /** The client's address as far as we can trust it; 'unknown' in tests without a socket. */
  clientIp: string;
}

/** The last element of a comma-separated header: what our own proxy appended. */
function lastItem(value: string | undefined): string | undefined {
  const items = value
    ?.split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  return items?.at(-1);
}

/** Parameters of the last `Forwarded` element, names lower-cased, quotes removed. */
export function parseForwarded(value: string | undefined): Map<string, string> {
  const out = new Map<string, string>();
  const element = lastItem(value);
  if (!element) return out;
  for (const pair of element.split(';')) {
    const eq = pair.indexOf('=');
    if (eq < 1) continue;
    const name = pair.slice(0, eq).trim().toLowerCase();
    const raw = pair.slice(eq + 1).trim();
    out.set(name, raw.startsWith('"') && raw.endsWith('"') ? raw.slice(1, -1) : raw);
  }
  return out;
}

function socketAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // app.request() in tests has no socket.
    return 'unknown';
  }
}

export function requestOrigin(c: Context, trustProxy: boolean): RequestOrigin {
  const url = new URL(c.req.url);
  let protocol = url.protocol;
  let clientIp = socketAddress(c);
  if (trustProxy) {
    const forwarded = parseForwarded(c.req.header('Forwarded'));
    const proto = (
      forwarded.get('proto') ?? lastItem(c.req.header('X-Forwarded-Proto'))
    )?.toLowerCase();
    if (proto === 'https' || proto === 'http') protocol = `${proto}:`;
    const client = forwarded.get('for') ?? lastItem(c.req.header('X-Forwarded-For'));
    if (client && client.length <= 100) clientIp = client.replace(/^\[|\]$/g, '');
  }
  return { origin: `${protocol}//${url.host}`, secure: protocol === 'https:', clientIp };
}
