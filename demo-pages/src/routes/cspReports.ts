/**
 * POST /csp-report: where browsers send CSP violations (Reporting API `application/reports+json`
 * and the older `application/csp-report`). Each report becomes one log line with the page, the
 * directive and what was blocked; a flood is cut to LOG_PER_MINUTE lines. Always 204.
 */
import type { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv, AppRuntime } from '../context.ts';
import { WindowCounter } from '../security/bounded.ts';
import { CSP_REPORT_PATH } from '../security/headers.ts';

const LOG_PER_MINUTE = 60;
const MAX_BODY = 64 * 1024;

export interface CspViolation {
  page: string;
  directive: string;
  blocked: string;
  source: string;
}

const str = (v: unknown, max = 300): string =>
  // eslint-disable-next-line no-control-regex
  typeof v === 'string' ? v.replace(/[\u0000-\u001f\u007f]/g, ' ').slice(0, max) : '';

/** The violations in a report body, in either format; [] for anything else. */
export function cspViolations(payload: unknown): CspViolation[] {
  const out: CspViolation[] = [];
  const list = Array.isArray(payload) ? payload : [payload];
  for (const item of list.slice(0, 20)) {
    if (typeof item !== 'object' || item === null) continue;
    const record = item as Record<string, unknown>;
    if (record.type === 'csp-violation' && typeof record.body === 'object' && record.body) {
      const b = record.body as Record<string, unknown>;
      out.push({
        page: str(b.documentURL),
        directive: str(b.effectiveDirective),
        blocked: str(b.blockedURL),
        source: `${str(b.sourceFile)}:${typeof b.lineNumber === 'number' ? b.lineNumber : ''}`,
      });
    } else if (typeof record['csp-report'] === 'object' && record['csp-report']) {
      const b = record['csp-report'] as Record<string, unknown>;
      out.push({
        page: str(b['document-uri']),
        directive: str(b['effective-directive'] ?? b['violated-directive']),
        blocked: str(b['blocked-uri']),
        source: `${str(b['source-file'])}:${typeof b['line-number'] === 'number' ? b['line-number'] : ''}`,
      });
    }
  }
  return out;
}

export function registerCspReports(app: Hono<AppEnv>, runtime: AppRuntime): void {
  const logged = new WindowCounter(60_000, 1, () => runtime.now().getTime(), LOG_PER_MINUTE + 1);
  app.post(
    CSP_REPORT_PATH,
    bodyLimit({ maxSize: MAX_BODY, onError: (c) => c.body(null, 413) }),
    async (c) => {
      let payload: unknown;
      try {
        payload = JSON.parse(await c.req.text());
      } catch {
        return c.body(null, 204);
      }
      for (const v of cspViolations(payload)) {
        // This process's log: counted in its memory.
        if ((await logged.add('all')) > LOG_PER_MINUTE) break;
        console.warn(
          `[csp] ${v.directive || '?'} blocked ${v.blocked || '?'} on ${v.page || '?'} (${v.source})`,
        );
      }
      return c.body(null, 204);
    },
  );
}
