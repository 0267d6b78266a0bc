import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { consentStore, emit, resetConsentStore } from '@anstoss/runtime/widget';
import { deleteCookie, readCookie, writeCookie } from '@anstoss/storage';
import { expectNoAxeViolations, initTestI18n } from '@anstoss/ui/testing';
import { CookieConsent } from './CookieConsent.tsx';
import {
  COOKIE_NAMES,
  choiceCookieValue,
  functionalOnlyChoice,
  marketingOnlyChoice,
} from './fixtures.ts';
import { cookieConsentProps } from './props.ts';

const { dismiss: DISMISS, choice: CHOICE } = COOKIE_NAMES;

function renderWidget(attributes: Record<string, string> = {}) {
  const props = cookieConsentProps.parse(attributes);
  return render(<CookieConsent props={props} host={document.createElement('div')} />);
}

function storedChoice(): unknown {
  const raw = readCookie(CHOICE);
  return raw === null ? null : JSON.parse(raw);
}

function checkbox(name: RegExp) {
  return screen.getByRole('checkbox', { name });
}

beforeAll(() => {
  initTestI18n('de');
});
beforeEach(() => {
  deleteCookie(DISMISS);
  deleteCookie(CHOICE);
  resetConsentStore();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  initTestI18n('de');
  document.body.innerHTML = '';
});

