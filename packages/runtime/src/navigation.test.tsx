import { afterEach, describe, expect, it } from 'vitest';
import { resetConfig } from './config.ts';
import { setPageConfig } from './testing/fakes.ts';
import { installFakeNavigation } from './testing/navigation.ts';
import { currentPageUrl, goToLogin, loginRedirectUrl } from './navigation.ts';

afterEach(() => {
  setPageConfig(null);
  resetConfig();
});

describe('goToLogin', () => {
  it('goes to the configured login with the current page as fw_url', () => {
    const { go } = installFakeNavigation();
    setPageConfig({ loginUrl: '/anmelden?sso=1' });
    resetConfig();
    history.replaceState(null, '', '/verein/x?tab=2#!/kader');
    goToLogin();
    expect(go).toHaveBeenCalledOnce();
    expect(go).toHaveBeenCalledWith(loginRedirectUrl('/anmelden?sso=1', '/verein/x?tab=2#!/kader'));
  });

  it('takes the address to come back to', () => {
    const { go } = installFakeNavigation();
    setPageConfig({ loginUrl: '/login' });
    resetConfig();
    goToLogin('/verein/x?tab=2#!/kader');
    expect(go).toHaveBeenCalledWith(
      `/login?fw_url=${encodeURIComponent('/verein/x?tab=2#!/kader')}`,
    );
  });
});

describe('currentPageUrl', () => {
  it('is path, query and hash of the page, without the origin', () => {
    history.replaceState(null, '', '/spiel/-/id/7?x=1#kommentare');
    expect(currentPageUrl()).toBe('/spiel/-/id/7?x=1#kommentare');
  });

  it('a login on this site gets the path; a central sign-on elsewhere gets the full address', () => {
    history.replaceState(null, '', '/spiel/-/id/7?x=1#kommentare');
    expect(loginRedirectUrl('/login', currentPageUrl())).toBe(
      `/login?fw_url=${encodeURIComponent('/spiel/-/id/7?x=1#kommentare')}`,
    );
    expect(loginRedirectUrl('https://sso.example/login?x=1', currentPageUrl())).toBe(
      `https://sso.example/login?x=1&fw_url=${encodeURIComponent(`${location.origin}/spiel/-/id/7?x=1#kommentare`)}`,
    );
  });
});
