import { useRef, useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, initTestI18n } from './testing/index.ts';
import { Layer } from './Layer.tsx';
import type { LayerProps } from './Layer.tsx';

beforeAll(() => {
  initTestI18n('de');
});

/** A page with a trigger button that opens the layer, like a real widget would. */
function Harness(props: Partial<LayerProps> & { closable?: boolean }) {
  const [open, setOpen] = useState(false);
  const { closable = true, ...rest } = props;
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Öffnen
      </button>
      <Layer
        open={open}
        label="Testlayer"
        onClose={closable ? () => setOpen(false) : undefined}
        {...rest}
      >
        <h2>Titel</h2>
        <a href="/a">Erster Link</a>
        <button type="button">Letzter Knopf</button>
      </Layer>
    </>
  );
}

async function openHarness(props: Partial<LayerProps> & { closable?: boolean } = {}) {
  const user = userEvent.setup();
  const view = render(<Harness {...props} />);
  await user.click(screen.getByRole('button', { name: 'Öffnen' }));
  return { user, view, dialog: screen.getByRole('dialog', { name: 'Testlayer' }) };
}

describe('Layer', () => {
  it('renders nothing while closed', () => {
    render(<Harness />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is a named modal dialog and moves focus into it', async () => {
    const { dialog } = await openHarness();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveFocus();
  });

  it('can be named by a visible heading instead', () => {
    render(
      <Layer open labelledBy="t">
        <h2 id="t">Überschrift</h2>
      </Layer>,
    );
    expect(screen.getByRole('dialog', { name: 'Überschrift' })).not.toHaveAttribute('aria-label');
  });

  it('focuses the initial focus element when given', () => {
    function WithInitial() {
      const ref = useRef<HTMLButtonElement>(null);
      return (
        <Layer open label="L" initialFocusRef={ref}>
          <button type="button">A</button>
          <button type="button" ref={ref}>
            B
          </button>
        </Layer>
      );
    }
    render(<WithInitial />);
    expect(screen.getByRole('button', { name: 'B' })).toHaveFocus();
  });

  it('wraps Tab from the last control to the first, and Shift+Tab back', async () => {
    const { user } = await openHarness();
    const close = screen.getByRole('button', { name: 'Schließen' });
    const last = screen.getByRole('button', { name: 'Letzter Knopf' });
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Erster Link' })).toHaveFocus();
    await user.tab();
    expect(last).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(last).toHaveFocus();
  });

  it('sends Shift+Tab from the dialog itself to the last control', async () => {
    const { user, dialog } = await openHarness();
    expect(dialog).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Letzter Knopf' })).toHaveFocus();
  });

  it('brings focus back when something outside takes it', async () => {
    const { dialog } = await openHarness();
    screen.getByRole('button', { name: 'Öffnen' }).focus();
    expect(dialog).toHaveFocus();
  });

  it('closes on Escape and returns focus to the trigger', async () => {
    const { user } = await openHarness();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Öffnen' })).toHaveFocus();
  });

  it('closes on its close button and on the backdrop', async () => {
    const { user, view } = await openHarness();
    await user.click(screen.getByRole('button', { name: 'Schließen' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Öffnen' }));
    const backdrop = view.container.querySelector('.ast-layer__backdrop');
    expect(backdrop).not.toBeNull();
    await user.click(backdrop as Element);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('without onClose has no close button and ignores Escape and the backdrop', async () => {
    const { user, view } = await openHarness({ closable: false });
    expect(screen.queryByRole('button', { name: 'Schließen' })).toBeNull();
    await user.keyboard('{Escape}');
    await user.click(view.container.querySelector('.ast-layer__backdrop') as Element);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('returns focus to returnFocusTo when given', async () => {
    const target = document.createElement('a');
    target.href = '#';
    target.textContent = 'Fußzeile';
    document.body.append(target);
    const { user } = await openHarness({ returnFocusTo: target });
    await user.keyboard('{Escape}');
    expect(target).toHaveFocus();
    target.remove();
  });

  it('closes only the innermost of two layers on Escape', async () => {
    const onOuter = vi.fn();
    const onInner = vi.fn();
    const user = userEvent.setup();
    render(
      <Layer open label="Außen" onClose={onOuter}>
        <Layer open label="Innen" onClose={onInner}>
          <p>Innen</p>
        </Layer>
      </Layer>,
    );
    expect(screen.getByRole('dialog', { name: 'Innen' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(onInner).toHaveBeenCalledTimes(1);
    expect(onOuter).not.toHaveBeenCalled();
  });

  it('locks page scrolling while open', async () => {
    const { user } = await openHarness();
    expect(document.documentElement).toHaveClass('ast-scroll-locked');
    await user.keyboard('{Escape}');
    expect(document.documentElement).not.toHaveClass('ast-scroll-locked');
  });

  it('can render into document.body through a portal', () => {
    const { container } = render(
      <Layer open label="Portal" portal>
        <p>x</p>
      </Layer>,
    );
    expect(container.querySelector('[role="dialog"]')).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Portal' }).closest('body')).toBe(document.body);
  });

  it('has no axe violations when open', async () => {
    const { view } = await openHarness();
    await expectNoAxeViolations(view.container);
  });

  it('names the close button in English too', async () => {
    initTestI18n('en');
    await openHarness();
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
    initTestI18n('de');
  });
});
