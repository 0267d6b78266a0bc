/**
 * Issue 13, media library pages: the photo album list and search (/fotos, ?sw=), an album with
 * the photo viewer (/fotos/-/album/{id}), the comments frame of a photo, and the media-stream
 * host of the start page. The owner's pages ("Meine Medien", "Meine Alben") are in myMedia.ts.
 */
import type { RequestState } from '../../context.ts';
import { html, type SafeHtml } from '../../html.ts';
import { tr } from '../../i18n/pages.ts';
import type { AlbumRow, MediaItemRow } from '../../repo/media.ts';
import { renderPage } from '../layout.ts';
import { RESERVE_LISTS_CSS, widgetHost } from '../widgetHosts.ts';

/** The widgets' endpoint addresses (spec §7), shared by the pages and the tests. */
export const MEDIA_URLS = {
  stream: '/ajax/medien/stream',
  itemMeta: '/ajax/medien/meta',
  /** POST {id, rating}: a member rates someone else's entry from the stream's big view. */
  rating: '/ajax/medien/bewertung',
  /** The offense report (spec §4) and its captcha: the same endpoints as news and tickers. */
  report: '/ajax/report-offense',
  captcha: '/ajax/captcha',
  view: '/global/ajax_view.html/-/',
  albums: '/ajax/fotos/alben',
  albumSearch: '/ajax/fotos/alben/suche',
  albumPhotos: '/ajax/fotos/album/',
  albumPage: '/fotos/-/album/',
  comments: '/fotos/-/kommentare/',
  /** GET the owner's items; POST update / delete / publish (spec §7 {listUrl}, {itemUrl}). */
  editList: '/ajax/ugc/-/ajax/mstreamedit_list.html',
  /** {albumBase}: /rel, /list, /detail, /edit, /del, /add, /remove, /order; POST publish. */
  albumBase: '/ajax/album',
  upload: '/hochladen',
} as const;

/** The media stream of the start page (spec §2 Media stream widget). */
export function mediaStreamHost(): SafeHtml {
  return html`<section class="media-stream-section" aria-labelledby="media-stream-title">
    <div class="section-head">
      <h2 id="media-stream-title">${tr('Fotos und Videos der Community')}</h2>
      <a href="/fotos">${tr('Alle Alben')}</a>
    </div>
    ${widgetHost('media-stream', {
      streamUrl: MEDIA_URLS.stream,
      itemMetaUrl: MEDIA_URLS.itemMeta,
      uploadUrl: MEDIA_URLS.upload,
      reportAction: MEDIA_URLS.report,
      captchaUrl: MEDIA_URLS.captcha,
      ratingUrl: MEDIA_URLS.rating,
      editUrl: MEDIA_URLS.editList,
    })}
  </section>`;
}

/** What the album list shows first: its cards (at most one page) and whether more follow. */
export interface AlbumListReserve {
  albums: number;
  more: boolean;
}

/** The album view's photos per page (widgets/album-detail, GRID_PAGE): then its pager. */
export const ALBUM_GRID_PAGE = 24;

export function albumsPage(
  state: RequestState,
  searchTerm: string,
  first: AlbumListReserve,
): string {
  const body = html`<h1>${tr('Fotoalben')}</h1>
    <p class="lead">${tr('Bilder von Spieltagen, Turnieren und Vereinsfesten, geteilt von der Community.')}</p>
    ${
      state.user
        ? html`<p><a href="/meine-medien">${tr('Meine Medien')}</a> · <a href="/meine-alben">${tr('Meine Alben')}</a></p>`
        : null
    }
    ${widgetHost(
      'album-list',
      {
        listUrl: MEDIA_URLS.albums,
        searchUrl: MEDIA_URLS.albumSearch,
        albumUrl: MEDIA_URLS.albumPage,
      },
      {
        '--albums': first.albums,
        '--albums-more': first.more ? 1 : 0,
        '--albums-search': searchTerm ? 1 : 0,
      },
    )}`;
  return renderPage(state, {
    title: searchTerm
      ? tr('Fotoalben: Suche nach „{term}“', { term: searchTerm })
      : tr('Fotoalben'),
    description: tr('Fotoalben der Community: durchsuchen und ansehen.'),
    section: 'none',
    breadcrumbs: [{ label: tr('Fotoalben') }],
    body,
    stylesheets: [RESERVE_LISTS_CSS],
  });
}

