import { describe, expect, it } from 'vitest';
import { galleryProps, newsCarouselProps } from './props.ts';

describe('gallery props', () => {
  it('reads the attributes with their defaults', () => {
    expect(galleryProps.parse({ url: '/ajax/galerie/news' })).toEqual({
      url: '/ajax/galerie/news',
      label: '',
      sliderTimeout: 0,
      startIndex: 0,
      loop: true,
    });
    expect(
      galleryProps.parse({ url: '/x', sliderTimeout: '3000', startIndex: '2', loop: 'false' }),
    ).toMatchObject({ sliderTimeout: 3000, startIndex: 2, loop: false });
    expect(newsCarouselProps.parse({ url: '/x' }).loop).toBe(false);
  });

  it('names the attribute that is missing or wrong', () => {
    const cases: [Record<string, string>, string][] = [
      [{}, 'url'],
      [{ url: '  ' }, 'data-url'],
      [{ url: '/x', sliderTimeout: 'schnell' }, 'data-slider-timeout'],
      [{ url: '/x', startIndex: '-1' }, 'data-start-index'],
      [{ url: '/x', loop: 'ja' }, 'data-loop'],
    ];
    for (const [input, name] of cases) {
      const result = galleryProps.safeParse(input);
      expect(result.success).toBe(false);
      expect(JSON.stringify(result.error?.issues)).toContain(name);
    }
  });
});
