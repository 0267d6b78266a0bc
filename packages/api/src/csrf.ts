/**
 * The CSRF token travels from its cookie into a request header, but only on state-changing
 * requests to our own origin: a GET must not need it, and another origin must never see it.
 */
import { getApiConfig } from './config.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** A tiny cookie read; @anstoss/storage has the full helper, but the api package stays independent of it. */
export function readCookieValue(name: string): string | null {
  let all: string;
  try {
    all = typeof document === 'undefined' ? '' : document.cookie;
  } catch {
    return null;
  }
  for (const part of all.split(';')) {
    const eq = part.indexOf('=');
    if (eq !== -1 && part.slice(0, eq).trim() === name) {
      const raw = part.slice(eq + 1).trim();
      try {
        return decodeURIComponent(raw);
      } catch {
        return raw;
      }
    }
  }
  return null;
}

export function isSameOrigin(url: string, pageOrigin: string | null): boolean {
  if (!pageOrigin) return false;
  try {
    return new URL(url, pageOrigin).origin === pageOrigin;
  } catch {
    return false;
  }
}

function pageOrigin(): string | null {
  return typeof location === 'undefined' ? null : location.origin;
}

/** The header to add to this request, or null. Pure apart from reading cookie and location. */
export function csrfHeaderFor(method: string, url: string): [string, string] | null {
  const config = getApiConfig();
  if (!config || SAFE_METHODS.has(method.toUpperCase())) return null;
  if (!isSameOrigin(url, pageOrigin())) return null;
  const token = readCookieValue(config.csrfCookie);
  return token ? [config.csrfHeader, token] : null;
}
