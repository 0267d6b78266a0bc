import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { checkMarkup, editDistance, knownProps, MAX_CHECKED_HOSTS, openingTag } from './checker.ts';
import { defineWidget, type Registry } from './widget.ts';

const rating = defineWidget({
  name: 'rating',
  props: z.object({
    url: z.string().check(z.minLength(1)),
    itemId: z.string().check(z.minLength(1)),
    average: z._default(z.string().check(z.regex(/^\d+(\.\d+)?$/)), '0'),
  }),
  Component: () => null,
});
const chart = defineWidget({
  name: 'line-chart',
  props: z.object({ title: z.string(), series: z.array(z.object({ name: z.string() })) }),
  Component: () => null,
});

function registry(): Registry {
  return {
    rating: { strategy: 'visible', load: vi.fn(async () => ({ default: rating })) },
    'line-chart': { strategy: 'visible', load: vi.fn(async () => ({ default: chart })) },
    broken: { strategy: 'idle', load: async () => Promise.reject(new Error('offline')) },
  };
}

describe('checkMarkup', () => {
  it('passes a correct host and names missing and wrong attributes like the console', async () => {
    const result = await checkMarkup(
      `<p>Text</p>
       <div data-widget="rating" data-url="/r" data-item-id="7"></div>
       <div data-widget="rating" data-average="viel"></div>`,
      registry(),
    );
    expect(result.total).toBe(2);
    expect(result.hosts[0]).toMatchObject({ index: 1, verdict: 'ok', message: '' });
    const bad = result.hosts[1]!;
    expect(bad.verdict).toBe('invalid');
    expect(bad.problems.map((p) => p.attribute)).toEqual([
      'data-url',
      'data-item-id',
      'data-average',
    ]);
    expect(bad.problems[2]).toMatchObject({ received: '"viel"' });
    expect(bad.message).toMatch(
      /^\[Anstoss\] Widget "rating" was not mounted because of its attributes:/,
    );
    expect(bad.message).toContain('data-url: expected');
  });

  it('reports typos as unknown attributes with the closest known one', async () => {
    const [host] = (
      await checkMarkup(
        '<div data-widget="rating" data-url="/r" data-itemid="7" data-foo="1"></div>',
        registry(),
      )
    ).hosts;
    expect(host!.unknown).toEqual([
      { attribute: 'data-itemid', suggestion: 'data-item-id' },
      { attribute: 'data-foo', suggestion: null },
    ]);
  });

  it('reads the data-props JSON and names a broken one', async () => {
    const result = await checkMarkup(
      `<div data-widget="line-chart" data-title="T"><script type="application/json" data-props>{"series":[{"name":"A"}]}</script></div>
       <div data-widget="line-chart" data-title="T"><script type="application/json" data-props>{series:</script></div>`,
      registry(),
    );
    expect(result.hosts.map((h) => h.verdict)).toEqual(['ok', 'invalid']);
    expect(result.hosts[1]!.problems[0]).toMatchObject({ attribute: 'data-props script' });
    expect(result.scripts).toBe(0);
  });

  it('names unknown widgets and widgets whose code does not load', async () => {
    const result = await checkMarkup(
      '<div data-widget="ratting"></div><div data-widget="broken"></div><div data-widget></div>',
      registry(),
    );
    expect(result.hosts.map((h) => h.verdict)).toEqual([
      'unknown-widget',
      'not-loaded',
      'unknown-widget',
    ]);
    expect(result.hosts[0]!.message).toContain('expected one of broken, line-chart, rating');
  });

  it('never runs scripts or handlers of the markup, and counts the scripts', async () => {
    const spy = vi.fn();
    (window as unknown as { checkerSpy: () => void }).checkerSpy = spy;
    const result = await checkMarkup(
      `<script>checkerSpy()</script><img src="x" onerror="checkerSpy()">
       <div data-widget="rating" data-url="/r" data-item-id="1" onclick="checkerSpy()"></div>`,
      registry(),
    );
    await new Promise((r) => setTimeout(r, 20));
    expect(spy).not.toHaveBeenCalled();
    expect(result.scripts).toBe(1);
    expect(document.querySelector('img[onerror]')).toBeNull();
  });

  it('survives garbage and an empty string', async () => {
    for (const junk of [
      '',
      '<<<>>>',
      '<div data-widget="rating" data-url="\u0000">',
      '\uFFFF'.repeat(100),
    ]) {
      const result = await checkMarkup(junk, registry());
      expect(result.tooLong).toBe(false);
    }
  });

  it('handles a megabyte of markup and judges at most MAX_CHECKED_HOSTS hosts', async () => {
    const host =
      '<div data-widget="rating" data-url="/r" data-item-id="1"><p>Lorem ipsum dolor sit amet</p></div>\n';
    const markup = host.repeat(Math.ceil(1_000_000 / host.length));
    const reg = registry();
    const result = await checkMarkup(markup, reg);
    expect(result.total).toBeGreaterThan(MAX_CHECKED_HOSTS);
    expect(result.hosts).toHaveLength(MAX_CHECKED_HOSTS);
    expect(reg.rating!.load).toHaveBeenCalledTimes(1);
  });

  it('refuses markup beyond the length limit without parsing it', async () => {
    expect((await checkMarkup('x'.repeat(2_000_001), registry())).tooLong).toBe(true);
  });
});

describe('helpers', () => {
  it('measures edit distance', () => {
    expect(editDistance('data-url', 'data-url')).toBe(0);
    expect(editDistance('data-itemid', 'data-item-id')).toBe(1);
    expect(editDistance('abc', '')).toBe(3);
  });

  it('finds the props of object schemas under defaults, pipes and checks', () => {
    expect(knownProps(rating.props)).toEqual(['url', 'itemId', 'average']);
    const refined = z.object({ a: z.string() }).check(z.refine(() => true));
    expect(knownProps(refined)).toEqual(['a']);
    expect(knownProps(z.string())).toBeNull();
  });

  it('shortens a long opening tag', () => {
    const el = document.createElement('div');
    el.setAttribute('data-text', 'x'.repeat(500));
    expect(openingTag(el).length).toBeLessThanOrEqual(200);
  });
});