describe('cookie-consent, first visit (spec §4 Cookie layer)', () => {
  it('shows a named, described modal dialog while the dismiss cookie is empty', () => {
    renderWidget();
    const dialog = screen.getByRole('dialog', { name: 'Cookies und Datenschutz' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription(/Wir verwenden Cookies/);
    expect(dialog).toHaveFocus();
  });

  it('defaults to functional false and marketing false; necessary is always on', () => {
    renderWidget();
    expect(checkbox(/Funktional/)).not.toBeChecked();
    expect(checkbox(/Marketing/)).not.toBeChecked();
    expect(checkbox(/Notwendig/)).toBeChecked();
    expect(checkbox(/Notwendig/)).toBeDisabled();
  });

  it('cannot be closed without a choice: no close button, Escape does nothing', async () => {
    const user = userEvent.setup();
    renderWidget();
    expect(screen.queryByRole('button', { name: /schließen/i })).toBeNull();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('"Alle akzeptieren" stores both categories as true, dismisses and confirms', async () => {
    const user = userEvent.setup();
    renderWidget();
    await user.click(screen.getByRole('button', { name: 'Alle akzeptieren' }));
    expect(storedChoice()).toEqual({ functional: true, marketing: true });
    expect(readCookie(DISMISS)).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Deine Cookie-Einstellungen wurden gespeichert.',
    );
    expect(consentStore.getState()).toEqual({
      dismissed: true,
      choice: { functional: true, marketing: true },
    });
  });

  it('"Nur notwendige" stores both categories as false and dismisses', async () => {
    const user = userEvent.setup();
    renderWidget();
    await user.click(checkbox(/Marketing/));
    await user.click(screen.getByRole('button', { name: 'Nur notwendige' }));
    expect(storedChoice()).toEqual({ functional: false, marketing: false });
    expect(readCookie(DISMISS)).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('"Auswahl speichern" stores each checkbox state and shows a confirmation', async () => {
    const user = userEvent.setup();
    renderWidget();
    await user.click(checkbox(/Funktional/));
    await user.click(screen.getByRole('button', { name: 'Auswahl speichern' }));
    expect(storedChoice()).toEqual({ functional: true, marketing: false });
    expect(readCookie(DISMISS)).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('gespeichert');
  });

  it('makes rejecting as prominent as accepting', () => {
    renderWidget();
    const accept = screen.getByRole('button', { name: 'Alle akzeptieren' });
    const reject = screen.getByRole('button', { name: 'Nur notwendige' });
    expect(reject.className).toBe(accept.className);
  });

  it('writes the cookies for 100 days, path /, SameSite=Lax', async () => {
    const writes: string[] = [];
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');
    vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
      writes.push(value);
      descriptor?.set?.call(document, value);
    });
    const user = userEvent.setup();
    renderWidget();
    await user.click(screen.getByRole('button', { name: 'Alle akzeptieren' }));
    for (const name of [DISMISS, CHOICE]) {
      const written = writes.find((w) => w.startsWith(`${name}=`));
      expect(written).toMatch(/; path=\//);
      expect(written).toMatch(/SameSite=Lax/);
      expect(written).toMatch(/max-age=8640000/);
    }
  });

  it('hides the confirmation after a while, or on its button', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderWidget();
    await user.click(screen.getByRole('button', { name: 'Alle akzeptieren' }));
    expect(screen.getByRole('status')).toHaveTextContent('gespeichert');
    act(() => vi.advanceTimersByTime(8000));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('closes the confirmation on its button', async () => {
    const user = userEvent.setup();
    renderWidget();
    await user.click(screen.getByRole('button', { name: 'Nur notwendige' }));
    await user.click(
      within(screen.getByRole('status')).getByRole('button', { name: 'Hinweis ausblenden' }),
    );
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('still hides after an answer when cookies are blocked', async () => {
    vi.spyOn(document, 'cookie', 'set').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderWidget();
    await user.click(screen.getByRole('button', { name: 'Alle akzeptieren' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('links the privacy policy only for a safe URL', () => {
    const first = renderWidget({ privacyUrl: '/datenschutz' });
    expect(screen.getByRole('link', { name: 'Mehr in der Datenschutzerklärung' })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/datenschutz$/),
    );
    first.unmount();
    renderWidget({ privacyUrl: 'javascript:alert(1)' });
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('speaks English when the language is English', () => {
    initTestI18n('en');
    renderWidget();
    expect(screen.getByRole('dialog', { name: 'Cookies and privacy' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Accept all' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Necessary only' })).toBeInTheDocument();
  });

  it('has no axe violations when open', async () => {
    const { container } = renderWidget({ privacyUrl: '/datenschutz' });
    await expectNoAxeViolations(container);
  });
});

describe('cookie-consent, returning visitor', () => {
  it('stays hidden when the dismiss cookie is set', () => {
    writeCookie(DISMISS, '1', { days: 1 });
    renderWidget();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows a stored choice in the checkboxes', () => {
    writeCookie(CHOICE, choiceCookieValue(functionalOnlyChoice), { days: 1 });
    renderWidget();
    expect(checkbox(/Funktional/)).toBeChecked();
    expect(checkbox(/Marketing/)).not.toBeChecked();
  });

  it('hides when another tab answers (the choice cookie is polled)', async () => {
    renderWidget();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    writeCookie(DISMISS, '1', { days: 1 });
    writeCookie(CHOICE, choiceCookieValue({ functional: false, marketing: false }), { days: 1 });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('reopens on a click on [data-cookie-settings-open], closes on Escape and returns focus', async () => {
    writeCookie(DISMISS, '1', { days: 1 });
    writeCookie(CHOICE, choiceCookieValue(marketingOnlyChoice), { days: 1 });
    const footer = document.createElement('footer');
    footer.innerHTML =
      '<a href="#top" data-cookie-settings-open><span>Cookie-Einstellungen</span></a>';
    document.body.append(footer);
    const user = userEvent.setup();
    renderWidget();
    const link = screen.getByRole('link', { name: 'Cookie-Einstellungen' });
    await user.click(screen.getByText('Cookie-Einstellungen'));
    expect(window.location.hash).not.toBe('#top');
    const dialog = screen.getByRole('dialog', { name: 'Cookies und Datenschutz' });
    expect(dialog).toHaveFocus();
    expect(checkbox(/Marketing/)).toBeChecked();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(link).toHaveFocus();
    expect(storedChoice()).toEqual({ functional: false, marketing: true });
  });

  it('reopens on the anstoss:cookieSettingsOpen event and can be changed', async () => {
    writeCookie(DISMISS, '1', { days: 1 });
    const user = userEvent.setup();
    renderWidget();
    act(() => emit('cookieSettingsOpen'));
    await user.click(checkbox(/Marketing/));
    await user.click(screen.getByRole('button', { name: 'Auswahl speichern' }));
    expect(storedChoice()).toEqual({ functional: false, marketing: true });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a reopened layer has a close button that changes nothing', async () => {
    writeCookie(DISMISS, '1', { days: 1 });
    const user = userEvent.setup();
    renderWidget();
    act(() => emit('cookieSettingsOpen'));
    await user.click(checkbox(/Funktional/));
    await user.click(screen.getByRole('button', { name: 'Cookie-Einstellungen schließen' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(storedChoice()).toBeNull();
  });
});
