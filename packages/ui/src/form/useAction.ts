import { useEffect, useLayoutEffect, useState, useSyncExternalStore } from 'react';
import {
  createAction,
  type Action,
  type ActionOptions,
  type ActionSend,
  type ActionState,
  type UNKNOWN_ERROR_KEY,
} from '@anstoss/api';

export interface UseActionOptions {
  /**
   * Abort the write in flight when this component unmounts. Default: true for an action the
   * hook created from a send function, false for an action passed in (its store owns it; a part
   * of the view closing must not cancel the store's write).
   */
  abortOnUnmount?: boolean;
}

function isAction<R, V, K extends string>(
  value: Action<R, V, K> | ActionSend<V, R>,
): value is Action<R, V, K> {
  return typeof value !== 'function';
}

/**
 * The React side of `createAction` (@anstoss/api), as `useResource` is for reads. Pass the
 * action a widget store holds, or a send function: then the hook creates one action per
 * component instance (the latest `send` and callbacks are always called) and aborts it on
 * unmount. Returns the state (re-rendering on every change) and the action.
 *
 * ```tsx
 * const [save, saveAction] = useAction((title: string, { signal }) => api.saveTitle(title, signal));
 * <SubmitButton busy={save.status === 'pending'} …/>
 * ```
 */
export function useAction<R, V = void, K extends string = typeof UNKNOWN_ERROR_KEY>(
  actionOrSend: Action<R, V, K> | ActionSend<V, R>,
  options: ActionOptions<R, V, K> & UseActionOptions = {},
): [ActionState<R, V, K>, Action<R, V, K>] {
  // The latest arguments, for the owned action's forwarding functions (read only outside render).
  const [{ owned, latestRef }] = useState(() => {
    const ref = { current: { actionOrSend, options } };
    return { owned: isAction(actionOrSend) ? null : ownedAction(ref), latestRef: ref };
  });
  useLayoutEffect(() => {
    latestRef.current = { actionOrSend, options };
  });
  const action = owned ?? (actionOrSend as Action<R, V, K>);
  const abortOnUnmount = options.abortOnUnmount ?? owned !== null;
  useEffect(() => {
    if (!abortOnUnmount) return undefined;
    return () => action.abort();
  }, [action, abortOnUnmount]);
  const state = useSyncExternalStore(action.subscribe, action.getState, action.getState);
  return [state, action];
}

/** An action whose send and callbacks forward to the latest render's, so it is created once. */
function ownedAction<R, V, K extends string>(latest: {
  current: { actionOrSend: Action<R, V, K> | ActionSend<V, R>; options: ActionOptions<R, V, K> };
}): Action<R, V, K> {
  return createAction<R, V, K>(
    (variables, context) => {
      const send = latest.current.actionOrSend;
      if (isAction(send)) throw new Error('useAction: switched from a send to an action');
      return send(variables, context);
    },
    {
      session: () => latest.current.options.session?.() ?? { loggedIn: true },
      errorKey: (error) => latest.current.options.errorKey?.(error),
      onSuccess: (data, variables) => latest.current.options.onSuccess?.(data, variables),
      onError: (error, variables, state) =>
        latest.current.options.onError?.(error, variables, state),
    },
  );
}
