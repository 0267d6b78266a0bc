/**
 * The profile image source switch (spec §4 Profile): selecting a source only marks it (arrow keys
 * move the selection, WCAG 3.2.2); committing it runs the store's switch action (the GET, one in
 * flight, never retried), after which the view submits the form or reloads the page. Committing
 * the own photo before one was saved waits for the crop's imageSaved; a saved crop switches to
 * the own photo by itself.
 */
import { createStore } from 'zustand/vanilla';
import {
  createAction,
  type Action,
  type ActionSend,
  type ActionState,
  type SessionLike,
} from '@anstoss/api';

export type SwitchState = ActionState<void, string>;

export interface SourceState {
  /** The source the server has now (nothing to send when it is committed again). */
  current: string;
  selected: string;
  hasImage: boolean;
  /** The own photo was committed before one was saved: waiting for imageSaved. */
  waiting: boolean;
  /** The switch (GET {url}?{model}={value}): status, error and the one-in-flight guard. */
  switchAction: Action<void, string>;
  /** Marks an option (arrow keys, a click on a radio): nothing is sent. */
  select: (value: string) => void;
  /** Commits the selection: the switch's end state, or null when nothing was sent. */
  commit: (cropValue: string | undefined) => Promise<SwitchState> | null;
  /** imageSaved arrived: switches to the crop value (null when nothing was sent). */
  imageSaved: (cropValue: string | undefined) => Promise<SwitchState> | null;
}

export function createSourceStore(
  selected: string,
  hasImage: boolean,
  send: ActionSend<string, void>,
  /** Decides after a failure whether the session has ended (`getSession`: offer the login). */
  session?: () => SessionLike,
) {
  const switchAction = createAction(send, { session });
  const pending = () => switchAction.getState().status === 'pending';
  return createStore<SourceState>()((set, get) => {
    const run = (value: string) =>
      switchAction.run(value).then((end) => {
        if (end.status === 'success') set({ current: value });
        return end;
      });
    return {
      current: selected,
      selected,
      hasImage,
      waiting: false,
      switchAction,
      select: (value) => {
        if (pending()) return;
        // A new selection ends the wait for a crop save and forgets the last error.
        if (switchAction.getState().status === 'error') switchAction.reset();
        set({ selected: value, waiting: false });
      },
      commit: (cropValue) => {
        if (pending()) return null;
        const { selected: value, current } = get();
        if (value === current) {
          set({ waiting: false });
          return null;
        }
        if (value === cropValue && !get().hasImage) {
          set({ waiting: true });
          return null;
        }
        set({ waiting: false });
        return run(value);
      },
      imageSaved: (cropValue) => {
        set({ hasImage: true });
        if (cropValue === undefined || pending()) return null;
        set({ selected: cropValue, waiting: false });
        return run(cropValue);
      },
    };
  });
}

export type SourceStore = ReturnType<typeof createSourceStore>;
