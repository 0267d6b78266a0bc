import { useRef, useState } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initTestI18n } from './testing/index.ts';
import {
  focusElement,
  isFocusLost,
  pageFocusFallback,
  resolveFocusTarget,
  returnFocus,
} from './focusReturn.ts';
import { focusAfterDecision, useFocusAfter } from './useFocusAfter.ts';
import { Layer } from './Layer.tsx';
import { Dismissable } from './Dismissable.tsx';

beforeAll(() => {
  initTestI18n('de');
});
afterEach(() => {
  document.body.innerHTML = '';
});

describe('focus-return rule: plain functions', () => {
  it('resolves elements, refs and functions', () => {
    const el = document.createElement('button');
    expect(resolveFocusTarget(el)).toBe(el);
    expect(resolveFocusTarget({ current: el })).toBe(el);
    expect(resolveFocusTarget(() => el)).toBe(el);
    expect(resolveFocusTarget(() => undefined)).toBeNull();
    expect(resolveFocusTarget(null)).toBeNull();
  });

  it('counts the body, the document element and removed elements as lost focus', () => {
    const button = document.createElement('button');
    expect(isFocusLost(document.body)).toBe(true);
    expect(isFocusLost(document.documentElement)).toBe(true);
    expect(isFocusLost(null)).toBe(true);
    expect(isFocusLost(button)).toBe(true); // not in the document
    document.body.append(button);
    expect(isFocusLost(button)).toBe(false);
  });

  it('gives a status without tabindex tabindex=-1 and focuses it', () => {
    const status = document.createElement('p');
    document.body.append(status);
    expect(focusElement(status)).toBe(true);
    expect(status).toHaveAttribute('tabindex', '-1');
    expect(status).toHaveFocus();
  });

  it('refuses disabled and hidden targets', () => {
    document.body.innerHTML = '<button disabled>a</button><div hidden><button>b</button></div>';
    const [a, b] = Array.from(document.querySelectorAll('button'));
    expect(focusElement(a!)).toBe(false);
    expect(focusElement(b!)).toBe(false);
  });

  it('falls back to <main> when the target is gone and focus is on the body', () => {
    document.body.innerHTML = '<header><a href="#x">x</a></header><main><h1>Titel</h1></main>';
    const gone = document.createElement('button');
    expect(returnFocus(gone)).toBe(pageFocusFallback());
    expect(document.querySelector('main')).toHaveFocus();
  });

  it('never takes focus the person moved elsewhere', () => {
    document.body.innerHTML = '<main></main><button>Weiter</button>';
    screen.getByRole('button').focus();
    expect(returnFocus(null)).toBeNull();
    expect(screen.getByRole('button')).toHaveFocus();
  });

  it('decides: focus when lost or still on the control, wait for the target, drop otherwise', () => {
    document.body.innerHTML =
      '<button id="from">a</button><button id="other">b</button><p id="t">t</p>';
    const from = document.getElementById('from');
    const other = document.getElementById('other');
    const target = document.getElementById('t');
    const request = { target, from };
    expect(focusAfterDecision(request, from, target)).toBe('focus');
    expect(focusAfterDecision(request, document.body, target)).toBe('focus');
    expect(focusAfterDecision(request, document.body, null)).toBe('wait');
    expect(focusAfterDecision(request, other, target)).toBe('drop');
  });
});

/** A poll-like control: the vote button disappears and a result takes its place. */
function Vote({ later = false }: { later?: boolean }) {
  const [voted, setVoted] = useState(false);
  const result = useRef<HTMLParagraphElement>(null);
  const focusAfter = useFocusAfter();
  return voted ? (
    <p ref={result}>Danke für deine Stimme</p>
  ) : (
    <button
      type="button"
      onClick={() => {
        focusAfter(result);
        if (later) setTimeout(() => setVoted(true), 20);
        else setVoted(true);
      }}
    >
      Abstimmen
    </button>
  );
}

describe('useFocusAfter', () => {
  it('moves focus to the result that replaced the control', async () => {
    const user = userEvent.setup();
    render(<Vote />);
    await user.click(screen.getByRole('button', { name: 'Abstimmen' }));
    expect(screen.getByText('Danke für deine Stimme')).toHaveFocus();
  });

  it('waits for a result that comes later (a server answer)', async () => {
    const user = userEvent.setup();
    render(<Vote later />);
    await user.click(screen.getByRole('button', { name: 'Abstimmen' }));
    await act(() => new Promise((r) => setTimeout(r, 60)));
    expect(screen.getByText('Danke für deine Stimme')).toHaveFocus();
  });

  it('leaves focus alone when the person moved on before the answer', async () => {
    const user = userEvent.setup();
    render(
      <>
        <Vote later />
        <button type="button">Weiter</button>
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Abstimmen' }));
    screen.getByRole('button', { name: 'Weiter' }).focus();
    await act(() => new Promise((r) => setTimeout(r, 60)));
    expect(screen.getByRole('button', { name: 'Weiter' })).toHaveFocus();
  });
});

describe('Layer and Dismissable follow the rule', () => {
  it('a layer opened on page load (no trigger) returns focus to <main>, not the body', async () => {
    const user = userEvent.setup();
    function Page() {
      const [open, setOpen] = useState(true);
      return (
        <main>
          <h1>Start</h1>
          <Layer open={open} label="Cookies">
            <button type="button" onClick={() => setOpen(false)}>
              Alle akzeptieren
            </button>
          </Layer>
        </main>
      );
    }
    (document.activeElement as HTMLElement | null)?.blur();
    render(<Page />);
    await user.click(screen.getByRole('button', { name: 'Alle akzeptieren' }));
    expect(document.querySelector('main')).toHaveFocus();
  });

  it('Escape in a popup without returnFocusTo goes back where focus came from', async () => {
    const user = userEvent.setup();
    function Menu() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Menü
          </button>
          {open && (
            <Dismissable open onDismiss={() => setOpen(false)}>
              <a href="#a">Eintrag</a>
            </Dismissable>
          )}
        </>
      );
    }
    render(<Menu />);
    await user.click(screen.getByRole('button', { name: 'Menü' }));
    await user.tab();
    expect(screen.getByRole('link', { name: 'Eintrag' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Menü' })).toHaveFocus();
  });
});
