import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, initTestI18n } from './testing/index.ts';
import { Flyout } from './Flyout.tsx';
import { Layer } from './Layer.tsx';

beforeAll(() => {
  initTestI18n('de');
});

function renderFlyout(props: Partial<Parameters<typeof Flyout>[0]> = {}) {
  const user = userEvent.setup();
  const view = render(
    <>
      <p>Außerhalb</p>
      <Flyout label="Menü" {...props}>
        <a href="/news">News</a>
      </Flyout>
    </>,
  );
  return { user, view, toggle: screen.getByRole('button', { name: 'Menü' }) };
}

describe('Flyout (disclosure)', () => {
  it('starts closed with aria-expanded=false and a hidden panel it controls', () => {
    const { toggle } = renderFlyout();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(panel).not.toBeNull();
    expect(panel).not.toBeVisible();
  });

  it('opens and closes on the button (Enter and Space too)', async () => {
    const { user, toggle } = renderFlyout();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'News' })).toBeVisible();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard(' ');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
  });

  it('closes on Escape from inside the panel and puts focus on the button', async () => {
    const { user, toggle } = renderFlyout({ defaultOpen: true });
    screen.getByRole('link', { name: 'News' }).focus();
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('closes on a click outside, not on a click inside', async () => {
    const { user, toggle } = renderFlyout({ defaultOpen: true });
    await user.click(screen.getByRole('link', { name: 'News' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByText('Außerhalb'));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('stays open on outside clicks when told', async () => {
    const { user, toggle } = renderFlyout({ defaultOpen: true, closeOnOutsideClick: false });
    await user.click(screen.getByText('Außerhalb'));
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
  });

  it('can be controlled', async () => {
    const onOpenChange = vi.fn();
    function Controlled() {
      const [open, setOpen] = useState(false);
      return (
        <Flyout
          label="Filter"
          open={open}
          onOpenChange={(next) => {
            onOpenChange(next);
            setOpen(next);
          }}
        >
          x
        </Flyout>
      );
    }
    const user = userEvent.setup();
    render(<Controlled />);
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    expect(onOpenChange).toHaveBeenCalledWith(true);
    expect(screen.getByRole('button', { name: 'Filter' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('closes itself on Escape inside a layer without closing the layer', async () => {
    const onClose = vi.fn();
    const user = userEvent.setup();
    render(
      <Layer open label="Layer" onClose={onClose}>
        <Flyout label="Mehr" defaultOpen>
          <a href="/x">X</a>
        </Flyout>
      </Layer>,
    );
    screen.getByRole('link', { name: 'X' }).focus();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Mehr' })).toHaveAttribute('aria-expanded', 'false');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('has no axe violations open or closed', async () => {
    const { user, view, toggle } = renderFlyout();
    await expectNoAxeViolations(view.container);
    await user.click(toggle);
    await expectNoAxeViolations(view.container);
  });
});
