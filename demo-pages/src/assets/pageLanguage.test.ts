// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { sync } from './page-language.js';

/** A body as the server renders it in one language. */
function page(html: string): HTMLElement {
  const doc = document.implementation.createHTMLDocument('');
  doc.body.innerHTML = html;
  return doc.body;
}

const chart = (series: string) =>
  `<section><h2>Statistik</h2><div data-widget="line-chart" data-title="${series}"><script type="application/json" data-props>{"series":[{"name":"${series}","values":[1,2]}]}</script></div></section>`;

const propsScripts = (host: Element) =>
  [...host.children].filter((el) => el.matches('script[type="application/json"][data-props]'));

describe("the language switch carries a widget host's props over", () => {
  let host: HTMLElement;
  beforeEach(() => {
    document.body.innerHTML = chart('Tore');
    host = document.querySelector('[data-widget]') as HTMLElement;
    // The widget has replaced the host's server content, its props script with it.
    host.replaceChildren(document.createElement('figure'));
  });

  it('puts the props script of the page in the new language into the host', () => {
    sync(document.body, page(chart('Goals')));
    expect(host.getAttribute('data-title')).toBe('Goals');
    const [script] = propsScripts(host);
    expect(JSON.parse(script?.textContent ?? '')).toEqual({
      series: [{ name: 'Goals', values: [1, 2] }],
    });
    // The widget's own nodes stay.
    expect(host.querySelector('figure')).not.toBeNull();
  });

  it('keeps one props script over several switches', () => {
    sync(document.body, page(chart('Goals')));
    sync(document.body, page(chart('Tore')));
    const scripts = propsScripts(host);
    expect(scripts).toHaveLength(1);
    expect(JSON.parse(scripts[0]?.textContent ?? '').series[0].name).toBe('Tore');
  });
});
