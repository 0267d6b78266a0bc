import { clearDraftsOf, configureDrafts, readCookie } from '@anstoss/storage';
import { getConfig } from './config.ts';

export interface Session {
  loggedIn: boolean;
  userId: string | null;
}

/** Values of the login cookie that mean "logged out" (some back ends write instead of delete). */
const LOGGED_OUT_VALUES = new Set(['', '0', 'false']);

/** Who is visiting, read from the login and user id cookies on each call (they change on login). */
export function getSession(): Session {
  const { loginCookie, userIdCookie } = getConfig();
  const login = readCookie(loginCookie);
  const userId = readCookie(userIdCookie);
  return {
    loggedIn: login !== null && !LOGGED_OUT_VALUES.has(login.trim().toLowerCase()),
    userId: userId === null || userId === '' ? null : userId,
  };
}

/** Whose drafts a form reads and writes (@anstoss/storage `createDraft`): the user id, or null for a guest. */
export function draftAccount(): string | null {
  const session = getSession();
  return session.loggedIn ? session.userId : null;
}

let watching: Document | null = null;

/**
 * Drafts belong to their account (issue 25): from now on they are keyed by `draftAccount()`, and
 * sending the page's logout form (any form whose action ends in `/logout`) clears the signed-in
 * user's drafts and the tab's guest drafts, so the next person in this browser sees none of them.
 * Called once by the React layer before the first widget renders.
 */
export function watchDrafts(doc: Document = document): void {
  configureDrafts({ account: draftAccount });
  if (watching === doc) return;
  watching = doc;
  doc.addEventListener(
    'submit',
    (event) => {
      const form = event.target;
      if (!(form instanceof HTMLFormElement)) return;
      let path: string;
      try {
        path = new URL(form.action, doc.baseURI).pathname;
      } catch {
        return;
      }
      if (!/\/logout\/?$/.test(path)) return;
      clearDraftsOf(draftAccount());
      clearDraftsOf(null);
    },
    true,
  );
}
