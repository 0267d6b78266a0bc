/**
 * The header warning's I/O: the endpoint (spec §7 Navigation, reports and banners) and the
 * session-long dismissal. The only file of this widget that talks to the network or storage.
 */
import * as z from 'zod/mini';
import { getJson } from '@anstoss/api';

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

/** sessionStorage key holding the fingerprint of the warning the visitor closed. */
export const DISMISSED_KEY = 'anstoss.headerWarning.dismissed';

/** The dismissed fingerprint; null when none, or when storage is blocked (never throws). */
export function readDismissed(): string | null {
  try {
    return window.sessionStorage.getItem(DISMISSED_KEY);
  } catch {
    return null;
  }
}

/** Remembers a dismissal for the session; a blocked or full storage only loses the memory. */
export function writeDismissed(fingerprint: string): void {
  try {
    window.sessionStorage.setItem(DISMISSED_KEY, fingerprint);
  } catch {
    // Storage blocked (privacy mode, sandboxed frame): the banner is still hidden on this page.
  }
}
