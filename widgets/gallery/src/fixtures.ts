import type { GalleryResponse } from './schema.ts';

/** `count` news slides as the reference CMS sends them (ids as the portal's 32-char strings). */
export function galleryFixture(count: number, withHref = true): GalleryResponse {
  return {
    items: Array.from({ length: count }, (_, i) => ({
      id: `02IEQ6L1J40000000VS5489B3VU${String(i).padStart(5, '0')}`,
      title: `Meldung ${i + 1}`,
      category: 'Kreisliga',
      date: '2026-03-12T17:30:00+01:00',
      meta: '',
      image: { src: `/bilder/news/${(i * 37) % 360}.svg`, width: 640, height: 360, alt: '' },
      href: withHref ? `/news/meldung-${i + 1}` : '',
    })),
  };
}
