/** The tabs' I/O: an ajax tab's panel is an HTML fragment, sanitised before it is shown. */
import { getText, loadSanitizer, needsSanitizer, sanitizeToFragment } from '@anstoss/api';
import { rendersAs, type ServerPanel } from './serverPanel.ts';

/**
 * The panel's nodes. Given the server's copy of this panel (a live game's reload while it is
 * shown), an answer that is the same markup keeps the server's nodes: nothing new is inserted,
 * so the sanitiser is not loaded. Any other answer is sanitised (DOMPurify loads with the request
 * when there is no server copy to compare with).
 */
export async function fetchPanel(
  url: string,
  signal?: AbortSignal,
  server?: ServerPanel,
): Promise<ChildNode[]> {
  if (server?.url !== url)
    return [...sanitizeToFragment(await needsSanitizer(getText(url, { signal }))).childNodes];
  const html = await getText(url, { signal });
  if (rendersAs(html, server.rendered)) return server.nodes;
  await loadSanitizer();
  return [...sanitizeToFragment(html).childNodes];
}
