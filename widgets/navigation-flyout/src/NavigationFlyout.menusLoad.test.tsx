import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeAll, expect, it } from 'vitest';
import { initTestI18n } from '@anstoss/ui/testing';
import { menuFixture } from './fixtures.ts';
import { NavigationFlyout } from './NavigationFlyout.tsx';
import { navigationFlyoutProps } from './props.ts';

// A file of its own: the menus' content (parts/Menus.tsx) is loaded once per page (issue 31),
// so only a fresh module shows a menu opened before it arrived.
beforeAll(() => initTestI18n('de'));

it('Down on a menu button before the menus arrived: a loader, then focus on the first entry', async () => {
  const props = navigationFlyoutProps.parse({ items: menuFixture, searchUrl: '/vereine' });
  render(<NavigationFlyout props={props} host={document.createElement('div')} />);
  const competitions = screen.getByRole('button', { name: 'Wettbewerbe' });
  // The bar is there at once, its menus' links not yet.
  expect(screen.queryByRole('link', { name: 'Wettbewerbssuche', hidden: true })).toBeNull();
  competitions.focus();
  fireEvent.keyDown(competitions, { key: 'ArrowDown' });
  expect(competitions).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getByRole('status')).toBeInTheDocument();
  await waitFor(() => expect(screen.getByRole('link', { name: 'Wettbewerbssuche' })).toHaveFocus());
  expect(screen.queryByRole('status')).toBeNull();
});
