import { expectConsoleError } from '../../../../scripts/console-guard.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetConfig } from '../config.ts';
import { clearCookies, setPageConfig } from '../testing/fakes.ts';
import { applyConditions } from './conditions.ts';

function page(html: string): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = html;
  document.body.append(root);
  return root;
}

afterEach(() => {
  document.body.innerHTML = '';
  clearCookies();
  setPageConfig(null);
  resetConfig();
  history.replaceState(null, '', '/');
  vi.restoreAllMocks();
});

describe('applyConditions', () => {
  it('marks elements whose exist-type conditions all fail as user-disabled', () => {
    document.cookie = 'FBDE_ROLE=club';
    const root = page(
      '<button id="a" data-condition="exist FBDE_LOGIN">Kommentieren</button>' +
        '<button id="b" data-condition="exist FBDE_LOGIN; equal FBDE_ROLE club">Bearbeiten</button>',
    );
    applyConditions(root);
    expect(root.querySelector('#a')!.hasAttribute('data-user-disabled')).toBe(true);
    expect(root.querySelector('#b')!.hasAttribute('data-user-disabled')).toBe(false);
  });

  it('removes elements whose visible-type conditions all fail', () => {
    document.cookie = 'FBDE_LOGIN=1';
    const root = page(
      '<p id="a" data-condition="existVisible FBDE_LOGIN">Hallo</p><p id="b" data-condition="notexistVisible FBDE_LOGIN">Anmelden</p>',
    );
    applyConditions(root);
    expect(root.querySelector('#a')).not.toBeNull();
    expect(root.querySelector('#b')).toBeNull();
  });

  it('reads config: names from the page config userConfig', () => {
    setPageConfig({ userConfig: { isU16: 'yes' } });
    resetConfig();
    const root = page(
      '<div id="a" data-condition="existVisible config:isU16"></div><div id="b" data-condition="existVisible config:other"></div>',
    );
    applyConditions(root);
    expect(root.querySelector('#a')).not.toBeNull();
    expect(root.querySelector('#b')).toBeNull();
  });

  it('knows the owner of a fan profile from the path', () => {
    history.replaceState(null, '', '/fanprofil/-/userid/u-9');
    document.cookie = 'FBDE_USER_ID=u-9';
    const root = page(
      '<a id="edit" data-condition="existVisible FBDE_USER_ID; equalsProfileUserId FBDE_USER_ID">Profil bearbeiten</a>',
    );
    applyConditions(root);
    expect(root.querySelector('#edit')!.hasAttribute('data-user-disabled')).toBe(false);
    history.replaceState(null, '', '/fanprofil/-/userid/u-1');
    const other = page(
      '<a id="edit2" data-condition="equalsProfileUserId FBDE_USER_ID">Profil bearbeiten</a>',
    );
    applyConditions(other);
    expect(other.querySelector('#edit2')!.hasAttribute('data-user-disabled')).toBe(true);
  });

  it('reports a clause it cannot read', () => {
    const error = expectConsoleError();
    applyConditions(page('<p data-condition="exists FBDE_LOGIN"></p>'));
    expect(error).toHaveBeenCalledWith(
      expect.stringContaining('"exists FBDE_LOGIN"'),
      expect.anything(),
    );
  });
});
