// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { hasVisibleContent, isCloseClick } from './logic.ts';

function fragment(html: string): DocumentFragment {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.content;
}

describe('hasVisibleContent', () => {
  it('is true for text or visible elements', () => {
    expect(hasVisibleContent(fragment('<p>Umfrage</p>'))).toBe(true);
    expect(hasVisibleContent(fragment('<img src="/u.png" alt="">'))).toBe(true);
    expect(hasVisibleContent(fragment('<a href="/umfrage"></a>'))).toBe(true);
  });

  it('is false for whitespace and empty elements', () => {
    expect(hasVisibleContent(fragment('  \n '))).toBe(false);
    expect(hasVisibleContent(fragment('<div> <span></span> </div>'))).toBe(false);
  });
});

describe('isCloseClick', () => {
  it('recognises marked closers and their children', () => {
    const root = fragment(
      '<button data-survey-close><span>x</span></button><p>t</p><a data-layer-close>z</a>',
    );
    expect(isCloseClick(root.querySelector('span'))).toBe(true);
    expect(isCloseClick(root.querySelector('a'))).toBe(true);
    expect(isCloseClick(root.querySelector('p'))).toBe(false);
    expect(isCloseClick(null)).toBe(false);
  });
});
