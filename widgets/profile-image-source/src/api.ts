/** The profile image source switch (spec §7 Profile photo). The only file doing I/O. */
import { getText } from '@anstoss/api';

/**
 * GET {switchProfileImageSource}?{ajaxmodel}={value} with credentials; the answer is not read.
 * A GET that writes: never retried automatically (the person retries).
 */
export async function switchSource(
  url: string,
  model: string,
  value: string,
  signal?: AbortSignal,
): Promise<void> {
  await getText(url, { signal, retry: false, searchParams: { [model]: value } });
}
