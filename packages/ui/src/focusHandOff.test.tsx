import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useFocusHandOff, useFocusHandOffPair } from './focusHandOff.ts';
import { failOnFocusLoss } from './testing/index.ts';

/** A pager: "Weiter" is disabled on the last of three pages, "Zurück" on the first. */
function Pager() {
  const [page, setPage] = useState(0);
  const [prevRef, nextRef] = useFocusHandOffPair();
  return (
    <main>
      <button type="button" ref={prevRef} disabled={page === 0} onClick={() => setPage(page - 1)}>
        Zurück
      </button>
      <span>{page + 1}</span>
      <button type="button" ref={nextRef} disabled={page === 2} onClick={() => setPage(page + 1)}>
        Weiter
      </button>
      <button type="button">Sonstwo</button>
    </main>
  );
}

/** A button that a later answer removes; the heading takes over. */
function Vanishing({ onAnswer }: { onAnswer: (remove: () => void) => void }) {
  const [shown, setShown] = useState(true);
  const ref = useFocusHandOff<HTMLButtonElement>(() => document.querySelector('h2'));
  onAnswer(() => setShown(false));
  return (
    <div>
      <h2>Überschrift</h2>
      {shown && (
        <button type="button" ref={ref}>
          Einmalig
        </button>
      )}
      <button type="button">Anderswo</button>
    </div>
  );
}

describe('useFocusHandOff, useFocusHandOffPair', () => {
  failOnFocusLoss();

  it('a control disabled while focused hands focus to the other one', async () => {
    const user = userEvent.setup();
    render(<Pager />);
    const next = screen.getByRole('button', { name: 'Weiter' });
    await user.click(next);
    expect(next).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(next).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Zurück' })).toHaveFocus();
    await user.keyboard('{Enter}{Enter}');
    expect(screen.getByRole('button', { name: 'Zurück' })).toBeDisabled();
    expect(next).toHaveFocus();
  });

  it('a removed control hands focus on after the commit (a heading gets tabindex -1)', async () => {
    let remove = () => {};
    render(<Vanishing onAnswer={(r) => (remove = r)} />);
    screen.getByRole('button', { name: 'Einmalig' }).focus();
    act(() => remove());
    await act(() => Promise.resolve());
    const heading = screen.getByRole('heading', { name: 'Überschrift' });
    expect(heading).toHaveFocus();
    expect(heading).toHaveAttribute('tabindex', '-1');
  });

  it('focus the person moved elsewhere is left alone', async () => {
    let remove = () => {};
    render(<Vanishing onAnswer={(r) => (remove = r)} />);
    const elsewhere = screen.getByRole('button', { name: 'Anderswo' });
    elsewhere.focus();
    act(() => remove());
    await act(() => Promise.resolve());
    expect(elsewhere).toHaveFocus();
  });
});
