// Long lists (issue 11): the Carousel of packages/ui, measured in the news gallery of the start
// page. Its slide list is answered through page.route with 100 and with 10,000 generated news, so
// the figure does not depend on the seed: the DOM under the host must be the same size for both.
import type { Browser } from 'playwright-core';
import { count, openPage } from './mediaDom.ts';
import type { RenderFigure } from './registry.ts';

const GALLERY_URL = /\/ajax\/galerie\/news(\?|$)/;
const STEPS = 20;

const slides = (total: number) => ({
  items: Array.from({ length: total }, (_, i) => ({
    id: 8_000_000 + i,
    title: `Meldung ${i + 1}`,
    meta: 'Kreisliga · 12.03.2026',
    image: { src: `/bilder/news/${(i * 37) % 360}.svg`, width: 640, height: 360, alt: '' },
    href: `/news/meldung-${i + 1}`,
  })),
});

async function elementsUnderGallery(browser: Browser, origin: string, total: number) {
  const { context, page } = await openPage(browser, origin, '/', GALLERY_URL, () => slides(total));
  try {
    const host = page.locator('[data-widget="news-gallery"]').first();
    await host.scrollIntoViewIfNeeded();
    await host.locator('[aria-roledescription="Karussell"]').waitFor({ timeout: 15_000 });
    // The routed list, not the seed's: its titles are "Meldung n".
    await host
      .getByText(/^Meldung \d+$/)
      .first()
      .waitFor({ timeout: 15_000 });
    const first = await count(page, '[data-widget="news-gallery"]');
    const next = host.getByRole('button', { name: 'Nächste Folie' });
    for (let i = 0; i < STEPS; i++) {
      await next.click();
      await page.waitForTimeout(550);
    }
    return { first, later: await count(page, '[data-widget="news-gallery"]') };
  } finally {
    await context.close();
  }
}

/** Elements under the news-gallery host with 100 and with 10,000 slides, before and after 20 steps. */
export async function carouselDomFigure(browser: Browser, origin: string): Promise<RenderFigure> {
  const small = await elementsUnderGallery(browser, origin, 100);
  const large = await elementsUnderGallery(browser, origin, 10_000);
  const most = Math.max(large.first, large.later);
  return {
    value: most,
    unit: 'DOM elements under the host',
    figure: `${large.first} → ${large.later} elements (10,000 slides); ${small.first} → ${small.later} (100)`,
    detail: `news gallery on the start page, slide list through page.route: with 100 slides ${small.first} elements under the host, ${small.later} after ${STEPS} steps; with 10,000 slides ${large.first} and ${large.later}. Bounded when both rows are equal.`,
  };
}
