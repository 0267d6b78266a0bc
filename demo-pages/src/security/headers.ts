/**
 * Security headers for every response. The CSP allows scripts from this origin only, plus the
 * one inline page-variable script per page through a fresh nonce; no 'unsafe-eval', no
 * 'unsafe-inline'. (The anstoss-config script is JSON, never executed, so it needs no nonce.)
 */
import { randomBytes } from 'node:crypto';

export function createNonce(): string {
  return randomBytes(16).toString('base64');
}

export function contentSecurityPolicy(nonce: string, trustedTypes = false): string {
  const directives = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "media-src 'self'",
    // Video embeds (TV, video popup) are consent-gated and come from these hosts later.
    "frame-src 'self' https://www.youtube-nocookie.com",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ];
  if (trustedTypes) directives.push("require-trusted-types-for 'script'");
  return directives.join('; ');
}

export function securityHeaders(nonce: string, trustedTypes = false): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(nonce, trustedTypes),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'SAMEORIGIN',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
    'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
  };
}
