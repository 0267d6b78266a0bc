import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeNavigation, type FakeNavigation } from '../testing/navigation.ts';
import { resetConfig } from '../config.ts';
import { clearCookies, setPageConfig } from '../testing/fakes.ts';
import { loginRedirectUrl } from '../navigation.ts';
import { startLoginGate } from './loginGate.ts';

let stop: () => void;
let assign: FakeNavigation['go'];

function page(html: string): HTMLElement {
  document.body.innerHTML = html;
  return document.body;
}
const $ = <E extends Element = HTMLElement>(selector: string): E =>
  document.querySelector<E>(selector)!;

function pointerFocus(el: HTMLElement): void {
  el.dispatchEvent(new Event('pointerdown', { bubbles: true, cancelable: true }));
  el.focus();
}
function key(el: HTMLElement, name: string): KeyboardEvent {
  const event = new KeyboardEvent('keydown', { key: name, bubbles: true, cancelable: true });
  el.dispatchEvent(event);
  return event;
}

// The return address is the page within this site (path, query, hash): currentPageUrl().
const expectedUrl = (): string =>
  `/login?fw_url=${encodeURIComponent(location.pathname + location.search + location.hash)}`;

beforeEach(() => {
  vi.useFakeTimers();
  assign = installFakeNavigation().go;
  stop = startLoginGate();
});
afterEach(() => {
  stop();
  vi.useRealTimers();
  vi.restoreAllMocks();
  clearCookies();
  setPageConfig(null);
  resetConfig();
  document.body.innerHTML = '';
});

describe('loginRedirectUrl', () => {
  it('appends fw_url with the encoded current URL', () => {
    expect(loginRedirectUrl('/login', 'https://www.fussball.de/a?b=1#!/x')).toBe(
      '/login?fw_url=https%3A%2F%2Fwww.fussball.de%2Fa%3Fb%3D1%23!%2Fx',
    );
    expect(loginRedirectUrl('/login?sso=1', 'https://x.de/')).toBe(
      '/login?sso=1&fw_url=https%3A%2F%2Fx.de%2F',
    );
  });
});

