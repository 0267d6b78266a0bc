/** TV pages (issue 15): the magazine, a content page with the player, the TV list. */
import type { RequestState } from '../../context.ts';
import { html } from '../../html.ts';
import type { tvEntryJson } from '../../routes/tv.ts';
import { renderPage } from '../layout.ts';
import { widgetHost } from '../widgetHosts.ts';

type Entry = ReturnType<typeof tvEntryJson>;

const tvNav = (current: 'magazin' | 'liste' | 'video') =>
  html`<nav class="tv-nav" aria-label="TV">
    <ul class="chip-list">
      <li><a class="chip" href="/tv"${current === 'magazin' ? html` aria-current="page"` : null}>Magazin</a></li>
      <li><a class="chip" href="/tv/liste"${current === 'liste' ? html` aria-current="page"` : null}>Alle Videos</a></li>
    </ul>
  </nav>`;

export function tvMagazinePage(state: RequestState, week: Entry | null): string {
  const popup =
    week?.player && week.image
      ? html`<section class="tv-popup-demo" aria-labelledby="tv-popup-title">
          <h2 id="tv-popup-title">Kurz reingeschaut</h2>
          <p>Das Video der Woche im Popup: es lädt erst nach deiner Einwilligung.</p>
          ${widgetHost('video-popup', {
            playerUrl: week.player.url,
            videoId: week.id,
            title: week.title,
            image: `${week.image.folder}${week.image.src.medium}`,
            service: week.player.service,
            serviceName: week.player.name,
          })}
        </section>`
      : null;
  const body = html`<h1>Anstoss TV</h1>
    <p class="lead">Das Video der Woche und unsere Empfehlungen aus dem Amateurfußball.</p>
    ${tvNav('magazin')}
    ${widgetHost('tv-magazine', { url: '/ajax/tv/empfehlungen.json' })}
    ${popup}`;
  return renderPage(state, {
    title: 'Anstoss TV',
    description: 'Video der Woche und Empfehlungen.',
    section: 'none',
    breadcrumbs: [{ label: 'TV' }],
    body,
  });
}

export function tvListPage(state: RequestState): string {
  const body = html`<h1>Alle Videos</h1>
    ${tvNav('liste')}
    ${widgetHost('tv-list', { tvListUrl: '/ajax/tv/liste.json' })}`;
  return renderPage(state, {
    title: 'Alle Videos',
    description: 'Alle Videos von Anstoss TV.',
    section: 'none',
    breadcrumbs: [{ label: 'TV', href: '/tv' }, { label: 'Alle Videos' }],
    body,
  });
}

/** The title stays text here (it may hold markup from the archive); the widget shows it too. */
export function tvContentPage(state: RequestState, entry: Entry): string {
  const body = html`<h1>Anstoss TV</h1>
    ${tvNav('video')}
    ${widgetHost('tv-content', {
      url: `/ajax/tv/videos/${entry.href.slice('/tv/'.length)}.json`,
      videoId: entry.id,
      recommendationsUrl: '/ajax/tv/empfehlungen.json',
      service: entry.player?.service ?? 'tv-player',
      serviceName: entry.player?.name ?? 'Anstoss-TV-Player',
    })}`;
  return renderPage(state, {
    title: entry.title,
    description: 'Video bei Anstoss TV.',
    section: 'none',
    breadcrumbs: [{ label: 'TV', href: '/tv' }, { label: entry.title }],
    body,
  });
}
