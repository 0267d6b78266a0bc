import { afterEach, describe, expect, it } from 'vitest';
import { resetConfig } from './config.ts';
import { setPageConfig } from './testing/fakes.ts';
import { installFakeNavigation } from './testing/navigation.ts';
import { goToLogin, loginRedirectUrl } from './navigation.ts';

afterEach(() => {
  setPageConfig(null);
  resetConfig();
});

describe('goToLogin', () => {
  it('goes to the configured login with the current page as fw_url', () => {
    const { go } = installFakeNavigation();
    setPageConfig({ loginUrl: '/anmelden?sso=1' });
    resetConfig();
    goToLogin();
    expect(go).toHaveBeenCalledOnce();
    expect(go).toHaveBeenCalledWith(loginRedirectUrl('/anmelden?sso=1', location.href));
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