describe('anonymous visitors', () => {
  it('focusing a text field, textarea or button by pointer inside [data-user-disabled] goes to the login', () => {
    page(
      '<form data-user-disabled><input id="t" type="text"><textarea id="a"></textarea><button id="b" type="button">Senden</button></form>',
    );
    pointerFocus($('#t'));
    expect(assign).toHaveBeenCalledWith(expectedUrl());
    vi.advanceTimersByTime(1000);
    pointerFocus($('#a'));
    vi.advanceTimersByTime(1000);
    pointerFocus($('#b'));
    expect(assign).toHaveBeenCalledTimes(3);
  });

  it('Tab focus alone does not redirect (WCAG 3.2.1), typing does', () => {
    page('<div data-login-gate><input id="t"></div>');
    $('#t').focus();
    expect(assign).not.toHaveBeenCalled();
    expect(key($('#t'), 'Tab').defaultPrevented).toBe(false);
    const typed = key($('#t'), 'a');
    expect(typed.defaultPrevented).toBe(true);
    expect(assign).toHaveBeenCalledWith(expectedUrl());
  });

  it('activating a gated button with the keyboard redirects', () => {
    page('<div data-user-disabled><button id="b">Bewerten</button></div>');
    key($('#b'), 'Enter');
    expect(assign).toHaveBeenCalledTimes(1);
  });

  it('arrow keys, Home/End and PageUp/PageDown move, they do not use a gated control', () => {
    page('<div data-login-gate><input id="t"><button id="b">Abstimmen</button></div>');
    for (const k of ['ArrowDown', 'ArrowUp', 'ArrowLeft', 'ArrowRight', 'Home', 'End', 'PageDown'])
      expect(key($('#t'), k).defaultPrevented).toBe(false);
    key($('#b'), 'ArrowDown');
    expect(assign).not.toHaveBeenCalled();
  });

  it('does not gate checkboxes and radios by focus', () => {
    page('<div data-user-disabled><input id="c" type="checkbox"><input id="r" type="radio"></div>');
    pointerFocus($('#c'));
    pointerFocus($('#r'));
    expect(assign).not.toHaveBeenCalled();
  });

  it('gates checkbox groups, radio groups and toggles marked data-login-gate', () => {
    page(
      '<fieldset data-login-gate><input id="c" type="checkbox"><input id="r" type="radio" name="x"></fieldset>' +
        '<div data-login-gate><span id="s" role="switch" aria-checked="false" tabindex="0"></span></div>',
    );
    $<HTMLInputElement>('#c').click();
    expect($<HTMLInputElement>('#c').checked).toBe(false);
    expect(assign).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1000);
    key($('#r'), ' ');
    expect(assign).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(1000);
    $('#s').click();
    expect(assign).toHaveBeenCalledTimes(3);
  });

  it('clicking a login trigger link redirects instead of following it', () => {
    page('<p><a id="l" href="/kommentare" data-login-trigger>Jetzt anmelden und mitreden</a></p>');
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    $('#l').dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(assign).toHaveBeenCalledWith(expectedUrl());
  });

  it('gates upload controls in a gated area and file inputs in a modal dialog', () => {
    page(
      '<div data-user-disabled><input id="u" type="file"></div><dialog open><input id="d" type="file"></dialog><input id="free" type="file">',
    );
    const first = new MouseEvent('click', { bubbles: true, cancelable: true });
    $('#u').dispatchEvent(first);
    expect(first.defaultPrevented).toBe(true);
    vi.advanceTimersByTime(1000);
    $('#d').click();
    expect(assign).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(1000);
    const free = new MouseEvent('click', { bubbles: true, cancelable: true });
    $('#free').dispatchEvent(free);
    expect(free.defaultPrevented).toBe(false);
    expect(assign).toHaveBeenCalledTimes(2);
  });

  it('gates select boxes marked data-login-gate before they open', () => {
    page(
      '<select id="s" data-login-gate><option>A</option></select><div data-user-disabled><select id="plain"><option>B</option></select></div>',
    );
    $('#plain').dispatchEvent(new Event('pointerdown', { bubbles: true, cancelable: true }));
    expect(assign).not.toHaveBeenCalled();
    const down = new Event('pointerdown', { bubbles: true, cancelable: true });
    $('#s').dispatchEvent(down);
    expect(down.defaultPrevented).toBe(true);
    expect(assign).toHaveBeenCalledTimes(1);
  });

  it('leaves controls outside gated areas alone', () => {
    page(
      '<form onsubmit="return false"><input id="t"><button id="b" type="button">Suchen</button></form>',
    );
    pointerFocus($('#t'));
    $('#b').click();
    expect(assign).not.toHaveBeenCalled();
  });

  it('uses the configured login URL', () => {
    setPageConfig({ loginUrl: 'https://sso.fussball.de/login' });
    resetConfig();
    page('<div data-login-gate><button id="b">x</button></div>');
    $('#b').click();
    expect(assign).toHaveBeenCalledWith(
      `https://sso.fussball.de/login?fw_url=${encodeURIComponent(location.href)}`,
    );
  });
});

describe('logged-in members', () => {
  it('use gated controls normally', () => {
    document.cookie = 'FBDE_LOGIN=1';
    page(
      '<div data-user-disabled data-login-gate><input id="t"><input id="c" type="checkbox"><a id="l" href="#x" data-login-trigger>x</a></div>',
    );
    pointerFocus($('#t'));
    $<HTMLInputElement>('#c').click();
    $('#l').click();
    expect($<HTMLInputElement>('#c').checked).toBe(true);
    expect(assign).not.toHaveBeenCalled();
  });
});
