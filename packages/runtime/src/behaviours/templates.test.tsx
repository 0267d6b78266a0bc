import { afterEach, describe, expect, it } from 'vitest';
import { clearCookies } from '../testing/fakes.ts';
import { applyTemplates } from './templates.ts';

function page(html: string): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = html;
  document.body.append(root);
  return root;
}

afterEach(() => {
  document.body.innerHTML = '';
  clearCookies();
});

describe('applyTemplates', () => {
  it('fills %NAME% in text from cookies, as text, and missing names with nothing', () => {
    document.cookie = `FBDE_USER_NAME=${encodeURIComponent('<b>Max</b>')}`;
    const root = page(
      '<p data-template>Hallo %FBDE_USER_NAME%! %FBDE_MISSING%Schön, 50% bis 60%.</p>',
    );
    applyTemplates(root);
    const p = root.querySelector('p')!;
    expect(p.textContent).toBe('Hallo <b>Max</b>! Schön, 50% bis 60%.');
    expect(p.querySelector('b')).toBeNull();
  });

  it('fills the attributes listed in data-template-attrs, URL-encoding URL attributes', () => {
    document.cookie = 'FBDE_USER_ID=a/b';
    document.cookie = 'FBDE_USER_NAME=Max';
    const root = page(
      '<a data-template data-template-attrs="href title" href="/fanprofil/-/userid/%FBDE_USER_ID%" title="Profil von %FBDE_USER_NAME%" data-x="%FBDE_USER_NAME%">x</a>',
    );
    applyTemplates(root);
    const a = root.querySelector('a')!;
    expect(a.getAttribute('href')).toBe('/fanprofil/-/userid/a%2Fb');
    expect(a.getAttribute('title')).toBe('Profil von Max');
    expect(a.getAttribute('data-x')).toBe('%FBDE_USER_NAME%');
  });

  it('does not expand placeholders that arrive inside a value', () => {
    document.cookie = 'FBDE_A=%25FBDE_B%25';
    document.cookie = 'FBDE_B=boom';
    const root = page('<span data-template>%FBDE_A%</span>');
    applyTemplates(root);
    expect(root.textContent).toBe('%FBDE_B%');
  });
});