/**
 * An album's page. `listed` is the album as /ajax/fotos/album/{id} gives it to this visitor (for
 * its owner with the private photos): its processed photos fill the grid the host reserves room
 * for, the others show the "still processing" note.
 */
export function albumPage(
  state: RequestState,
  album: AlbumRow | null,
  listed: Pick<AlbumRow, 'fotos' | 'ready'> | null = album,
): string {
  if (!album) {
    return renderPage(state, {
      title: tr('Album nicht gefunden'),
      section: 'none',
      breadcrumbs: [
        { label: tr('Fotoalben'), href: '/fotos' },
        { label: tr('Album nicht gefunden') },
      ],
      body: html`<h1>${tr('Album nicht gefunden')}</h1>
        <p>${tr('Dieses Album gibt es nicht (mehr).')} <a href="/fotos">${tr('Zu allen Fotoalben')}</a></p>`,
      noindex: true,
    });
  }
  const body = html`${widgetHost(
    'album-detail',
    { detailUrl: MEDIA_URLS.albumPhotos },
    {
      '--photos': Math.min(listed?.ready ?? 0, ALBUM_GRID_PAGE),
      '--photo-pages': (listed?.ready ?? 0) > ALBUM_GRID_PAGE ? 1 : 0,
      '--photos-processing': listed && listed.fotos > listed.ready ? 1 : 0,
      '--album-title': album.title.length,
      '--album-text': album.description.length,
    },
  )}
    ${widgetHost('photo-viewer', {
      detailUrl: MEDIA_URLS.albumPhotos,
      viewUrl: MEDIA_URLS.view,
      commentsUrl: MEDIA_URLS.comments,
    })}`;
  return renderPage(state, {
    title: album.title,
    description: album.description || tr('Fotoalbum von {owner}', { owner: album.ownerName }),
    section: 'none',
    breadcrumbs: [{ label: tr('Fotoalben'), href: '/fotos' }, { label: album.title }],
    body,
    stylesheets: [RESERVE_LISTS_CSS],
  });
}

/** The comments frame of a photo (spec §7 Photo comments frame): a bare page for an iframe. */
export function commentsFramePage(state: RequestState, item: MediaItemRow | null): string {
  const n = item?.comments ?? 0;
  const names = ['Jonas', 'Mia', 'Ben', 'Lea', 'Paul', 'Emma'];
  const lines = item
    ? Array.from({ length: Math.min(n, 5) }, (_, i) => ({
        name: names[(item.id + i) % names.length]!,
        text: [
          'Starkes Bild!',
          'Da war ich auch!',
          'Klasse Stimmung.',
          'Super Aufnahme.',
          'Tolle Erinnerung.',
        ][(item.id + i) % 5]!,
      }))
    : [];
  // The members' comments are German whatever the page language (WCAG 3.1.2).
  return html`<!doctype html>
<html lang="${state.lang}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${tr('Kommentare')}</title><link rel="stylesheet" href="/assets/site.css"></head>
<body class="comments-frame">
<main>
${
  item
    ? html`<h1 class="comments-frame__title">${tr('Kommentare ({count})', { count: n })}</h1>
      ${lines.length ? html`<ul class="comments-frame__list" lang="de">${lines.map((l) => html`<li><strong>${l.name}:</strong> ${l.text}</li>`)}</ul>` : html`<p>${tr('Noch keine Kommentare. Sei die oder der Erste!')}</p>`}`
    : html`<p>${tr('Dieses Foto gibt es nicht mehr.')}</p>`
}
</main>
</body>
</html>`.value;
}
