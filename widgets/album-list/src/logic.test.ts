import { describe, expect, it } from 'vitest';
import { albumHref, hasMore, nthPosition, PAGE_SIZE, requestFor, searchTermOf } from './logic.ts';

const urls = { listUrl: '/alben', searchUrl: '/alben/suche' };

describe('album-list rules', () => {
  it('?sw= switches to search mode', () => {
    expect(searchTermOf('?sw=Derby')).toBe('Derby');
    expect(searchTermOf('?sw=%20Pokal%20&x=1')).toBe('Pokal');
    expect(searchTermOf('')).toBe('');
    expect(searchTermOf('?sw=')).toBe('');
  });

  it('list and search requests, page size 12', () => {
    expect(PAGE_SIZE).toBe(12);
    expect(requestFor({ term: '', offset: 0 }, urls)).toEqual({
      url: '/alben',
      params: { offset: '0', amount: '12' },
    });
    expect(requestFor({ term: 'Derby', offset: 12 }, urls)).toEqual({
      url: '/alben/suche',
      params: { offset: '12', amount: '12', query: 'Derby' },
    });
    expect(requestFor({ term: 'x', offset: 0 }, { listUrl: '/a', searchUrl: '' }).url).toBe('/a');
  });

  it('nth-position classes in groups of 6', () => {
    expect([0, 1, 5, 6, 11, 12].map(nthPosition)).toEqual([1, 2, 6, 1, 6, 1]);
  });

  it('more while not final and below the total', () => {
    expect(hasMore(12, false, 30)).toBe(true);
    expect(hasMore(30, false, 30)).toBe(false);
    expect(hasMore(12, true, 30)).toBe(false);
    expect(hasMore(12, false, undefined)).toBe(true);
  });

  it('album links', () => {
    expect(albumHref('/fotos/-/album/', '16973375')).toBe('/fotos/-/album/16973375');
    expect(albumHref('/fotos/-/album/', 'a/b')).toBe('/fotos/-/album/a%2Fb');
  });
});
