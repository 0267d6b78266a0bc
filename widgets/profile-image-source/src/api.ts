/** The profile image source switch (spec §7 Profile photo). The only file doing I/O. */
import { getText } from '@anstoss/api';

/** GET {switchProfileImageSource}?{ajaxmodel}={value} with credentials; the answer is not read. */
export async function switchSource(
  url: string,
  model: string,
  value: string,
  signal?: AbortSignal,
): Promise<void> {
  await getText(url, { signal, searchParams: { [model]: value } });
}
