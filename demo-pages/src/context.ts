/** Types shared by routes and views: the Hono environment and what a page needs to render. */
import type { Db } from './db/types.ts';
import type { Lang } from './logic/dates.ts';
import type { SessionUser } from './repo/users.ts';

export interface AppOptions {
  db: Db;
  /** The integrator's build output (runtime.js, anstoss.css, chunks/, lang-*.json). */
  distDir: string;
  /** Demand Trusted Types in the CSP (off by default). */
  trustedTypes?: boolean;
  /** Used by the admin reset; tests pass 'tiny' to keep it fast. */
  seedSize?: 'full' | 'tiny';
  /** Clock for tests. */
  now?: () => Date;
}

/** Shared by routes: lets the admin reset pause requests while tables are rebuilt. */
export interface AppRuntime {
  options: Required<Pick<AppOptions, 'db' | 'distDir'>> & AppOptions;
  now: () => Date;
  resetting: boolean;
}

export interface RequestState {
  nonce: string;
  user: SessionUser | null;
  csrf: string;
  lang: Lang;
  /** Path and query of this request, e.g. '/news?seite=2'. */
  path: string;
  origin: string;
}

export type AppEnv = {
  Variables: {
    state: RequestState;
  };
};

export const STATIC_BASE = '/static/anstoss/1.0.0/';
