/**
 * The write part of the save button, loaded on the first press of the button, or when the
 * pointer or focus reaches it first (issue 31: the action and the session-ended login offer are
 * about 1.6 kB gzip that a club, team or competition page otherwise loaded for every visitor).
 */
import { createAction, type ActionSend, type SessionLike } from '@anstoss/api';
import type { SaveFavouriteResponse } from './api.ts';
import type { FavouritesStore } from './store.ts';

export { SessionEnded } from '@anstoss/ui';

/**
 * The save action (`createAction`: one in flight, never retried); a success is applied to the
 * store (the toggle's state and the list).
 */
export function createSaveAction(
  store: FavouritesStore,
  send: ActionSend<void, SaveFavouriteResponse>,
  /** Decides after a failure whether the session has ended (`getSession`: offer the login). */
  session: () => SessionLike,
) {
  return createAction(send, {
    session,
    onSuccess: (response) => store.getState().saveSucceeded(response),
  });
}

export type SaveAction = ReturnType<typeof createSaveAction>;
