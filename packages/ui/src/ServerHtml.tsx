import { useImperativeHandle, useLayoutEffect, useMemo, useRef, useState, type Ref } from 'react';
import { isSanitizerReady, loadSanitizer, sanitizeToFragment } from '@anstoss/api';
import { ErrorText } from './ErrorText.tsx';
import { Loader } from './Loader.tsx';

export interface ServerHtmlProps {
  /** Server-rendered HTML (comments, fragments, favourites). */
  html: string;
  className?: string;
  id?: string;
  /** The language of the HTML when it differs from the widget's (WCAG 3.1.2). */
  lang?: string | undefined;
  /** Receives the element holding the sanitised markup (e.g. for selection checks). */
  ref?: Ref<HTMLDivElement | null>;
  /**
   * Who wrote the HTML. 'page' (default): the CMS's own markup, whose widget hosts, ids and data
   * attributes are meant to work. 'user': readers' text (comments, replies), which must not reach
   * the page's machinery: no widget hosts, no ad slots, no behaviours, no ids to clobber.
   */
  source?: HtmlSource;
  /**
   * Deep copies of the nodes the server already rendered into the page for this very HTML (a
   * server-rendered comment in the widget's host). If `html` parses to exactly these, they are
   * shown without the sanitiser: they came with the page and are trusted as the page is, and
   * DOMPurify (about 12 kB gzip) is not loaded for nothing new. Any other HTML is sanitised.
   */
  rendered?: readonly Node[];
  /**
   * The HTML the server rendered `rendered` from (a server-rendered first page's props): while
   * `html` is this very string, the server's nodes are shown as they are, also where the server
   * cleaned hostile markup on its way into the page (an old forum post), so the sanitiser is not
   * loaded for HTML the page already shows. Without it, `html` must parse to exactly `rendered`.
   */
  renderedFrom?: string | undefined;
}

export type HtmlSource = 'page' | 'user';

/**
 * Removes from user-written markup everything the page acts on: `data-*` attributes (widget hosts,
 * behaviours, conditions, links by data-href), ids and names (ad slots `SPMADS_…`, anchors and
 * form controls the page looks up), and the props scripts of would-be widget hosts.
 */
function stripPageHooks(root: DocumentFragment | Element): void {
  for (const script of root.querySelectorAll('script')) script.remove();
  for (const element of root.querySelectorAll('*')) {
    for (const { name } of Array.from(element.attributes)) {
      if (name === 'id' || name === 'name' || name === 'form' || name.startsWith('data-')) {
        element.removeAttribute(name);
      }
    }
  }
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
      policy = factory?.createPolicy('anstoss-compare', { createHTML: (s) => s }) ?? null;
    } catch {
      // A page that allows only named policies: the parse below throws, and every answer counts
      // as new (and is sanitised).
      policy = null;
    }
  }
  return policy ? (policy.createHTML(html) as string) : html;
}

/**
 * Whether `html` is exactly what the server rendered into the page (`rendered`: deep copies of
 * those nodes): then nothing new would be inserted, so DOMPurify is not needed. Parsed inertly in
 * body context, as the page's parser read the server's markup.
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

/** What every inserted fragment gets: no page hooks in readers' text, an alt on every image. */
function finish(fragment: DocumentFragment, source: HtmlSource): DocumentFragment {
  if (source === 'user') stripPageHooks(fragment);
  // User content rarely describes its images; an empty alt marks them decorative for screen
  // readers instead of reading out file names.
  for (const img of fragment.querySelectorAll('img:not([alt])')) img.setAttribute('alt', '');
  return fragment;
}

/**
 * The sanitised nodes for `html`, ready to insert; never throws. Whatever the sanitiser makes of
 * hostile input (a frameset document has no body, so DOMPurify returns no fragment at all), the
 * worst case is an empty fragment: one bad comment never takes down the thread around it.
 */
export function serverHtmlFragment(html: string, source: HtmlSource = 'page'): DocumentFragment {
  let fragment: DocumentFragment | null = null;
  try {
    fragment = (sanitizeToFragment(html) as DocumentFragment | null) ?? null;
  } catch (error) {
    console.warn('[anstoss] server HTML could not be sanitised; nothing is shown', error);
  }
  if (!fragment) return document.createDocumentFragment();
  return finish(fragment, source);
}

/** Copies of the server's own nodes, finished as a sanitised fragment would be. */
function renderedFragment(rendered: readonly Node[], source: HtmlSource): DocumentFragment {
  const fragment = document.createDocumentFragment();
  fragment.append(...rendered.map((node) => node.cloneNode(true)));
  return finish(fragment, source);
}

/**
 * Server HTML, sanitised with DOMPurify and inserted as DOM nodes (no HTML string sink, so it
 * works under Trusted Types). Links opening a new window get rel="noopener noreferrer"; images
 * without alt get alt="". React never touches the children afterwards.
 *
 * HTML the server already rendered into the page (`rendered`, `renderedFrom`) is shown without
 * the sanitiser. Any other HTML needs DOMPurify (about 12 kB gzip), which is loaded here on
 * first use (issue 31: only where a widget inserts new HTML): until it has arrived the element
 * stays empty and a loader holds a line's space after it (`aria-busy` on the element); if the
 * chunk does not arrive, an error with a retry takes its place. Widgets that fetch new HTML
 * avoid the moment by requesting through `withSanitizer()`, so the insertion happens in the same
 * frame as the render.
 */
export function ServerHtml({
  html,
  className,
  id,
  lang,
  ref,
  source = 'page',
  rendered,
  renderedFrom,
}: ServerHtmlProps) {
  const own = useRef<HTMLDivElement | null>(null);
  useImperativeHandle<HTMLDivElement | null, HTMLDivElement | null>(ref, () => own.current, []);
  const asRendered = useMemo(
    () =>
      rendered !== undefined &&
      ((renderedFrom !== undefined && html === renderedFrom) || rendersAs(html, rendered)),
    [html, rendered, renderedFrom],
  );
  // Counts the sanitiser's arrivals, so the render after one sees it ready.
  const [, setArrived] = useState(0);
  const [failed, setFailed] = useState(false);
  const ready = asRendered || isSanitizerReady();
  useLayoutEffect(() => {
    const element = own.current;
    if (!element) return;
    if (asRendered && rendered) {
      element.replaceChildren(renderedFragment(rendered, source));
      return;
    }
    if (ready) {
      element.replaceChildren(serverHtmlFragment(html, source));
      return;
    }
    element.replaceChildren();
    if (failed) return;
    let current = true;
    loadSanitizer().then(
      () => {
        if (current) setArrived((n) => n + 1);
      },
      (error: unknown) => {
        console.warn('[anstoss] the HTML sanitiser could not be loaded', error);
        if (current) setFailed(true);
      },
    );
    return () => {
      current = false;
    };
  }, [html, source, rendered, asRendered, ready, failed]);
  return (
    <>
      <div id={id} className={className} lang={lang} ref={own} aria-busy={!ready || undefined} />
      {!ready && (failed ? <ErrorText onRetry={() => setFailed(false)} /> : <Loader />)}
    </>
  );
}
