// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { tabbableElements } from './focusable.ts';

function container(html: string): HTMLElement {
  const div = document.createElement('div');
  div.innerHTML = html;
  return div;
}

describe('tabbableElements', () => {
  it('lists reachable controls in DOM order', () => {
    const root = container(`
      <a href="/a">a</a><a>no href</a>
      <button>b</button><button disabled>off</button>
      <input type="hidden"><input id="i">
      <div tabindex="0">t</div><div tabindex="-1">skip</div>`);
    expect(tabbableElements(root).map((el) => el.textContent || el.id)).toEqual([
      'a',
      'b',
      'i',
      't',
    ]);
  });

  it('skips controls inside hidden, inert or display:none subtrees', () => {
    const root = container(`
      <div hidden><button>h</button></div>
      <div inert><button>i</button></div>
      <div style="display:none"><button>n</button></div>
      <button>ok</button>`);
    expect(tabbableElements(root).map((el) => el.textContent)).toEqual(['ok']);
  });
});
