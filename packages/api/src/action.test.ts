import { describe, expect, it, vi } from 'vitest';
import { createAction, isSessionEnded, type ActionContext } from './action.ts';
import { ApiError, UNKNOWN_ERROR_KEY } from './errors.ts';

/** A send whose answers the test hands out one by one. */
function deferredSend<R>() {
  const calls: {
    variables: string;
    signal: AbortSignal;
    resolve: (v: R) => void;
    reject: (e: unknown) => void;
  }[] = [];
  const send = vi.fn(
    (variables: string, { signal }: ActionContext) =>
      new Promise<R>((resolve, reject) => {
        calls.push({ variables, signal, resolve, reject });
      }),
  );
  return { send, calls };
}

const http = (status: number, serverMessage?: string) =>
  new ApiError('http', `HTTP ${status}`, {
    status,
    ...(serverMessage === undefined ? {} : { serverMessage }),
  });

describe('createAction', () => {
  it('sends once for a double run and both callers get the same outcome', async () => {
    const { send, calls } = deferredSend<number>();
    const action = createAction(send);
    const first = action.run('a');
    const second = action.run('b');
    expect(second).toBe(first);
    expect(send).toHaveBeenCalledTimes(1);
    expect(action.getState()).toMatchObject({ status: 'pending', variables: 'a' });
    calls[0]!.resolve(7);
    await expect(first).resolves.toMatchObject({ status: 'success', data: 7 });
    // Once settled, the next run sends again.
    void action.run('c');
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('never retries a failed write', async () => {
    vi.useFakeTimers();
    const send = vi.fn(() => Promise.reject(http(500)));
    const action = createAction(send);
    await action.run();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(send).toHaveBeenCalledTimes(1);
    expect(action.getState().status).toBe('error');
    vi.useRealTimers();
  });

  it("keeps the server's error text, else the generic key, else the widget's key", async () => {
    const action = createAction<never, number, 'widget.tooLarge'>(
      (status) => Promise.reject(http(status, status === 422 ? 'Titel fehlt.' : undefined)),
      { errorKey: (e) => (e.status === 413 ? 'widget.tooLarge' : undefined) },
    );
    expect((await action.run(422)).message).toEqual({ text: 'Titel fehlt.' });
    expect((await action.run(500)).message).toEqual({ key: UNKNOWN_ERROR_KEY });
    expect((await action.run(413)).message).toEqual({ key: 'widget.tooLarge' });
  });

  it('turns a thrown non-ApiError into a network ApiError', async () => {
    const action = createAction(() => Promise.reject(new TypeError('Failed to fetch')));
    const state = await action.run();
    expect(state.status).toBe('error');
    expect(state.error).toBeInstanceOf(ApiError);
    expect(state.error?.kind).toBe('network');
  });

  it('abort (the view unmounts) aborts the request, goes idle and calls nothing', async () => {
    const { send, calls } = deferredSend<number>();
    const onSuccess = vi.fn();
    const onError = vi.fn();
    const action = createAction(send, { onSuccess, onError });
    const run = action.run('a');
    action.abort();
    expect(calls[0]!.signal.aborted).toBe(true);
    await expect(run).resolves.toMatchObject({ status: 'idle' });
    calls[0]!.reject(new ApiError('aborted', 'aborted'));
    calls[0]!.resolve(1);
    await Promise.resolve();
    expect(action.getState().status).toBe('idle');
    expect(onSuccess).not.toHaveBeenCalled();
    expect(onError).not.toHaveBeenCalled();
    // A new run may start right away.
    void action.run('b');
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('keeps the result through later runs and errors until reset', async () => {
    let fail = false;
    const action = createAction(() => (fail ? Promise.reject(http(500)) : Promise.resolve('ok')));
    await action.run();
    fail = true;
    const pending = action.run();
    expect(action.getState()).toMatchObject({ status: 'pending', data: 'ok' });
    expect(await pending).toMatchObject({ status: 'error', data: 'ok' });
    action.reset();
    expect(action.getState()).toMatchObject({ status: 'idle', data: undefined, error: null });
  });

  it('notifies subscribers and calls onSuccess after the state changed', async () => {
    const action = createAction((v: number) => Promise.resolve(v * 2), {
      onSuccess: (data) => expect(action.getState()).toMatchObject({ status: 'success', data }),
    });
    const seen: string[] = [];
    const stop = action.subscribe(() => seen.push(action.getState().status));
    await action.run(2);
    stop();
    await action.run(3);
    expect(seen).toEqual(['pending', 'success']);
  });

  it('marks sessionEnded from the session read after the failure', async () => {
    let loggedIn = true;
    const action = createAction(
      () => {
        loggedIn = false; // the server cleared the login cookies in its answer
        return Promise.reject(http(403, 'Die Sicherheitsprüfung ist fehlgeschlagen.'));
      },
      { session: () => ({ loggedIn }) },
    );
    const state = await action.run();
    expect(state).toMatchObject({ status: 'error', sessionEnded: true });
  });
});

describe('isSessionEnded', () => {
  it('401 always ends the session', () => {
    expect(isSessionEnded(http(401), { loggedIn: true })).toBe(true);
  });
  it('403 ends it only once the visitor is logged out (cookie deleted, CSRF failed)', () => {
    expect(isSessionEnded(http(403), { loggedIn: false })).toBe(true);
    expect(isSessionEnded(http(403), { loggedIn: true })).toBe(false);
  });
  it("a guest's 403 is a refusal, not an ended session", () => {
    expect(isSessionEnded(http(403), { loggedIn: false, wasLoggedIn: false })).toBe(false);
  });
  it('other failures never end it', () => {
    expect(isSessionEnded(http(500), { loggedIn: false })).toBe(false);
    expect(isSessionEnded(new ApiError('network', 'x'), { loggedIn: false })).toBe(false);
    expect(isSessionEnded('401', { loggedIn: false })).toBe(false);
  });
});
