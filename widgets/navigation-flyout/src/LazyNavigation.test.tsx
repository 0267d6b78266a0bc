import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initTestI18n, setupMswServer } from '@anstoss/ui/testing';
import { menuFixture } from './fixtures.ts';
import { LazyNavigation } from './LazyNavigation.tsx';
import { navigationFlyoutProps } from './props.ts';

setupMswServer();

/**
 * The server's navigation in the widget's geometry (the reference CMS renders the same,
 * demo-pages/src/views/navigationFlyout.ts): menus are buttons, with a link for browsers without
 * scripts.
 */
const SERVER_NAV = `<nav class="ast-widget ast-nav" aria-label="Hauptnavigation">
  <button type="button" class="ast-nav__toggle" aria-expanded="false">Menü</button>
  <div class="ast-nav__panel"><ul class="ast-nav__list">
    <li class="ast-nav__item"><a class="ast-nav__main" href="/">Start</a></li>
    <li class="ast-nav__item" data-kind="menu"><button type="button" class="ast-nav__main" aria-expanded="false">Wettbewerbe</button><noscript><a class="ast-nav__main" href="/wettbewerbe">Wettbewerbe</a></noscript></li>
    <li class="ast-nav__item" data-kind="menu"><button type="button" class="ast-nav__main" aria-expanded="false">Profis</button><noscript><a class="ast-nav__main" href="/vereinssuche">Profis</a></noscript></li>
    <li class="ast-nav__item" data-kind="shop"><button type="button" class="ast-nav__main" aria-expanded="false">Shop</button><noscript><a class="ast-nav__main" href="/shop">Shop</a></noscript></li>
    <li class="ast-nav__item" data-kind="search"><button type="button" class="ast-nav__main" aria-expanded="false">Suche</button><noscript><a class="ast-nav__main" href="/vereine">Suche</a></noscript></li>
  </ul>
  <form class="ast-nav__languages" method="get" action="/sprache">
    <button type="submit" class="ast-nav__language" name="lang" value="de">Deutsch</button>
    <button type="submit" class="ast-nav__language" name="lang" value="en">English</button>
  </form></div>
</nav>`;

const props = navigationFlyoutProps.parse({ items: menuFixture, searchUrl: '/vereine' });

/**
 * A host as the runtime has it: the server's navigation inside, and the widget rendered into the
 * host, whose first commit takes the server content out (as the runtime's does).
 */
function renderHost(serverNav = SERVER_NAV) {
  const host = document.createElement('div');
  host.innerHTML = serverNav;
  document.body.append(host);
  render(<LazyNavigation props={props} host={host} />, { container: host });
  return host;
}

const serverControl = (host: HTMLElement, name: string) =>
  within(host).getByRole('button', { name }) as HTMLElement;
/** The widget's controls name what they control; the server's do not. */
const isWidget = (control: HTMLElement) => control.hasAttribute('aria-controls');

beforeAll(async () => {
  initTestI18n('de');
  // Transformed once here, so each test's first intent gets the module in a moment.
  await import('./NavigationFlyout.tsx');
});
afterEach(() => {
  document.body.innerHTML = '';
  localStorage.clear();
  initTestI18n('de');
  document.cookie = 'FBDE_LANG=; max-age=0; path=/';
});

describe('navigation-flyout: the server navigation until the reader turns to it', () => {
  it('keeps the server navigation in place and loads nothing until the pointer comes', async () => {
    const host = renderHost();
    const competitions = serverControl(host, 'Wettbewerbe');
    expect(isWidget(competitions)).toBe(false);
    expect(host.querySelectorAll('nav')).toHaveLength(1);
    // The server cookie follows the widgets' language from the start.
    expect(document.cookie).toContain('FBDE_LANG=de');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(isWidget(serverControl(host, 'Wettbewerbe'))).toBe(false);

    fireEvent.pointerOver(competitions);
    await waitFor(() => expect(isWidget(serverControl(host, 'Wettbewerbe'))).toBe(true));
    expect(host.querySelectorAll('nav')).toHaveLength(1);
    expect(serverControl(host, 'Wettbewerbe')).toHaveAttribute('aria-expanded', 'false');
  });

  it('holds a press made before the flyout is there and makes it again: the menu opens', async () => {
    const host = renderHost();
    const press = new MouseEvent('click', { bubbles: true, cancelable: true });
    serverControl(host, 'Wettbewerbe').dispatchEvent(press);
    await waitFor(() =>
      expect(serverControl(host, 'Wettbewerbe')).toHaveAttribute('aria-expanded', 'true'),
    );
    expect(within(host).getByRole('link', { name: 'Wettbewerbssuche' })).toBeVisible();
  });

  it('never takes over in the middle of a press: the tap that loaded it still opens the menu', async () => {
    const host = renderHost();
    const control = serverControl(host, 'Wettbewerbe');
    fireEvent.pointerDown(control); // a fast tap: the chunk arrives before the finger lifts
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(isWidget(serverControl(host, 'Wettbewerbe'))).toBe(false);
    fireEvent.pointerUp(control);
    control.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    await waitFor(() =>
      expect(serverControl(host, 'Wettbewerbe')).toHaveAttribute('aria-expanded', 'true'),
    );
  });

  it('Escape before the flyout came takes the held press back', async () => {
    const host = renderHost();
    fireEvent.click(serverControl(host, 'Wettbewerbe'));
    fireEvent.keyDown(serverControl(host, 'Wettbewerbe'), { key: 'Escape' });
    await waitFor(() => expect(isWidget(serverControl(host, 'Wettbewerbe'))).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(serverControl(host, 'Wettbewerbe')).toHaveAttribute('aria-expanded', 'false');
  });

  it('a language press is held too: the form is not sent', () => {
    const host = renderHost();
    const press = new MouseEvent('click', { bubbles: true, cancelable: true });
    serverControl(host, 'English').dispatchEvent(press);
    expect(press.defaultPrevented).toBe(true);
  });

  it('a plain link keeps its own press (it leads to its page)', () => {
    const host = renderHost();
    const press = new MouseEvent('click', { bubbles: true, cancelable: true });
    within(host).getByRole('link', { name: 'Start' }).dispatchEvent(press);
    expect(press.defaultPrevented).toBe(false);
  });

  it('focus in the navigation loads the flyout, and the focus stays on the same control', async () => {
    const host = renderHost();
    serverControl(host, 'Menü').focus();
    await waitFor(() => expect(isWidget(serverControl(host, 'Profis'))).toBe(true));
    expect(serverControl(host, 'Menü')).toHaveFocus();
    expect(serverControl(host, 'Menü')).toHaveAttribute('aria-expanded', 'false');
  });

  it('without a server navigation the flyout comes at once', async () => {
    const host = renderHost('');
    await waitFor(() =>
      expect(isWidget(screen.getByRole('button', { name: 'Wettbewerbe' }))).toBe(true),
    );
    expect(host.querySelectorAll('nav')).toHaveLength(1);
  });
});
