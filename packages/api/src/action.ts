/**
 * One way to write (issue 25): a small observable action, modelled on TanStack Query's
 * MutationObserver and DOM-free like `createResource`. One write in flight per action (a second
 * `run` while pending sends nothing and returns the pending promise: a double click sends once),
 * never retried automatically (a POST may have taken effect), aborted by `abort()` (the view's
 * unmount), the error normalised to an `ApiError` plus what a person is shown (the server's
 * `error.message`, else a typed i18n key, spec §8), the result kept until `reset()`.
 * `useAction` in @anstoss/ui is the React side.
 */
import { ApiError, UNKNOWN_ERROR_KEY, errorMessage, isApiError } from './errors.ts';

export type ActionStatus = 'idle' | 'pending' | 'success' | 'error';

/** What a person is shown for a failure: the server's text, else an i18n key. */
export type ActionMessage<K extends string = typeof UNKNOWN_ERROR_KEY> =
  { text: string; key?: never } | { key: K | typeof UNKNOWN_ERROR_KEY; text?: never };

/**
 * idle: nothing sent yet, or reset/aborted. pending: a write is in flight (`variables` is what
 * was sent). success: `data` is the server's answer. error: `error` and `message` say why;
 * `sessionEnded` is `isSessionEnded(error, session())` (offer the login, keep the draft).
 * `data` is the last successful result in every status until `reset()`.
 */
export type ActionState<R, V = void, K extends string = typeof UNKNOWN_ERROR_KEY> =
  | ActionCommon<R, V, 'idle' | 'pending'>
  | (ActionCommon<R, V, 'success'> & { data: R })
  | {
      status: 'error';
      data: R | undefined;
      variables: V | undefined;
      error: ApiError;
      message: ActionMessage<K>;
      sessionEnded: boolean;
    };

interface ActionCommon<R, V, S extends ActionStatus> {
  status: S;
  data: R | undefined;
  variables: V | undefined;
  error: null;
  message: null;
  sessionEnded: false;
}

export interface ActionContext {
  /** Aborted by `abort()` (the view unmounted): pass it to the request. */
  signal: AbortSignal;
}

export type ActionSend<V, R> = (variables: V, context: ActionContext) => Promise<R>;

/** Who is visiting now (`getSession()` of @anstoss/runtime/widget fits). */
export interface SessionLike {
  loggedIn: boolean;
  /**
   * Whether the form was opened by a logged-in visitor. Pass false for forms a guest may send:
   * a guest's 403 is then a plain error, not an ended session. Default: unknown (counts as yes).
   */
  wasLoggedIn?: boolean;
}

export interface ActionOptions<R, V, K extends string = typeof UNKNOWN_ERROR_KEY> {
  /** Read after a failure to decide `sessionEnded`; without it only a 401 ends the session. */
  session?: () => SessionLike;
  /** A widget's own key for a failure without server text (e.g. 413 → "file too large"). */
  errorKey?: (error: ApiError) => K | undefined;
  /** The write succeeded (not called for an aborted run). The store updates its data here. */
  onSuccess?: (data: R, variables: V) => void;
  /** The write failed (not called for an aborted run). */
  onError?: (error: ApiError, variables: V, state: ActionState<R, V, K>) => void;
}

export interface Action<R, V = void, K extends string = typeof UNKNOWN_ERROR_KEY> {
  getState(): ActionState<R, V, K>;
  /** Called after every change of the state; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
  /**
   * Sends once. While a run is pending it sends nothing and returns that run's promise. Never
   * rejects: resolves with the state the run ended in (success, error, or idle when aborted).
   */
  run(variables: V): Promise<ActionState<R, V, K>>;
  /** Aborts the write in flight (status back to idle, no callbacks). */
  abort(): void;
  /** Back to idle: forgets the result, the error and the variables; aborts a pending write. */
  reset(): void;
}

const IDLE = {
  status: 'idle',
  data: undefined,
  variables: undefined,
  error: null,
  message: null,
  sessionEnded: false,
} as const;

