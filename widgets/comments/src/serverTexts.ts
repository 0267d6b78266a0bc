/**
 * The comment texts the server rendered into the host (spec §3: the thread's first page is in the
 * article's HTML): `<li data-comment-id="{id}"> … <div class="ast-comment__text">{html}</div>`.
 * The runtime keeps a host's server content until the commit that shows its widget (packages/
 * runtime README), so it is still there while the widget first renders.
 */
const TEXT = '.ast-comment__text';

/** Deep copies of each server-rendered comment text's nodes, by comment id. */
export function serverTexts(host: Element): Map<string, Node[]> {
  const texts = new Map<string, Node[]>();
  for (const item of host.querySelectorAll('[data-comment-id]')) {
    const id = item.getAttribute('data-comment-id');
    const text = item.querySelector(TEXT);
    if (id && text)
      texts.set(
        id,
        [...text.childNodes].map((node) => node.cloneNode(true)),
      );
  }
  return texts;
}
