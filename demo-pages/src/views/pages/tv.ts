/** TV pages (issue 15): the magazine, a content page with the player, the TV list. */
import type { RequestState } from '../../context.ts';
import { html } from '../../html.ts';
import { tr } from '../../i18n/pages.ts';
import type { tvEntryJson } from '../../routes/tv.ts';
import { renderPage } from '../layout.ts';
import { RESERVE_LISTS_CSS, widgetHost, type HostReserve } from '../widgetHosts.ts';

type Entry = ReturnType<typeof tvEntryJson>;

const tvNav = (current: 'magazin' | 'liste' | 'video') =>
  html`<nav class="tv-nav" aria-label="TV">
    <ul class="chip-list">
      <li><a class="chip" href="/tv"${current === 'magazin' ? html` aria-current="page"` : null}>${tr('Magazin')}</a></li>
      <li><a class="chip" href="/tv/liste"${current === 'liste' ? html` aria-current="page"` : null}>${tr('Alle Videos')}</a></li>
    </ul>
  </nav>`;

/** What the server knows of a TV widget's lists. */
export interface TvLists {
  /** The recommendations' first page (at most four teasers; a pager under them). */
  teasers: readonly Entry[];
  /** The content page's video list: the video and up to nine others. */
  videos?: number;
}

/**
 * The recommendations' reserve: the first page's teasers and their longest title and text (in
 * characters; site.css estimates their lines from the column's width).
 */
function teasersReserve(teasers: readonly Entry[]): HostReserve {
  return {
    '--tv-teasers': teasers.length,
    '--tv-teaser-title': Math.max(0, ...teasers.map((t) => t.title.length)),
    '--tv-teaser-text': Math.max(0, ...teasers.map((t) => textLength(t.description ?? ''))),
  };
}

/** Visible characters of a text with markup (the widget's description is server HTML). */
export function textLength(markup: string): number {
  return markup
    .replace(/<[^>]*>?/g, '')
    .replace(/&[a-z]+;|&#\d+;/gi, ' ')
    .replace(/\s+/g, ' ')
    .trim().length;
}

export function tvMagazinePage(state: RequestState, week: Entry | null, lists: TvLists): string {
  const popup =
    week?.player && week.image
      ? html`<section class="tv-popup-demo" aria-labelledby="tv-popup-title">
          <h2 id="tv-popup-title">${tr('Kurz reingeschaut')}</h2>
          <p>${tr('Das Video der Woche im Popup: es lädt erst nach deiner Einwilligung.')}</p>
          ${widgetHost('video-popup', {
            playerUrl: week.player.url,
            videoId: week.id,
            title: week.title,
            image: `${week.image.folder}${week.image.src.medium}`,
            // The sources the video has: the popup plays the device's default of them (spec §9 TV).
            qualities: (['src', 'src_medium', 'src_high'] as const)
              .filter((q) => week.video?.[q])
              .join(','),
            service: week.player.service,
            serviceName: week.player.name,
          })}
        </section>`
      : null;
  const body = html`<h1>Anstoss TV</h1>
    <p class="lead">
      ${tr('Das Video der Woche und unsere Empfehlungen aus dem Amateurfußball.')}
    </p>
    ${tvNav('magazin')}
    ${widgetHost(
      'tv-magazine',
      { url: '/ajax/tv/empfehlungen.json' },
      // Without a video of the week the widget shows a line: the widget's own reserve stays.
      week
        ? {
            ...teasersReserve(lists.teasers),
            '--tv-week-title': week.title.length,
            '--tv-week-text': textLength(week.description ?? ''),
          }
        : undefined,
    )}
    ${popup}`;
  return renderPage(state, {
    title: 'Anstoss TV',
    description: tr('Video der Woche und Empfehlungen.'),
    section: 'none',
    breadcrumbs: [{ label: 'TV' }],
    body,
    stylesheets: [RESERVE_LISTS_CSS],
  });
}

export function tvListPage(state: RequestState): string {
  const body = html`<h1>${tr('Alle Videos')}</h1>
    ${tvNav('liste')}
    ${widgetHost('tv-list', { tvListUrl: '/ajax/tv/liste.json' })}`;
  return renderPage(state, {
    title: tr('Alle Videos'),
    description: tr('Alle Videos von Anstoss TV.'),
    section: 'none',
    breadcrumbs: [{ label: 'TV', href: '/tv' }, { label: tr('Alle Videos') }],
    body,
  });
}

/**
 * Markup in an archived title (the seed's hostile entry) is never executed anywhere; in the page
 * title and the breadcrumb a fan reads the words, not the tags (the widget escapes the title too).
 */
export function readableTitle(title: string): string {
  const words = title
    .replace(/<[^>]*>?/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return words || title;
}

export function tvContentPage(state: RequestState, entry: Entry, lists: TvLists): string {
  const title = readableTitle(entry.title);
  const body = html`<h1>Anstoss TV</h1>
    ${tvNav('video')}
    ${
      title === entry.title
        ? null
        : html`<p class="callout" role="note">
            ${tr(
              'Testbeitrag: Titel und Text dieses Videos enthalten absichtlich HTML- und Skript-Code. Das Portal zeigt ihn als Text und führt ihn nie aus.',
            )}
          </p>`
    }
    ${widgetHost(
      'tv-content',
      {
        url: `/ajax/tv/videos/${entry.href.slice('/tv/'.length)}.json`,
        videoId: entry.id,
        recommendationsUrl: '/ajax/tv/empfehlungen.json',
        service: entry.player?.service ?? 'tv-player',
        serviceName: entry.player?.name ?? 'Anstoss-TV-Player',
      },
      {
        ...teasersReserve(lists.teasers),
        '--tv-videos': lists.videos ?? 1,
        '--tv-title': entry.title.length,
        '--tv-text': textLength(entry.description ?? ''),
        '--tv-quality': entry.player ? 1 : 0,
        '--tv-context': entry.context?.name ? 1 : 0,
      },
    )}`;
  return renderPage(state, {
    title,
    description: tr('Video bei Anstoss TV.'),
    section: 'none',
    breadcrumbs: [{ label: 'TV', href: '/tv' }, { label: title }],
    body,
    stylesheets: [RESERVE_LISTS_CSS],
  });
}
