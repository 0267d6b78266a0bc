import { useState } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, initTestI18n } from './testing/index.ts';
import { CharCounter } from './CharCounter.tsx';

beforeAll(() => {
  initTestI18n('de');
});
afterEach(() => {
  vi.useRealTimers();
  initTestI18n('de');
});

function liveRegion(container: HTMLElement): HTMLElement {
  const region = container.querySelector<HTMLElement>('[aria-live="polite"]');
  if (!region) throw new Error('no live region');
  return region;
}

describe('CharCounter', () => {
  it('shows maxlength minus length', () => {
    render(<CharCounter maxLength={10} value="Tor" id="c" />);
    expect(document.getElementById('c')).toHaveTextContent('Noch 7 Zeichen');
  });

  it('marks a text that is too long', () => {
    render(<CharCounter maxLength={3} value="Abseits" id="c" />);
    const counter = document.getElementById('c');
    expect(counter).toHaveTextContent('4 Zeichen zu viel');
    expect(counter).toHaveClass('ast-char-counter--over');
  });

  it('uses English plurals', () => {
    initTestI18n('en');
    const { rerender } = render(<CharCounter maxLength={10} value="123456789" id="c" />);
    expect(document.getElementById('c')).toHaveTextContent('1 character left');
    rerender(<CharCounter maxLength={10} value="12345678" id="c" />);
    expect(document.getElementById('c')).toHaveTextContent('2 characters left');
  });

  it('announces politely once typing pauses, not on every keystroke, and not initially', () => {
    vi.useFakeTimers();
    const { container, rerender } = render(<CharCounter maxLength={10} value="" />);
    const region = liveRegion(container);
    expect(region).toHaveAttribute('aria-atomic', 'true');
    act(() => vi.advanceTimersByTime(5000));
    expect(region).toBeEmptyDOMElement();

    for (const value of ['T', 'To', 'Tor']) {
      rerender(<CharCounter maxLength={10} value={value} />);
      act(() => vi.advanceTimersByTime(300));
      expect(region).toBeEmptyDOMElement();
    }
    act(() => vi.advanceTimersByTime(1000));
    expect(region).toHaveTextContent('Noch 7 Zeichen');
  });

  it('updates the visible count on every keystroke of a real field', async () => {
    function Field() {
      const [value, setValue] = useState('');
      return (
        <>
          <label htmlFor="f">Kommentar</label>
          <textarea
            id="f"
            maxLength={20}
            aria-describedby="f-count"
            value={value}
            onChange={(e) => setValue(e.target.value)}
          />
          <CharCounter maxLength={20} value={value} id="f-count" />
        </>
      );
    }
    const user = userEvent.setup();
    const { container } = render(<Field />);
    await user.type(screen.getByRole('textbox', { name: 'Kommentar' }), 'Anstoss');
    expect(screen.getByRole('textbox')).toHaveAccessibleDescription('Noch 13 Zeichen');
    await expectNoAxeViolations(container);
  });
});
