import { useRef, useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, initTestI18n } from './testing/index.ts';
import { Dismissable, useDismissable, type DismissableOptions } from './Dismissable.tsx';
import { Layer } from './Layer.tsx';

beforeAll(() => {
  initTestI18n('de');
});

/** A trigger and a popup, the way widgets build menus. */
function Popup({
  onDismissed,
  ...props
}: Partial<DismissableOptions> & { onDismissed?: (reason: string) => void }) {
  const [open, setOpen] = useState(true);
  const trigger = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button ref={trigger} type="button" aria-expanded={open} onClick={() => setOpen(!open)}>
        Menü
      </button>
      <Dismissable
        open={open}
        hidden={!open}
        returnFocusTo={trigger}
        inside={[trigger]}
        {...props}
        onDismiss={(reason) => {
          onDismissed?.(reason);
          setOpen(false);
        }}
        aria-label="Popup"
        role="group"
      >
        <a href="#a">Eintrag A</a>
        <a href="#b">Eintrag B</a>
      </Dismissable>
      <button type="button">Außerhalb</button>
    </>
  );
}

const menuButton = () => screen.getByRole('button', { name: 'Menü' });

describe('useDismissable / Dismissable', () => {
  it('closes on Escape inside and returns focus to the trigger', async () => {
    const user = userEvent.setup();
    const onDismissed = vi.fn();
    const { container } = render(<Popup onDismissed={onDismissed} />);
    await expectNoAxeViolations(container);
    screen.getByRole('link', { name: 'Eintrag B' }).focus();
    await user.keyboard('{Escape}');
    expect(onDismissed).toHaveBeenCalledWith('escape');
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(menuButton()).toHaveFocus();
    await expectNoAxeViolations(container);
  });

  it('closes on a click outside, but not on a click inside', async () => {
    const user = userEvent.setup();
    const onDismissed = vi.fn();
    render(<Popup onDismissed={onDismissed} />);
    await user.click(screen.getByRole('link', { name: 'Eintrag A' }));
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('button', { name: 'Außerhalb' }));
    expect(onDismissed).toHaveBeenCalledWith('outside');
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    // A click outside does not steal focus from where the person clicked.
    expect(screen.getByRole('button', { name: 'Außerhalb' })).toHaveFocus();
  });

  it('counts the elements in `inside` as inside (a trigger outside the container)', async () => {
    function WithTrigger() {
      const [open, setOpen] = useState(true);
      const trigger = useRef<HTMLButtonElement>(null);
      const panel = useRef<HTMLDivElement>(null);
      const props = useDismissable(panel, {
        open,
        onDismiss: () => setOpen(false),
        inside: [trigger],
      });
      return (
        <>
          <button ref={trigger} type="button" aria-expanded={open}>
            Auslöser
          </button>
          <div ref={panel} {...props} hidden={!open}>
            Inhalt
          </div>
          <button type="button">Woanders</button>
        </>
      );
    }
    const user = userEvent.setup();
    render(<WithTrigger />);
    const trigger = screen.getByRole('button', { name: 'Auslöser' });
    await user.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('button', { name: 'Woanders' }));
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it("with outsideEvent 'click' closes only once the press is released", async () => {
    const user = userEvent.setup();
    render(<Popup outsideEvent="click" />);
    const outside = screen.getByRole('button', { name: 'Außerhalb' });
    await user.pointer({ keys: '[MouseLeft>]', target: outside });
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
    await user.pointer({ keys: '[/MouseLeft]', target: outside });
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes when focus moves outside (closeOnFocusOutside), not when it moves inside', async () => {
    const user = userEvent.setup();
    const onDismissed = vi.fn();
    render(<Popup closeOnFocusOutside closeOnOutsideClick={false} onDismissed={onDismissed} />);
    screen.getByRole('link', { name: 'Eintrag A' }).focus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Eintrag B' })).toHaveFocus();
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    expect(onDismissed).toHaveBeenCalledWith('focus-outside');
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('does nothing while closed, and nothing on Escape when closeOnEscape is false', async () => {
    const user = userEvent.setup();
    const onDismissed = vi.fn();
    render(<Popup closeOnEscape={false} onDismissed={onDismissed} />);
    screen.getByRole('link', { name: 'Eintrag A' }).focus();
    await user.keyboard('{Escape}');
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
    await user.click(menuButton());
    await user.click(screen.getByRole('button', { name: 'Außerhalb' }));
    expect(onDismissed).not.toHaveBeenCalled();
  });

  it('inside a layer, Escape closes the popup and leaves the layer open', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(
      <Layer open label="Einstellungen" onClose={onClose}>
        <Popup />
      </Layer>,
    );
    screen.getByRole('link', { name: 'Eintrag A' }).focus();
    await user.keyboard('{Escape}');
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(onClose).not.toHaveBeenCalled();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
