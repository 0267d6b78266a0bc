import { afterEach, describe, expect, it } from 'vitest';
import { resetConfig } from './config.ts';
import { createDraft } from '@anstoss/storage';
import { draftAccount, getSession, watchDrafts } from './session.ts';
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

describe('drafts and logout', () => {
  const text = {
    safeParse: (v: unknown) =>
      typeof v === 'string' ? { success: true as const, data: v } : { success: false as const },
  };

  it('keys drafts by the signed-in user and clears them when the logout form is sent', () => {
    watchDrafts();
    document.cookie = 'FBDE_LOGIN=1';
    document.cookie = 'FBDE_USER_ID=u-42';
    expect(draftAccount()).toBe('u-42');
    createDraft('upload', text, { storage: 'session' }).write('Mein Tor');
    createDraft('comment', text).write('Hallo');
    expect(sessionStorage.getItem('anstoss.draft.u-42.upload')).toContain('Mein Tor');

    document.body.innerHTML =
      '<form method="post" action="/logout"><button>Abmelden</button></form>' +
      '<form method="post" action="/suche"><button>Suchen</button></form>';
    const [logout, search] = [...document.forms];
    search!.addEventListener('submit', (e) => e.preventDefault());
    search!.requestSubmit();
    expect(createDraft('comment', text).read()).toBe('Hallo');
    logout!.addEventListener('submit', (e) => e.preventDefault());
    logout!.requestSubmit();
    expect(createDraft('comment', text).read()).toBeNull();
    expect(sessionStorage.getItem('anstoss.draft.u-42.upload')).toBeNull();
    document.body.innerHTML = '';
    localStorage.clear();
    sessionStorage.clear();
  });
});
