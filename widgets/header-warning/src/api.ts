/**
 * The header warning's I/O: the endpoint (spec §7 Navigation, reports and banners) and the
 * session-long dismissal (a session cookie). The only file of this widget that talks to the network or storage.
 */
import * as z from 'zod/mini';
import { getJson } from '@anstoss/api';
import { getConfig } from '@anstoss/runtime/widget';
import { readCookie, writeCookie } from '@anstoss/storage';
import { dismissedCookie } from './logic.ts';

/**
 * GET {data-url} -> { active: '1' | '0', title, text }. `active` may also come as a number;
 * title and text are plain text and may be missing when the warning is inactive.
 */
export const headerWarningResponse = z.object({
  active: z.union([z.string(), z.number()]),
  title: z._default(z.string(), ''),
  text: z._default(z.string(), ''),
});

export type HeaderWarningResponse = z.infer<typeof headerWarningResponse>;

export function fetchHeaderWarning(
  url: string,
  signal?: AbortSignal,
): Promise<HeaderWarningResponse> {
  return getJson(url, headerWarningResponse, { signal });
}

// The cookie's name lives in logic.ts (pure), so the CMS that renders the banner uses it too.
export { dismissedCookie };

/** The dismissed fingerprint; null when none (or cookies are blocked). */
export function readDismissed(): string | null {
  return readCookie(dismissedCookie(getConfig().productPrefix));
}

/** Remembers a dismissal for the browser session; blocked cookies only lose the memory. */
export function writeDismissed(fingerprint: string): void {
  writeCookie(dismissedCookie(getConfig().productPrefix), fingerprint);
}
