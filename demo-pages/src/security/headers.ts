/**
 * Security headers for every response. The CSP allows scripts from this origin only, plus the
 * one inline page-variable script per page through a fresh nonce; no 'unsafe-eval', no
 * 'unsafe-inline' for scripts. (The anstoss-config script is JSON, never executed, so it needs no
 * nonce.) Trusted Types are required by default: every widget mounts without a violation.
 * Style attributes are allowed (`style-src-attr`), because the HTML sanitiser keeps inline styles
 * of server HTML (comments, fragments) and CSP would otherwise drop them silently; style
 * elements and style sheets still come from this origin only. Violations are reported to
 * /csp-report (Reporting API `report-to`, and `report-uri` for browsers without it).
 */
import { randomBytes } from 'node:crypto';

export const CSP_REPORT_PATH = '/csp-report';
const REPORT_GROUP = 'csp';

export function createNonce(): string {
  return randomBytes(16).toString('base64');
}

/**
 * Frames: this site's own (the photo viewer's comments frame), `frameOrigin`, the video player
 * pages' origin (the players are consent-gated by the widgets), and `adsOrigin`, the ad server
 * (ads are framed documents, consent-gated by the ad slots; their images load inside the frame,
 * so img-src and script-src need nothing for them); no other origin.
 */
export function contentSecurityPolicy(
  nonce: string,
  trustedTypes = true,
  frameOrigin?: string,
  adsOrigin?: string,
): string {
  const directives = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self'",
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "media-src 'self'",
    // Own frames (photo comments) and the consent-gated video embeds of the player origin only.
    `frame-src 'self'${frameOrigin ? ` ${frameOrigin}` : ''}${adsOrigin ? ` ${adsOrigin}` : ''}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
    `report-to ${REPORT_GROUP}`,
    `report-uri ${CSP_REPORT_PATH}`,
  ];
  if (trustedTypes) directives.push("require-trusted-types-for 'script'");
  return directives.join('; ');
}

export function securityHeaders(
  nonce: string,
  trustedTypes = true,
  origin?: string,
  frameOrigin?: string,
  adsOrigin?: string,
): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(nonce, trustedTypes, frameOrigin, adsOrigin),
    // Absolute, since a report endpoint must be a trustworthy URL of its own.
    'Reporting-Endpoints': `${REPORT_GROUP}="${origin ?? ''}${CSP_REPORT_PATH}"`,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'SAMEORIGIN',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
    'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
  };
}
