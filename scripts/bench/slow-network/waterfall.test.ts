import { describe, expect, it } from 'vitest';
import { waterfallDepths, type SentRequest } from './waterfall.ts';

const doc = 'http://cms/';
const byParser = (url: string): SentRequest => ({ url, initiator: { type: 'parser', url: doc } });
const byScript = (url: string, from: string): SentRequest => ({
  url,
  initiator: { type: 'script', stack: { callFrames: [{ url: '' }, { url: from }] } },
});

describe('waterfallDepths', () => {
  it('counts one level per script that had to arrive first', () => {
    const depths = waterfallDepths(
      [
        byParser('http://cms/runtime.js'),
        {
          url: 'http://cms/chunks/core.js',
          initiator: { type: 'script', url: 'http://cms/runtime.js' },
        },
        byScript('http://cms/chunks/widget-a.js', 'http://cms/runtime.js'),
        byScript('http://cms/chunks/carousel.js', 'http://cms/chunks/widget-a.js'),
      ],
      doc,
    );
    expect(depths.get('http://cms/runtime.js')).toBe(1);
    expect(depths.get('http://cms/chunks/core.js')).toBe(2);
    expect(depths.get('http://cms/chunks/widget-a.js')).toBe(2);
    expect(depths.get('http://cms/chunks/carousel.js')).toBe(3);
  });

  it('keeps the first request of a URL: a preload hint in the HTML is depth 1', () => {
    const depths = waterfallDepths(
      [
        byParser('http://cms/chunks/widget-a.js'),
        byScript('http://cms/chunks/widget-a.js', 'http://cms/runtime.js'),
      ],
      doc,
    );
    expect(depths.get('http://cms/chunks/widget-a.js')).toBe(1);
  });
});
