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

interface InertPolicy {
  createHTML(input: string): unknown;
}
let policy: InertPolicy | null | undefined;

/**
 * The markup as DOMParser accepts it where Trusted Types are enforced. The policy feeds only
 * DOMParser, whose document is inert (nothing runs, loads or renders) and never enters the page:
 * only compared, node by node, with what the page already shows.
 */
function forInertParse(html: string): string {
  if (policy === undefined) {
    const factory = (
      globalThis as {
        trustedTypes?: {
          createPolicy(name: string, rules: { createHTML(s: string): string }): InertPolicy;
        };
      }
    ).trustedTypes;
    try {
      policy = factory?.createPolicy('anstoss-tabs-compare', { createHTML: (s) => s }) ?? null;
    } catch {
      // A page that allows only named policies: the parse below throws, and every answer counts
      // as new (and is sanitised).
      policy = null;
    }
  }
  return policy ? (policy.createHTML(html) as string) : html;
}

/**
 * Whether `html` (a fetched panel) is exactly what the server rendered into the page: then the
 * widget keeps the nodes it shows and nothing new is inserted, so DOMPurify (about 12 kB gzip)
 * is not needed. Parsed inertly in body context, as the page's parser read the server panel.
 */
export function rendersAs(html: string, rendered: readonly Node[]): boolean {
  let parsed: NodeListOf<ChildNode>;
  try {
    const markup = forInertParse(`<body>${html}`);
    parsed = new DOMParser().parseFromString(markup, 'text/html').body.childNodes;
  } catch {
    return false;
  }
  return (
    parsed.length === rendered.length &&
    rendered.every((node, i) => parsed[i]?.isEqualNode(node) === true)
  );
}
