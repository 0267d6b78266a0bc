// The behaviours chunk: enhancements of server markup that need no React. Loaded by the entry
// only when the page or an inserted fragment holds matching markup (behaviourSelectors.ts). This
// chunk is only the dispatcher: each group of behaviours is a chunk of its own, loaded the first
// time the page (or an inserted fragment) holds its markup, so a page downloads only the
// behaviours it uses (issue 11). Ad slots stay here: adSlots.ts is the small front of the ads
// chunk.
import { applyAdSlots, stopAdSlots } from './adSlots.ts';
import { LINK_SCHEMES } from '@anstoss/api/linkSchemes';

/** What a group does: document-wide listeners (`start`) and per-element work (`apply`). */
export interface BehaviourGroup {
  start?(): () => void;
  apply?(root: ParentNode): void;
}

export interface GroupEntry {
  name: string;
  /** The markup that needs the group (the same strings as in ../behaviourSelectors.ts). */
  selector: string;
  load(): Promise<BehaviourGroup>;
}

/** The same string as SUSPICIOUS_LINK_SELECTOR in ../behaviourSelectors.ts (kept in runtime.js). */
const SUSPICIOUS_LINKS = ['a', 'area']
  .map(
    (tag) =>
      `${tag}[href*=":"]` +
      [...LINK_SCHEMES, '/', '#', '?']
        .map((prefix) => `:not([href^="${prefix}"${prefix.endsWith(':') ? ' i' : ''}])`)
        .join(''),
  )
  .join(',');

/**
 * The groups, in the order they start and apply. Conditions, templates and the link guard are
 * one group because their order matters (conditions may remove elements, templates may fill
 * hrefs the guard then checks). The login gate listens in the capture phase, so it sees a
 * gated upload before the layers' contact hint whatever loaded first.
 */
export const GROUPS: readonly GroupEntry[] = [
  {
    name: 'markup',
    selector: `[data-condition],[data-template],${SUSPICIOUS_LINKS}`,
    load: () =>
      Promise.all([
        import('./conditions.ts'),
        import('./templates.ts'),
        import('./linkGuard.ts'),
      ]).then(([c, t, g]) => ({
        apply(root) {
          c.applyConditions(root);
          t.applyTemplates(root);
          g.applyLinkGuard(root);
        },
      })),
  },
  {
    name: 'login',
    selector: '[data-user-disabled],[data-login-gate],[data-login-trigger]',
    load: () => import('./loginGate.ts').then((m) => ({ start: m.startLoginGate })),
  },
  {
    name: 'share',
    selector: 'a[data-share]',
    load: () =>
      import('./shareLinks.ts').then((m) => ({
        start: m.startShareLinks,
        apply: m.applyShareLinks,
      })),
  },
  {
    name: 'router',
    selector: '[data-section-nav],section[id]',
    load: () =>
      import('./hashRouter.ts').then((m) => {
        let router: ReturnType<typeof m.startRouter> | undefined;
        return {
          start() {
            const started = m.startRouter();
            router = started;
            return () => {
              started.stop();
              router = undefined;
            };
          },
          apply: (root) => router?.observeSections(root),
        };
      }),
  },
  {
    name: 'layers',
    selector: 'dialog[data-layer],[data-layer-open],input[data-contact-hint]',
    load: () => import('./layers.ts').then((m) => ({ start: m.startLayers, apply: m.applyLayers })),
  },
  {
    name: 'popups',
    selector: 'a[data-popup]',
    load: () => import('./popupLinks.ts').then((m) => ({ start: m.startPopupLinks })),
  },
  {
    name: 'forms',
    selector: 'form[data-rest-search],select[data-select-navigation]',
    load: () =>
      Promise.all([import('./restSearchForm.ts'), import('./selectNavigation.ts')]).then(
        ([r, s]) => ({ start: both(r.startRestSearchForms, s.startSelectNavigation) }),
      ),
  },
  {
    name: 'copy',
    selector: 'button[data-copy]',
    load: () => import('./copyText.ts').then((m) => ({ start: m.startCopyButtons })),
  },
  {
    name: 'pageHelpers',
    selector: '[data-minchars],[data-masonry],[data-scroll-restore]',
    load: () =>
      import('./pageHelpers.ts').then((m) => ({
        start: both(m.startMinChars, m.startMasonry, m.startScrollRestore),
        apply(root) {
          m.applyMinChars(root);
          m.applyMasonry(root);
        },
      })),
  },
];

