import { afterEach, describe, expect, it } from 'vitest';
import { applyHostLanguage, hostLanguage, inheritedLanguage } from './hostLanguage.ts';

afterEach(() => {
  document.body.innerHTML = '';
});

function hostIn(markup: string): HTMLElement {
  document.body.innerHTML = markup;
  const host = document.querySelector<HTMLElement>('[data-widget]');
  if (!host) throw new Error('no host');
  return host;
}

describe('host language', () => {
  it('needs lang only where the active language differs from the inherited one', () => {
    expect(hostLanguage('de', 'en')).toBe('en');
    expect(hostLanguage('de-DE', 'de')).toBeNull();
    expect(hostLanguage('EN', 'en')).toBeNull();
    expect(hostLanguage('', 'de')).toBe('de');
  });

  it('reads the nearest ancestor with lang', () => {
    const host = hostIn(
      '<div lang="en"><main lang="de"><p><span data-widget="x"></span></p></main></div>',
    );
    expect(inheritedLanguage(host)).toBe('de');
  });

  it('an English widget inside <main lang="de"> gets lang="en", and loses it again in German', () => {
    const host = hostIn('<main lang="de"><div data-widget="tabs"></div></main>');
    applyHostLanguage(host, 'en');
    expect(host).toHaveAttribute('lang', 'en');
    applyHostLanguage(host, 'de');
    expect(host).not.toHaveAttribute('lang');
  });

  it('leaves an editor’s own lang alone', () => {
    const host = hostIn('<main lang="de"><div data-widget="tabs" lang="fr"></div></main>');
    applyHostLanguage(host, 'en');
    expect(host).toHaveAttribute('lang', 'fr');
  });
});
