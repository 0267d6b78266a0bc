import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  on,
  resetConsentStore,
  resetServiceConsentStore,
  serviceConsentStore,
} from '@anstoss/runtime/widget';
import { deleteCookie, readCookie, writeCookie } from '@anstoss/storage';
import { expectNoAxeViolations, initTestI18n } from '@anstoss/ui/testing';
import { CookieConsent } from './CookieConsent.tsx';
import { COOKIE_NAMES } from './fixtures.ts';
import { cookieConsentProps } from './props.ts';

const SERVICES = 'FBDE_CONSENT_SERVICES';

function renderWidget() {
  return render(
    <CookieConsent props={cookieConsentProps.parse({})} host={document.createElement('div')} />,
  );
}

beforeAll(() => initTestI18n('de'));
beforeEach(() => {
  // A returning visitor: the layer opens only through the settings link.
  writeCookie(COOKIE_NAMES.dismiss, '1', { domain: '' });
  resetConsentStore();
  resetServiceConsentStore();
});
afterEach(() => {
  for (const name of [COOKIE_NAMES.dismiss, COOKIE_NAMES.choice, SERVICES]) deleteCookie(name);
  document.body.innerHTML = '';
});

async function openSettings() {
  const link = document.createElement('a');
  link.href = '#';
  link.dataset.cookieSettingsOpen = '';
  link.textContent = 'Cookie-Einstellungen';
  document.body.append(link);
  const user = userEvent.setup();
  await user.click(link);
  return user;
}

describe('cookie-consent: remembered video services', () => {
  it('lists each remembered service; withdrawing removes it from the cookie and closes players', async () => {
    writeCookie(SERVICES, '{"sport-tv":true,"tv-player":true}', { domain: '' });
    const withdrawn = vi.fn();
    const off = on('serviceConsentWithdrawn', withdrawn);
    renderWidget();
    const user = await openSettings();
    expect(screen.getByRole('heading', { name: 'Videodienste, die du immer lädst' })).toBeVisible();
    expect(screen.getByText('tv-player')).toBeInTheDocument();
    expect(screen.getByText('sport-tv')).toBeInTheDocument();
    await expectNoAxeViolations(screen.getByRole('dialog'));

    await user.click(screen.getByRole('button', { name: 'Einwilligung für tv-player widerrufen' }));
    expect(withdrawn).toHaveBeenCalledWith({ service: 'tv-player' });
    expect(readCookie(SERVICES)).toBe('{"sport-tv":true}');
    expect(screen.queryByText('tv-player')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Videodienste, die du immer lädst' })).toHaveFocus();
    expect(screen.getByText('Einwilligung für tv-player widerrufen.')).toHaveAttribute(
      'role',
      'status',
    );

    await user.click(screen.getByRole('button', { name: 'Einwilligung für sport-tv widerrufen' }));
    expect(readCookie(SERVICES)).toBeNull();
    expect(screen.queryByRole('heading', { name: /Videodienste/ })).toBeNull();
    off();
  });

  it('a garbage cookie lists nothing and breaks nothing', async () => {
    writeCookie(SERVICES, '{"__proto__":true}', { domain: '' });
    renderWidget();
    await openSettings();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /Videodienste/ })).toBeNull();
  });

  it('a service remembered while the layer is open appears', async () => {
    renderWidget();
    await openSettings();
    act(() => serviceConsentStore.remember('tv-player'));
    expect(screen.getByText('tv-player')).toBeInTheDocument();
  });
});