/**
 * The one rule for "the session has ended" (offer the login, keep what was typed): HTTP 401, or
 * 403 once the visitor is no longer logged in. The reference CMS answers a write whose session
 * cookie was deleted with `403 Sicherheitsprüfung fehlgeschlagen` (the CSRF token belonged to
 * the old session) and clears the login cookies in the same answer, so `session.loggedIn` read
 * after the failure is false. A 403 while still logged in is a real refusal.
 */
export function isSessionEnded(error: unknown, session: SessionLike): boolean {
  if (typeof error !== 'object' || error === null) return false;
  // Duck-typed on purpose: an ApiError from another bundle copy counts as well.
  const { kind, status } = error as { kind?: unknown; status?: unknown };
  if (kind !== 'http') return false;
  if (status === 401) return true;
  return status === 403 && !session.loggedIn && session.wasLoggedIn !== false;
}

function normalise(error: unknown, signal: AbortSignal): ApiError {
  if (isApiError(error)) return error;
  if (signal.aborted) return new ApiError('aborted', 'Request aborted', { cause: error });
  return new ApiError('network', error instanceof Error ? error.message : String(error), {
    cause: error,
  });
}

export function createAction<R, V = void, K extends string = typeof UNKNOWN_ERROR_KEY>(
  send: ActionSend<V, R>,
  options: ActionOptions<R, V, K> = {},
): Action<R, V, K> {
  const listeners = new Set<() => void>();
  let state: ActionState<R, V, K> = IDLE;
  let inFlight: {
    controller: AbortController;
    promise: Promise<ActionState<R, V, K>>;
    settle: (state: ActionState<R, V, K>) => void;
  } | null = null;

  function set(next: ActionState<R, V, K>): void {
    state = next;
    for (const listener of [...listeners]) listener();
  }

  function messageOf(error: ApiError): ActionMessage<K> {
    const shown = errorMessage(error);
    if (shown.text !== undefined) return { text: shown.text };
    return { key: options.errorKey?.(error) ?? UNKNOWN_ERROR_KEY };
  }

  /** Ends the run in flight: the state first, then the callbacks, then the caller's promise. */
  function finish(next: ActionState<R, V, K>, after?: () => void): void {
    const run = inFlight;
    inFlight = null;
    set(next);
    after?.();
    run?.settle(state);
  }

  async function perform(variables: V, controller: AbortController): Promise<void> {
    const { signal } = controller;
    const current = () => inFlight?.controller === controller && !signal.aborted;
    try {
      const data = await send(variables, { signal });
      if (!current()) return;
      finish({ ...IDLE, status: 'success', data, variables }, () =>
        options.onSuccess?.(data, variables),
      );
    } catch (raw) {
      if (!current()) return;
      const error = normalise(raw, signal);
      const session = options.session?.() ?? { loggedIn: true };
      const failed: ActionState<R, V, K> = {
        status: 'error',
        data: state.data,
        variables,
        error,
        message: messageOf(error),
        sessionEnded: isSessionEnded(error, session),
      };
      finish(failed, () => options.onError?.(error, variables, failed));
    }
  }

  function stop(next: ActionState<R, V, K>): void {
    if (!inFlight) {
      set(next);
      return;
    }
    inFlight.controller.abort();
    finish(next);
  }

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    run(variables) {
      if (inFlight) return inFlight.promise;
      const controller = new AbortController();
      let settle!: (state: ActionState<R, V, K>) => void;
      const promise = new Promise<ActionState<R, V, K>>((resolve) => (settle = resolve));
      inFlight = { controller, promise, settle };
      set({ ...IDLE, status: 'pending', data: state.data, variables });
      void perform(variables, controller);
      return promise;
    },
    abort() {
      if (inFlight) stop({ ...IDLE, data: state.data, variables: state.variables });
    },
    reset() {
      stop(IDLE);
    },
  };
}
