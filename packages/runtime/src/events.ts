import type { Language } from '@anstoss/i18n';

/** Prefix of every runtime event name on `document`. */
export const EVENT_PREFIX = 'anstoss:';

/**
 * Every event on the bus, name → detail (`CustomEvent('anstoss:' + name, { detail })` on
 * document). Legacy page scripts may emit these too, so a listener that needs the detail's shape
 * still validates it (favourites parse theirs with a schema).
 */
export interface AnstossEventMap {
  /** The page is mounted the first time. */
  ready: { version: string };
  widgetMounted: { name: string; host: HTMLElement };
  widgetUnmounted: { name: string; host: HTMLElement };
  /** A markup error, a failed chunk or a crash. */
  widgetError: { name: string; host: HTMLElement; error?: unknown };
  /** A '#!' route was followed, e.g. `{ path: '/section/tabelle' }`. */
  routeChanged: { path: string };
  /** A named `<dialog data-layer>` opened or closed. */
  layerOpened: { name: string | null };
  layerClosed: { name: string | null };
  /** Spec §7: a save-favourite answer; its `favorites` replace every favourites list. */
  favouritesChanged: { favorites?: unknown };
  /**
   * Spec §4: a released upload (its file id). When the upload put it into an album (spec §7
   * `{albumBase}/add`), `album` and `photo` name them: the album's editor shows the photo.
   */
  released: { id: string | number; album?: string; photo?: string };
  /** Spec §4: a profile image saved in place. */
  imageSaved: { url: string };
  /** Spec §3: the visitor's own rating of an item (`itemId` absent: every rating on the page). */
  ratingLoaded: { uservote?: number; itemId?: string };
  /** Sent by @anstoss/i18n after the language switched. */
  languageChanged: { language: Language };
  /**
   * "Antworten" on a comment: the comment form whose message field has id `threadTextId` answers
   * comment `parentId` (sent as parentId) and scrolls into view.
   */
  commentReply: { parentId: string; name: string; threadTextId: string };
  /**
   * A comment was posted through the form whose message field has id `threadTextId`: the thread
   * of that field counts it (the comment itself shows after the form, spec §5 Comment form).
   */
  commentPosted: { threadTextId: string };
  /**
   * The page put the reader back where they were before a reload (data-scroll-restore): the
   * section router lets go of the section it scrolled to for the address, so the two never fight.
   */
  scrollRestored: null;
  /** Opens the cookie settings layer again (the CMS footer link). No detail: CustomEvent's null. */
  cookieSettingsOpen: null;
  /** Contextual consent for a video service was withdrawn: every open player of it closes. */
  serviceConsentWithdrawn: { service: string };
  /** A photo of an album was chosen (album-detail): the photo viewer opens on it. */
  photoOpen: { albumId: string; photoId: string; index: number };
  /**
   * The live ticker of game `gameId` shows new data (ticker `tickerId`): the match-course tab of
   * that game (tabs marked data-ticker-game) reloads its open panel, so it tells what the ticker
   * tells.
   */
  liveTickerUpdated: { gameId: string; tickerId: string };
}

export type AnstossEventName = keyof AnstossEventMap;

/** The detail argument: left out for events without one. */
export type EventDetailArgs<K extends AnstossEventName> = AnstossEventMap[K] extends null
  ? []
  : [detail: AnstossEventMap[K]];

/** Dispatches `CustomEvent('anstoss:' + event, { detail })` on document. */
export function emit<K extends AnstossEventName>(event: K, ...detail: EventDetailArgs<K>): void {
  document.dispatchEvent(new CustomEvent(EVENT_PREFIX + event, { detail: detail[0] }));
}

/** Listens for `anstoss:<event>`; `fn` receives the detail. Returns the unsubscribe function. */
export function on<K extends AnstossEventName>(
  event: K,
  fn: (detail: AnstossEventMap[K]) => void,
): () => void {
  const listener = (e: Event): void => fn((e as CustomEvent<AnstossEventMap[K]>).detail);
  document.addEventListener(EVENT_PREFIX + event, listener);
  return () => document.removeEventListener(EVENT_PREFIX + event, listener);
}
