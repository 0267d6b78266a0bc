import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError, errorMessage, type LoadContext } from '@anstoss/api';
import { initTestI18n } from './testing/index.ts';
import { ErrorText } from './ErrorText.tsx';
import { Loader } from './Loader.tsx';
import { useResource } from './useResource.ts';

beforeAll(() => initTestI18n('de'));

/** A loader the test answers by hand, in any order. */
function handLoader() {
  const calls: {
    key: string;
    signal: AbortSignal;
    resolve: (v: string) => void;
    reject: (e: unknown) => void;
  }[] = [];
  const load = vi.fn(
    (key: string, { signal }: LoadContext) =>
      new Promise<string>((resolve, reject) => calls.push({ key, signal, resolve, reject })),
  );
  return { load, calls };
}

function Article({
  id,
  load,
}: {
  id: string | null;
  load: (k: string, c: LoadContext) => Promise<string>;
}) {
  const [state, resource] = useResource({ key: id, load });
  if (state.status === 'idle') return <p>Nichts gewählt</p>;
  return (
    <div>
      {state.status === 'loading' && <Loader />}
      {state.status === 'error' && (
        <ErrorText message={errorMessage(state.error)} onRetry={resource.retry} />
      )}
      {state.data !== undefined && <p>{state.data}</p>}
    </div>
  );
}

describe('useResource', () => {
  it('shows loading, then the data', async () => {
    const { load, calls } = handLoader();
    render(<Article id="7" load={load} />);
    expect(screen.getByRole('status')).toHaveTextContent('Wird geladen');
    await act(async () => calls[0]?.resolve('Artikel 7'));
    expect(screen.getByText('Artikel 7')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('a new key aborts the old request and its late answer is never shown', async () => {
    const { load, calls } = handLoader();
    const { rerender } = render(<Article id="1" load={load} />);
    rerender(<Article id="2" load={load} />);
    expect(calls[0]?.signal.aborted).toBe(true);
    await act(async () => calls[1]?.resolve('Artikel 2'));
    await act(async () => calls[0]?.resolve('Artikel 1'));
    expect(screen.getByText('Artikel 2')).toBeInTheDocument();
    expect(screen.queryByText('Artikel 1')).not.toBeInTheDocument();
  });

  it('aborts on unmount', () => {
    const { load, calls } = handLoader();
    const { unmount } = render(<Article id="1" load={load} />);
    unmount();
    expect(calls[0]?.signal.aborted).toBe(true);
  });

  it('loads once more after StrictMode remounts, and shows that answer', async () => {
    const { load, calls } = handLoader();
    render(
      <StrictMode>
        <Article id="1" load={load} />
      </StrictMode>,
    );
    const live = calls.filter((c) => !c.signal.aborted);
    expect(live).toHaveLength(1);
    await act(async () => live[0]?.resolve('Artikel 1'));
    expect(screen.getByText('Artikel 1')).toBeInTheDocument();
  });

  it('a null key is idle and loads nothing', () => {
    const { load } = handLoader();
    render(<Article id={null} load={load} />);
    expect(screen.getByText('Nichts gewählt')).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
  });

  it('an error offers "Erneut versuchen" and keeps what was shown', async () => {
    const { load, calls } = handLoader();
    const user = userEvent.setup();
    function Reloading() {
      const [state, resource] = useResource({ key: 'x', load });
      return (
        <>
          <button type="button" onClick={resource.reload}>
            Aktualisieren
          </button>
          {state.status === 'error' && <ErrorText onRetry={resource.retry} />}
          {state.data !== undefined && <p>{state.data}</p>}
        </>
      );
    }
    render(<Reloading />);
    await act(async () => calls[0]?.resolve('Stand 1'));
    await user.click(screen.getByRole('button', { name: 'Aktualisieren' }));
    await act(async () => calls[1]?.reject(new ApiError('http', 'HTTP 500', { status: 500 })));
    expect(screen.getByRole('alert')).toHaveTextContent('unbekannter Fehler');
    expect(screen.getByText('Stand 1')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(load).toHaveBeenCalledTimes(3);
    await act(async () => calls[2]?.resolve('Stand 2'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText('Stand 2')).toBeInTheDocument();
  });

  it('with a selector a view renders only when what it selected changes', async () => {
    const { load, calls } = handLoader();
    let renders = 0;
    function Busy() {
      const [busy, resource] = useResource({ key: 'x', load }, (s) => s.status === 'loading');
      renders++;
      return (
        <button type="button" onClick={() => resource.setData(`neu ${renders}`)}>
          {busy ? 'lädt' : 'fertig'}
        </button>
      );
    }
    render(<Busy />);
    await act(async () => calls[0]?.resolve('a'));
    expect(screen.getByText('fertig')).toBeInTheDocument();
    const settled = renders;
    // New data, still not loading: the selected value is the same, so nothing renders.
    await userEvent.click(screen.getByRole('button'));
    await userEvent.click(screen.getByRole('button'));
    expect(renders).toBe(settled);
  });
});
