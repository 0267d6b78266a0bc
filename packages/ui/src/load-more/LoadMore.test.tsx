import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, failOnFocusLoss, initTestI18n } from '../testing/index.ts';
import { LoadMore } from './LoadMore.tsx';
import type { LoadMoreStatus } from './useLoadMore.ts';

beforeAll(() => initTestI18n('de'));
afterEach(() => initTestI18n('de'));

/** A list whose next load is answered by the test: resolve(count) or fail(). */
function List({ pages }: { pages: { added: number; more: boolean }[] }) {
  const [status, setStatus] = useState<LoadMoreStatus>('idle');
  const [added, setAdded] = useState<number | null>(null);
  const [more, setMore] = useState(true);
  const [step, setStep] = useState(0);
  return (
    <>
      <LoadMore status={status} added={added} hasMore={more} onLoad={() => setStatus('loading')} />
      <button type="button" onClick={() => setStatus('error')}>
        fail
      </button>
      <button
        type="button"
        onClick={() => {
          const page = pages[step]!;
          setAdded(page.added);
          setMore(page.more);
          setStep(step + 1);
          setStatus('idle');
        }}
      >
        answer
      </button>
    </>
  );
}

describe('LoadMore', () => {
  it('loads, keeps focus while loading, announces how many were added', async () => {
    const user = userEvent.setup();
    const { container } = render(<List pages={[{ added: 12, more: true }]} />);
    const button = screen.getByRole('button', { name: 'Mehr laden' });
    await expectNoAxeViolations(container);
    expect(screen.getByRole('status')).toHaveTextContent('');
    await user.click(button);
    expect(button).toHaveTextContent('Wird geladen …');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveFocus();
    await expectNoAxeViolations(container);
    await user.click(screen.getByRole('button', { name: 'answer' }));
    expect(screen.getByRole('status')).toHaveTextContent('12 weitere Einträge geladen');
    expect(screen.getByRole('button', { name: 'Mehr laden' })).toBe(button);
  });

  it('a click while loading does not load twice', async () => {
    const user = userEvent.setup();
    const onLoad = vi.fn();
    render(<LoadMore status="loading" onLoad={onLoad} />);
    await user.click(screen.getByRole('button', { name: 'Wird geladen …' }));
    expect(onLoad).not.toHaveBeenCalled();
  });

  it('an error says so and the same button retries', async () => {
    const user = userEvent.setup();
    const { container } = render(<List pages={[{ added: 1, more: false }]} />);
    await user.click(screen.getByRole('button', { name: 'Mehr laden' }));
    await user.click(screen.getByRole('button', { name: 'fail' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Weitere Einträge konnten nicht geladen werden.',
    );
    const retry = screen.getByRole('button', { name: 'Erneut versuchen' });
    expect(retry).toHaveAccessibleDescription('Weitere Einträge konnten nicht geladen werden.');
    await expectNoAxeViolations(container);
    await user.click(retry);
    expect(retry).toHaveTextContent('Wird geladen …');
    await user.click(screen.getByRole('button', { name: 'answer' }));
    expect(screen.getByRole('status')).toHaveTextContent('1 weiterer Eintrag geladen');
    // The list is complete: no button any more.
    expect(screen.queryByRole('button', { name: /Mehr laden|Erneut/ })).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('says when nothing more came, and takes its own label; English', async () => {
    const user = userEvent.setup();
    initTestI18n('en');
    render(<List pages={[{ added: 0, more: false }]} />);
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await user.click(screen.getByRole('button', { name: 'answer' }));
    expect(screen.getByRole('status')).toHaveTextContent('No more entries');
  });

  it('takes its own label', () => {
    render(<LoadMore status="idle" onLoad={() => {}} label="Weitere Kommentare laden" />);
    expect(screen.getByRole('button', { name: 'Weitere Kommentare laden' })).toBeInTheDocument();
  });

  describe('when the last page removes the focused button', () => {
    failOnFocusLoss();

    /** A list of links; `answer(n, more)` (outside React) brings n entries as if from the server. */
    function Entries({ focusFirstNew }: { focusFirstNew: boolean }) {
      const [entries, setEntries] = useState(['A', 'B']);
      const [status, setStatus] = useState<LoadMoreStatus>('idle');
      const [more, setMore] = useState(true);
      const [added, setAdded] = useState<number | null>(null);
      useEffect(() => {
        server.answer = (names, hasMore) => {
          setEntries((list) => [...list, ...names]);
          setAdded(names.length);
          setMore(hasMore);
          setStatus('idle');
        };
      });
      const firstNew = entries.length - (added ?? 0);
      return (
        <main>
          <ul id="entries">
            {entries.map((name) => (
              <li key={name}>
                <a href={`#${name}`}>{name}</a>
              </li>
            ))}
          </ul>
          <LoadMore
            status={status}
            added={added}
            hasMore={more}
            onLoad={() => setStatus('loading')}
            focusWhenDone={
              focusFirstNew
                ? () => document.querySelectorAll<HTMLElement>('#entries a')[firstNew] ?? null
                : undefined
            }
          />
        </main>
      );
    }
    const server: { answer: (names: string[], hasMore: boolean) => void } = { answer: () => {} };

    it('hands focus to the first entry the last load added', async () => {
      const user = userEvent.setup();
      render(<Entries focusFirstNew />);
      await user.click(screen.getByRole('button', { name: 'Mehr laden' }));
      act(() => server.answer(['C', 'D'], true));
      // More to come: the button stays and keeps focus.
      expect(screen.getByRole('button', { name: 'Mehr laden' })).toHaveFocus();
      await user.keyboard('{Enter}');
      act(() => server.answer(['E', 'F'], false));
      expect(screen.queryByRole('button', { name: 'Mehr laden' })).toBeNull();
      await act(() => Promise.resolve());
      expect(screen.getByRole('link', { name: 'E' })).toHaveFocus();
    });

    it('without a target, focus goes to <main>, never to <body>', async () => {
      const user = userEvent.setup();
      render(<Entries focusFirstNew={false} />);
      await user.click(screen.getByRole('button', { name: 'Mehr laden' }));
      act(() => server.answer(['C'], false));
      await act(() => Promise.resolve());
      expect(screen.getByRole('main')).toHaveFocus();
    });
  });
});
