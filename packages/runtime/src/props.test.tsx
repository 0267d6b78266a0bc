import { describe, expect, it } from 'vitest';
import { propToAttribute } from './propErrors.ts';
import { attributeToProp, readRawProps } from './props.ts';

function el(html: string): HTMLElement {
  const wrapper = document.createElement('div');
  wrapper.innerHTML = html;
  return wrapper.firstElementChild as HTMLElement;
}

describe('names', () => {
  it('camelCases data attributes like dataset does, and back', () => {
    expect(attributeToProp('data-json-base')).toBe('jsonBase');
    expect(attributeToProp('data-areas-url')).toBe('areasUrl');
    expect(attributeToProp('data-x')).toBe('x');
    expect(propToAttribute('competitionsUrl')).toBe('data-competitions-url');
  });
});

describe('readRawProps', () => {
  it('takes every data-* attribute except data-widget and data-widget-state', () => {
    const result = readRawProps(
      el(
        '<div data-widget="x" data-widget-state="error" data-json-base="/b.json" class="c" id="i" data-max="3"></div>',
      ),
    );
    expect(result).toMatchObject({ ok: true, props: { jsonBase: '/b.json', max: '3' } });
    if (result.ok) expect(Object.keys(result.props).sort()).toEqual(['jsonBase', 'max']);
  });

  it('merges a child props script; attributes override its keys', () => {
    const result = readRawProps(
      el(
        '<div data-widget="x" data-title="Attr"><script type="application/json" data-props>{"title":"Json","teams":[1,2]}</script></div>',
      ),
    );
    expect(result).toMatchObject({ ok: true, props: { title: 'Attr', teams: [1, 2] } });
    if (result.ok) expect([...result.attributeProps]).toEqual(['title']);
  });

  it('ignores scripts of another type and nested scripts', () => {
    const result = readRawProps(
      el(
        '<div><script type="text/plain" data-props>{"a":1}</script><div><script type="application/json" data-props>{"b":2}</script></div></div>',
      ),
    );
    expect(result).toEqual({ ok: true, props: {}, attributeProps: new Set() });
  });

  it('reports props JSON that does not parse', () => {
    const result = readRawProps(
      el('<div><script type="application/json" data-props>{a:1}</script></div>'),
    );
    expect(result).toEqual({
      ok: false,
      problem: {
        attribute: 'data-props script',
        expected: 'valid JSON',
        received: 'text that is not JSON',
      },
    });
  });

  it('reports props JSON that is not an object', () => {
    const result = readRawProps(
      el('<div><script type="application/json" data-props>[1]</script></div>'),
    );
    expect(result).toMatchObject({
      ok: false,
      problem: { attribute: 'data-props script', received: 'an array' },
    });
  });

  it('remembers the JSON after React replaced the host content', () => {
    const host = el(
      '<div data-a="1"><script type="application/json" data-props>{"b":2}</script></div>',
    );
    readRawProps(host);
    host.innerHTML = '<p>rendered</p>';
    expect(readRawProps(host)).toMatchObject({ ok: true, props: { a: '1', b: 2 } });
  });
});
