import { expectConsoleError, expectConsoleWarn } from '../../../../scripts/console-guard.ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeNavigation, type FakeNavigation } from '../testing/navigation.ts';
import { applyLinkGuard } from './linkGuard.ts';
import { startPopupLinks } from './popupLinks.ts';
import { applyShareLinks, shareUrl, startShareLinks } from './shareLinks.ts';
import { SUSPICIOUS_LINK_SELECTOR } from '../behaviourSelectors.ts';

const $ = <E extends Element = HTMLAnchorElement>(selector: string): E =>
  document.querySelector<E>(selector)!;
/** Clicks and reports whether our listeners (on document) prevented the default; jsdom cannot
 *  navigate, so navigation is stopped afterwards on window. */
const click = (el: Element, init: MouseEventInit = {}): { defaultPrevented: boolean } => {
  let defaultPrevented = false;
  const stopNavigation = (e: Event): void => {
    defaultPrevented = e.defaultPrevented;
    e.preventDefault();
  };
  window.addEventListener('click', stopNavigation);
  el.dispatchEvent(
    new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init }),
  );
  window.removeEventListener('click', stopNavigation);
  return { defaultPrevented };
};

let stops: (() => void)[] = [];
let open: FakeNavigation['open'];
beforeEach(() => {
  open = installFakeNavigation().open.mockImplementation(
    () => ({ opener: window }) as unknown as Window,
  );
  stops = [startPopupLinks(), startShareLinks()];
});
afterEach(() => {
  stops.forEach((stop) => stop());
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('popup links', () => {
  it('open their href in a 440x550 window at 20,20 with scrollbars and status bar, not resizable', () => {
    document.body.innerHTML = '<a href="/impressum" data-popup="impressum">Impressum</a>';
    const event = click($('a'));
    expect(event.defaultPrevented).toBe(true);
    expect(open).toHaveBeenCalledWith(
      `${location.origin}/impressum`,
      'impressum',
      'width=440,height=550,left=20,top=20,scrollbars=yes,status=yes,resizable=no',
    );
  });

  it('cut the opener of a popup on another site', () => {
    const popup = { opener: window } as unknown as Window;
    open.mockReturnValue(popup);
    document.body.innerHTML = '<a href="https://example.org/" data-popup>x</a>';
    click($('a'));
    expect(open.mock.calls[0]?.[1]).toBe('anstoss_popup');
    expect(popup.opener).toBeNull();
  });

  it('navigate normally when the popup is blocked or the click is modified', () => {
    open.mockReturnValue(null);
    document.body.innerHTML = '<a href="/impressum" data-popup>Impressum</a>';
    expect(click($('a')).defaultPrevented).toBe(false);
    open.mockClear();
    expect(click($('a'), { metaKey: true }).defaultPrevented).toBe(false);
    expect(open).not.toHaveBeenCalled();
  });
});

describe('share links', () => {
  it('build the share URL of each network with the page URL; the messenger uses whatsapp://send?text=', () => {
    const url = 'https://www.fussball.de/spiel/x#!/';
    expect(shareUrl('facebook', url, 'T')).toBe(
      'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fwww.fussball.de%2Fspiel%2Fx%23!%2F',
    );
    expect(shareUrl('x', url, 'Spiel')).toBe(
      'https://x.com/intent/tweet?url=https%3A%2F%2Fwww.fussball.de%2Fspiel%2Fx%23!%2F&text=Spiel',
    );
    expect(shareUrl('whatsapp', url, 'Spiel')).toBe(
      'whatsapp://send?text=Spiel%20https%3A%2F%2Fwww.fussball.de%2Fspiel%2Fx%23!%2F',
    );
    expect(shareUrl('mail', url, 'Spiel')).toBe(
      'mailto:?subject=Spiel&body=https%3A%2F%2Fwww.fussball.de%2Fspiel%2Fx%23!%2F',
    );
  });

  it('get their real href; networks open in the popup, messenger and mail follow the link', () => {
    document.title = 'Spielbericht';
    document.body.innerHTML =
      '<a id="f" data-share="facebook">Facebook</a><a id="t" data-share="twitter">X</a><a id="w" data-share="whatsapp">WhatsApp</a><a id="m" data-share="mail">E-Mail</a>';
    applyShareLinks(document);
    expect($('#w').getAttribute('href')).toBe(
      `whatsapp://send?text=${encodeURIComponent(`Spielbericht ${location.href}`)}`,
    );
    expect($('#m').getAttribute('href')).toMatch(/^mailto:\?subject=Spielbericht&body=/);
    expect(click($('#f')).defaultPrevented).toBe(true);
    expect(open).toHaveBeenCalledWith(
      expect.stringMatching(/^https:\/\/www\.facebook\.com\/sharer/),
      'anstoss_share',
      expect.stringContaining('width=440'),
    );
    expect(click($('#t')).defaultPrevented).toBe(true);
    expect(click($('#w')).defaultPrevented).toBe(false);
    expect(click($('#m')).defaultPrevented).toBe(false);
    expect(open).toHaveBeenCalledTimes(2);
  });

  it('carry the URL current at click time (the #! route may have changed)', () => {
    document.body.innerHTML = '<a data-share="whatsapp">WhatsApp</a>';
    applyShareLinks(document);
    history.replaceState(null, '', '#!/section/tabelle');
    click($('a'));
    expect(decodeURIComponent($('a').getAttribute('href')!)).toContain('#!/section/tabelle');
    history.replaceState(null, '', '/');
  });

  it('share another page with data-share-url, but only with an allowed scheme', () => {
    document.body.innerHTML =
      '<a id="ok" data-share="facebook" data-share-url="/news/1">x</a><a id="bad" data-share="facebook" data-share-url="javascript:alert(1)">y</a>';
    applyShareLinks(document);
    expect($('#ok').getAttribute('href')).toContain(
      encodeURIComponent(`${location.origin}/news/1`),
    );
    expect($('#bad').getAttribute('href')).toContain(encodeURIComponent(location.href));
  });

  it('report an unknown network', () => {
    const error = expectConsoleError();
    document.body.innerHTML = '<a data-share="myspace">x</a>';
    applyShareLinks(document);
    expect(error).toHaveBeenCalledWith(
      expect.stringContaining('data-share="myspace"'),
      expect.anything(),
    );
  });
});

describe('link-scheme guard', () => {
  it('removes the href of bad links and leaves good ones', () => {
    const warn = expectConsoleWarn();
    document.body.innerHTML =
      '<a id="bad" href="java&#x09;script:alert(1)">x</a><a id="data" href="data:text/html;base64,PHNjcmlwdD4=">d</a>' +
      '<a id="ok" href="https://www.fussball.de/">ok</a><a id="rel" href="/spiel/1:2">rel</a><map><area id="area" href="vbscript:x"></map>';
    applyLinkGuard(document);
    expect($('#bad').hasAttribute('href')).toBe(false);
    expect($('#bad').hasAttribute('data-href-blocked')).toBe(true);
    expect($('#data').hasAttribute('href')).toBe(false);
    expect($('#area').hasAttribute('href')).toBe(false);
    expect($('#ok').getAttribute('href')).toBe('https://www.fussball.de/');
    expect($('#rel').getAttribute('href')).toBe('/spiel/1:2');
    expect(warn).toHaveBeenCalledTimes(3);
  });

  it('its pre-filter selector catches every disguised bad link but not ordinary ones', () => {
    document.body.innerHTML = [
      'javascript:x',
      'java\tscript:x',
      '\u0000javascript:x',
      ' JAVASCRIPT:x',
      'data:x',
      'https://a.de',
      'HTTP://a.de',
      '/a:b',
      '#!/x',
      'mailto:a@b.de',
    ]
      .map((href) => `<a href="${href.replace(/"/g, '&quot;')}"></a>`)
      .join('');
    const matched = [...document.querySelectorAll(SUSPICIOUS_LINK_SELECTOR)].map((a) =>
      a.getAttribute('href'),
    );
    expect(matched).toEqual([
      'javascript:x',
      'java\tscript:x',
      '\ufffdjavascript:x',
      ' JAVASCRIPT:x',
      'data:x',
    ]);
  });
});
