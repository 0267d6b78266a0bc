import { afterEach, describe, expect, it } from 'vitest';
import { resetConfig } from './config.ts';
import { getSession } from './session.ts';
import { clearCookies, setPageConfig } from './testing/fakes.ts';

afterEach(() => {
  clearCookies();
  setPageConfig(null);
  resetConfig();
});

describe('getSession', () => {
  it('is anonymous without the login cookie', () => {
    expect(getSession()).toEqual({ loggedIn: false, userId: null });
  });

  it('reads login and user id cookies named after the product prefix', () => {
    document.cookie = 'FBDE_LOGIN=1';
    document.cookie = 'FBDE_USER_ID=u-42';
    expect(getSession()).toEqual({ loggedIn: true, userId: 'u-42' });
  });

  it('treats "0" as logged out', () => {
    document.cookie = 'FBDE_LOGIN=0';
    expect(getSession().loggedIn).toBe(false);
  });

  it('follows the configured cookie names', () => {
    setPageConfig({ productPrefix: 'AFDE' });
    resetConfig();
    document.cookie = 'FBDE_LOGIN=1';
    expect(getSession().loggedIn).toBe(false);
    document.cookie = 'AFDE_LOGIN=1';
    expect(getSession().loggedIn).toBe(true);
  });
});
