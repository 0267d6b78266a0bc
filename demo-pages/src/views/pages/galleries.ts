/**
 * Hosts of the galleries (widgets/gallery/README.md): the news gallery of the start page, and
 * the further-news carousel and the community photo gallery of a news article.
 */
import { html, type SafeHtml } from '../../html.ts';
import { tr } from '../../i18n/pages.ts';
import { widgetHost } from '../widgetHosts.ts';

/**
 * Start page: the Top-News, the newest news but the `listed` newest of the region that the page's
 * own list ("Aktuelle News aus {region}") shows, so the slider never repeats the list's articles.
 */
export function newsGalleryHost(regionId: string, listed: number): SafeHtml {
  return html`<section class="gallery-section" aria-labelledby="news-gallery-title">
    <h2 id="news-gallery-title">${tr('Top-News')}</h2>
    ${widgetHost('news-gallery', {
      url: `/ajax/galerie/news?ohne-verband=${encodeURIComponent(regionId)}&ohne-anzahl=${String(listed)}`,
      label: tr('Top-News'),
      sliderTimeout: '3000',
      startIndex: '0',
    })}
  </section>`;
}

/**
 * News article: the latest news but this one (cycle slider 1/2/3), looping (`data-loop`): after
 * the last news „Nächste Folie“ goes on with the first, so a reader never hits a dead end.
 */
export function newsCarouselHost(slug: string): SafeHtml {
  return html`<section class="gallery-section" aria-labelledby="news-carousel-title">
    <h2 id="news-carousel-title">${tr('Neueste News')}</h2>
    ${widgetHost('news-carousel', {
      url: `/ajax/galerie/weitere-news?ohne=${encodeURIComponent(slug)}`,
      label: tr('Neueste News'),
      loop: 'true',
    })}
  </section>`;
}

/** News article: the community photos, still until the visitor moves them. */
export function imageGalleryHost(): SafeHtml {
  return html`<section class="gallery-section" aria-labelledby="image-gallery-title">
    <h2 id="image-gallery-title">${tr('Fotos der Community')}</h2>
    ${widgetHost('image-gallery', { url: '/ajax/galerie/bilder', label: tr('Fotos der Community') })}
  </section>`;
}
