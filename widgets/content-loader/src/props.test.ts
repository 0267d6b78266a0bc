import { describe, expect, it } from 'vitest';
import { contentLoaderProps } from './props.ts';

describe('content-loader props', () => {
  it('has defaults for everything but data-url', () => {
    expect(contentLoaderProps.parse({ url: '/x' })).toMatchObject({
      mode: 'more',
      method: 'get',
      type: 'json',
      offset: 0,
      insert: 'append',
      trigger: 'lazy',
    });
  });
  it('rejects a missing url, an unknown mode and a negative offset', () => {
    expect(contentLoaderProps.safeParse({}).success).toBe(false);
    expect(contentLoaderProps.safeParse({ url: '/x', mode: 'alles' }).success).toBe(false);
    expect(contentLoaderProps.safeParse({ url: '/x', offset: '-1' }).success).toBe(false);
  });
});
