/**
 * The initial tab's panel as the server rendered it into the host:
 * `<div class="ast-tabs__server-panel" data-panel-url="{the tab's url}">…</div>`. It came with
 * the page and is trusted as the page is, so the widget shows its nodes as they are: no request,
 * no sanitiser (DOMPurify loads only when a later tab is chosen, or when a reload brings markup
 * the server did not already render).
 */
const SELECTOR = ':scope > [data-panel-url]';

/** The server's copy of one tab's panel. */
export interface ServerPanel {
  url: string;
  /** The nodes shown (moved into the widget's panel). */
  nodes: ChildNode[];
  /** Deep copies taken before anything touched them: what the server rendered. */
  rendered: Node[];
}

/** The server panel if it belongs to the tab with this url, else undefined. */
export function serverPanel(host: Element, url: string | undefined): ServerPanel | undefined {
  if (!url) return undefined;
  // The runtime keeps a host's server content until the commit that shows its widget
  // (packages/runtime README), so it is still in the host while the widget first renders.
  const panel = host.querySelector(SELECTOR);
  if (!panel || panel.getAttribute('data-panel-url') !== url) return undefined;
  const nodes = [...panel.childNodes];
  return { url, nodes, rendered: nodes.map((node) => node.cloneNode(true)) };
}

/**
 * Whether `html` (a fetched panel) is exactly what the server rendered into the page: then the
 * widget keeps the nodes it shows and nothing new is inserted, so DOMPurify is not needed.
 */
export { rendersAs } from '@anstoss/ui';