const ROUTER = GROUPS.find((g) => g.name === 'router');

function both(...starts: (() => () => void)[]): () => () => void {
  return () => {
    const stops = starts.map((start) => start());
    return () => {
      for (const stop of stops) stop();
    };
  };
}

interface Run {
  loaded: Map<GroupEntry, BehaviourGroup>;
  loading: Map<GroupEntry, Promise<void>>;
  stops: (() => void)[];
}
let run: Run | undefined;

const needs = (group: GroupEntry, root: ParentNode): boolean =>
  (root instanceof Element && root.matches(group.selector)) ||
  root.querySelector(group.selector) !== null;

/** Loads and starts a group once per run; a failed load may be tried again by later markup. */
function load(current: Run, group: GroupEntry): Promise<void> {
  let pending = current.loading.get(group);
  if (!pending) {
    pending = group.load().then(
      (behaviour) => {
        if (run !== current) return;
        const stop = behaviour.start?.();
        if (stop) current.stops.push(stop);
        current.loaded.set(group, behaviour);
      },
      (error: unknown) => {
        current.loading.delete(group);
        console.error(`[Anstoss] The behaviours "${group.name}" failed to load.`, error);
      },
    );
    current.loading.set(group, pending);
  }
  return pending;
}

function applyLoaded(current: Run, root: ParentNode, only?: readonly GroupEntry[]): void {
  for (const group of only ?? GROUPS) current.loaded.get(group)?.apply?.(root);
}

function onHashChange(): void {
  if (run && ROUTER && location.hash.startsWith('#!')) void load(run, ROUTER);
}

/** Loads the router once the visitor scrolls, and lets it watch the page's sections. */
function onFirstScroll(): void {
  const current = run;
  if (!current || !ROUTER) return;
  void load(current, ROUTER).then(() => {
    if (run === current) applyLoaded(current, document, [ROUTER]);
  });
}

/**
 * Sections without a section nav (the article's comment section) on a page opened without any
 * hash need the router (2.1 kB gzip) only for the scroll spy, which has nothing to do before the
 * visitor scrolls (issue 31, our bytes before any scroll): the router then loads on the first
 * scroll, and only then sets the empty address to '#!' (spec §2 Client routing). A section nav or
 * a hash loads it at once; a '#!' address that appears later (a click on a '#!' link) loads it
 * through onHashChange.
 */
function routerWaits(current: Run, group: GroupEntry): boolean {
  if (group !== ROUTER || current.loading.has(group)) return false;
  if (location.hash !== '' || document.querySelector('[data-section-nav]')) return false;
  // The same listener is added once however often this runs (addEventListener ignores repeats).
  window.addEventListener('scroll', onFirstScroll, { passive: true, once: true });
  return true;
}

/** Starts the dispatcher (the groups start as they load); returns the cleanup of everything. */
export function startBehaviours(): () => void {
  const current: Run = { loaded: new Map(), loading: new Map(), stops: [] };
  run = current;
  window.addEventListener('hashchange', onHashChange);
  onHashChange();
  return () => {
    window.removeEventListener('hashchange', onHashChange);
    window.removeEventListener('scroll', onFirstScroll);
    if (run === current) run = undefined;
    for (const stop of current.stops) stop();
    stopAdSlots();
  };
}

/**
 * Per-element behaviours, for the page and every inserted fragment. A root whose markup needs a
 * group that has not loaded yet waits for it, then gets every group in order; markup the groups
 * produce (a condition disabling an element for the login gate) loads its groups afterwards.
 */
export function applyBehaviours(root: ParentNode): Promise<void> {
  applyAdSlots(root);
  const current = run;
  if (!current) return Promise.resolve();
  const missing = GROUPS.filter(
    (g) => !current.loaded.has(g) && needs(g, root) && !routerWaits(current, g),
  );
  if (missing.length === 0) {
    applyLoaded(current, root);
    return Promise.resolve();
  }
  return Promise.all(missing.map((g) => load(current, g))).then(async () => {
    if (run !== current) return;
    applyLoaded(current, root);
    const more = GROUPS.filter(
      (g) => !current.loaded.has(g) && needs(g, root) && !routerWaits(current, g),
    );
    if (more.length === 0) return;
    await Promise.all(more.map((g) => load(current, g)));
    if (run === current) applyLoaded(current, root, more);
  });
}
