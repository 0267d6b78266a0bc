/**
 * The server-rendered navigation and the navigation-flyout widget are one navigation: the widget
 * takes the server's markup over without a jump only while both have the same classes, texts and
 * labels, logged out and logged in (where "Mein Fußball" moves to the account menu and "Meine
 * Favoriten" takes its place). This renders both and compares them. Known differences that do not
 * change the geometry are left out: the widget's closed menus (hidden), the server's hidden
 * form field and its no-script links (a menu's link to its first page), the language form
 * (buttons in a form on the server) and ids.
 */
import { render, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initTestI18n } from '../../../packages/ui/src/testing/i18n.ts';
import { mockGetEndpoint, setupMswServer } from '../../../packages/ui/src/testing/msw.ts';
import { NavigationFlyout } from '../../../widgets/navigation-flyout/src/NavigationFlyout.tsx';
import { navigationFlyoutProps } from '../../../widgets/navigation-flyout/src/props.ts';
import type { RequestState } from '../context.ts';
import { FAVOURITES_URL, navigationFlyoutHost } from './navigationFlyout.ts';

interface Shape {
  tag: string;
  classes: string[];
  attributes: Record<string, string>;
  text?: string;
  children: Shape[];
}

const ATTRIBUTES = [
  'aria-label',
  'aria-current',
  'aria-pressed',
  'aria-expanded',
  'aria-hidden',
  'role',
  'lang',
];

function shape(element: Element): Shape {
  const attributes: Record<string, string> = {};
  for (const name of [...ATTRIBUTES, 'data-kind']) {
    const value = element.getAttribute(name);
    if (value !== null) attributes[name] = value;
  }
  const children = [...element.children]
    .filter((child) => !child.matches('.ast-nav__sub, input[type="hidden"], noscript'))
    .map(shape);
  return {
    // The server's language switch is a form (it works without scripts), the widget's a group.
    tag: element.tagName === 'FORM' ? 'DIV' : element.tagName,
    classes: [...element.classList].sort(),
    attributes,
    ...(children.length === 0 ? { text: element.textContent ?? '' } : {}),
    children,
  };
}

const server = setupMswServer();
const favourites = mockGetEndpoint(server, FAVOURITES_URL);

function state(user: RequestState['user']): RequestState {
  return { lang: 'de', path: '/', user } as RequestState;
}

/** The server's host: its <nav>, and the props the widget reads from it. */
function serverNavigation(user: RequestState['user']) {
  const host = document.createElement('div');
  host.innerHTML = navigationFlyoutHost(state(user)).toString();
  const nav = host.querySelector('nav');
  const json = host.querySelector('script[data-props]')?.textContent;
  if (!nav || !json) throw new Error('the server rendered no navigation');
  const hostElement = host.firstElementChild as HTMLElement;
  const props = navigationFlyoutProps.parse({
    ...(JSON.parse(json) as object),
    favoritesUrl: hostElement.dataset.favoritesUrl,
    searchUrl: hostElement.dataset.searchUrl,
    searchParam: hostElement.dataset.searchParam,
  });
  return { nav, props };
}

beforeAll(() => {
  initTestI18n('de');
  window.history.replaceState(null, '', '/');
});
afterEach(() => {
  document.cookie = 'FBDE_LOGIN=; max-age=0; path=/';
});

describe('server-rendered navigation', () => {
  it('logged out: the widget has the same classes, texts and labels', () => {
    const { nav, props } = serverNavigation(null);
    const { container } = render(
      <NavigationFlyout props={props} host={document.createElement('div')} />,
    );
    const widget = container.querySelector('nav');
    if (!widget) throw new Error('the widget rendered no navigation');
    expect(shape(nav)).toEqual(shape(widget));
    expect(nav.textContent).toContain('Mein Fußball');
  });

  it('logged in: the same, with "Meine Favoriten" in place of "Mein Fußball"', async () => {
    document.cookie = 'FBDE_LOGIN=1; path=/';
    favourites.respond(() => HttpResponse.json({ favorites: {} }));
    const user = { id: '10002', displayName: 'Max Mustermann' } as RequestState['user'];
    const { nav, props } = serverNavigation(user);
    const { container } = render(
      <NavigationFlyout props={props} host={document.createElement('div')} />,
    );
    const widget = container.querySelector('nav');
    if (!widget) throw new Error('the widget rendered no navigation');
    await waitFor(() => expect(favourites.requests).toHaveLength(1));
    expect(shape(nav)).toEqual(shape(widget));
    expect(nav.textContent).toContain('Meine Favoriten');
    expect(nav.textContent).not.toContain('Mein Fußball');
  });
});
