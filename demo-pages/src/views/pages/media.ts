/**
 * Issue 13, media library pages: the photo album list and search (/fotos, ?sw=), an album with
 * the photo viewer (/fotos/-/album/{id}), the comments frame of a photo, and the media-stream
 * host of the start page. The owner's pages ("Meine Medien", "Meine Alben") are in myMedia.ts.
 */
import type { RequestState } from '../../context.ts';
import { html, type SafeHtml } from '../../html.ts';
import type { AlbumRow, MediaItemRow } from '../../repo/media.ts';
import { renderPage } from '../layout.ts';
import { widgetHost } from '../widgetHosts.ts';

/** The widgets' endpoint addresses (spec §7), shared by the pages and the tests. */
export const MEDIA_URLS = {
  stream: '/ajax/medien/stream',
  itemMeta: '/ajax/medien/meta',
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
      <h2 id="media-stream-title">Fotos und Videos der Community</h2>
      <a href="/fotos">Alle Alben</a>
    </div>
    ${widgetHost('media-stream', {
      streamUrl: MEDIA_URLS.stream,
      itemMetaUrl: MEDIA_URLS.itemMeta,
      uploadUrl: MEDIA_URLS.upload,
    })}
  </section>`;
}

export function albumsPage(state: RequestState, searchTerm: string): string {
  const body = html`<h1>Fotoalben</h1>
    <p class="lead">Bilder von Spieltagen, Turnieren und Vereinsfesten, geteilt von der Community.</p>
    ${
      state.user
        ? html`<p><a href="/meine-medien">Meine Medien</a> · <a href="/meine-alben">Meine Alben</a></p>`
        : null
    }
    ${widgetHost('album-list', {
      listUrl: MEDIA_URLS.albums,
      searchUrl: MEDIA_URLS.albumSearch,
      albumUrl: MEDIA_URLS.albumPage,
    })}`;
  return renderPage(state, {
    title: searchTerm ? `Fotoalben: Suche nach „${searchTerm}“` : 'Fotoalben',
    description: 'Fotoalben der Community: durchsuchen und ansehen.',
    section: 'none',
    breadcrumbs: [{ label: 'Fotoalben' }],
    body,
  });
}

export function albumPage(state: RequestState, album: AlbumRow | null): string {
  if (!album) {
    return renderPage(state, {
      title: 'Album nicht gefunden',
      section: 'none',
      breadcrumbs: [{ label: 'Fotoalben', href: '/fotos' }, { label: 'Album nicht gefunden' }],
      body: html`<h1>Album nicht gefunden</h1>
        <p>Dieses Album gibt es nicht (mehr). <a href="/fotos">Zu allen Fotoalben</a></p>`,
      noindex: true,
    });
  }
  const body = html`${widgetHost('album-detail', {
    detailUrl: MEDIA_URLS.albumPhotos,
  })}
    ${widgetHost('photo-viewer', {
      detailUrl: MEDIA_URLS.albumPhotos,
      viewUrl: MEDIA_URLS.view,
      commentsUrl: MEDIA_URLS.comments,
    })}`;
  return renderPage(state, {
    title: album.title,
    description: album.description || `Fotoalbum von ${album.ownerName}`,
    section: 'none',
    breadcrumbs: [{ label: 'Fotoalben', href: '/fotos' }, { label: album.title }],
    body,
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
  return html`<!doctype html>
<html lang="${state.lang}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Kommentare</title><link rel="stylesheet" href="/assets/site.css"></head>
<body class="comments-frame">
<main>
${
  item
    ? html`<h1 class="comments-frame__title">Kommentare (${n})</h1>
      ${lines.length ? html`<ul class="comments-frame__list">${lines.map((l) => html`<li><strong>${l.name}:</strong> ${l.text}</li>`)}</ul>` : html`<p>Noch keine Kommentare. Sei die oder der Erste!</p>`}`
    : html`<p>Dieses Foto gibt es nicht mehr.</p>`
}
</main>
</body>
</html>`.value;
}
