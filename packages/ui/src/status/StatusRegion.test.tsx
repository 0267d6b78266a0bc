import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, initTestI18n } from '../testing/index.ts';
import { CharCounter } from '../CharCounter.tsx';
import { announcementText } from './announce.ts';
import { StatusRegion, useAnnounce, useStatusRegion } from './StatusRegion.tsx';

beforeAll(() => {
  initTestI18n('de');
});
afterEach(() => {
  vi.useRealTimers();
});

describe('announcementText', () => {
  it('shows a new message as it is', () => {
    expect(announcementText('', 'Saison gewählt')).toBe('Saison gewählt');
  });
  it('alternates a no-break space so a repeated message is read again', () => {
    const first = announcementText('', '3 Mannschaften');
    const second = announcementText(first, '3 Mannschaften');
    expect(second).not.toBe(first);
    expect(announcementText(second, '3 Mannschaften')).toBe(first);
  });
  it('an empty message clears', () => {
    expect(announcementText('x', '  ')).toBe('');
  });
});

function Part({ message }: { message: string }) {
  const announce = useAnnounce();
  return (
    <button type="button" onClick={() => announce(message)}>
      Los
    </button>
  );
}

describe('StatusRegion', () => {
  it('renders one polite region from the first render and speaks what parts announce', async () => {
    const user = userEvent.setup();
    const { container } = render(
      <StatusRegion>
        <Part message="Saison und Wettkampftyp ausgefüllt" />
      </StatusRegion>,
    );
    const region = screen.getByRole('status');
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toBeEmptyDOMElement();
    await user.click(screen.getByRole('button'));
    expect(region).toHaveTextContent('Saison und Wettkampftyp ausgefüllt');
    await expectNoAxeViolations(container);
  });

  it('waits for the quiet time and speaks only the latest of quick messages', () => {
    vi.useFakeTimers();
    function Typing() {
      const status = useStatusRegion();
      return (
        <>
          <button type="button" onClick={() => status.announce('eins', { delayMs: 500 })}>
            1
          </button>
          <button type="button" onClick={() => status.announce('zwei', { delayMs: 500 })}>
            2
          </button>
          {status.region}
        </>
      );
    }
    render(<Typing />);
    act(() => screen.getByRole('button', { name: '1' }).click());
    act(() => vi.advanceTimersByTime(200));
    act(() => screen.getByRole('button', { name: '2' }).click());
    act(() => vi.advanceTimersByTime(499));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('status')).toHaveTextContent('zwei');
  });

  it('a CharCounter inside speaks through the widget region, with no region of its own', () => {
    vi.useFakeTimers();
    const { rerender, container } = render(
      <StatusRegion>
        <CharCounter maxLength={10} value="" id="c" />
      </StatusRegion>,
    );
    rerender(
      <StatusRegion>
        <CharCounter maxLength={10} value="Tor" id="c" />
      </StatusRegion>,
    );
    act(() => vi.advanceTimersByTime(1000));
    expect(container.querySelectorAll('[aria-live]')).toHaveLength(1);
    expect(screen.getByRole('status')).toHaveTextContent('Noch 7 Zeichen');
  });
});
