/** Types shared by routes and views: the Hono environment and what a page needs to render. */
import type { Db } from './db/types.ts';
import type { Lang } from './logic/dates.ts';
import type { HeaderWarning } from './repo/settings.ts';
import type { SessionUser } from './repo/users.ts';
import type { Captchas } from './security/captcha.ts';

export interface AppOptions {
  db: Db;
  /** The integrator's build output (runtime.js, anstoss.css, chunks/, lang-*.json). */
  distDir: string;
  /** Demand Trusted Types in the CSP (on unless false). */
  trustedTypes?: boolean;
  /** Believe a proxy's Forwarded / X-Forwarded-* headers (scheme, client address). */
  trustProxy?: boolean;
  /** Key of the CSRF and captcha HMACs; random per process when not given. */
  secret?: Uint8Array;
  /** Used by the admin reset; tests pass 'tiny' to keep it fast. */
  seedSize?: 'full' | 'tiny';
  /** The one clock (see clock.ts); the machine's time by default. */
  now?: () => Date;
  /** Media files (photos, posters, clips): written on seeding; generated on request when unset. */
  mediaDir?: string;
  /** Folder of uploaded files (DATA_DIR/files); a fresh temporary folder when not given. */
  filesDir?: string;
  /** Send the clock as `X-Anstoss-Now`, so browser tests can set the page's clock to it. */
  exposeClock?: boolean;
  /** Origin of the video player pages (the second server, src/player/app.ts); allowed in frame-src. */
  playerOrigin?: string;
  /** Origin of the ad server (src/ads/app.ts): allowed in frame-src, named in the page config. */
  adsOrigin?: string;
}

/** Shared by routes: lets the admin reset pause requests while tables are rebuilt. */
export interface AppRuntime {
  options: Required<Pick<AppOptions, 'db' | 'distDir'>> & AppOptions;
  now: () => Date;
  resetting: boolean;
  /** Key of the CSRF tokens and captchas. */
  secret: Uint8Array;
  /** One captcha store for the login and the offense report. */
  captchas: Captchas;
}

export interface RequestState {
  nonce: string;
  user: SessionUser | null;
  csrf: string;
  lang: Lang;
  /** Path and query of this request, e.g. '/news?seite=2'. */
  path: string;
  /** As the browser sees it (https behind a trusted TLS proxy). */
  origin: string;
  secure: boolean;
  /** For rate limits; 'unknown' when there is no socket (tests). */
  clientIp: string;
  /**
   * The header warning as pages render it into the widget's host (read for page requests
   * only); null when none is active or the visitor closed this one in the session.
   */
  headerWarning?: HeaderWarning | null;
  /** The ad server's origin (page config `adServer`); no ads when unset. */
  adsOrigin?: string;
}

export type AppEnv = {
  Variables: {
    state: RequestState;
  };
};

export const STATIC_BASE = '/static/anstoss/1.0.0/';
