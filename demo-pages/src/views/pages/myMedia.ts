/**
 * Issue 13, the owner's pages (logged in only): "Meine Medien" (/meine-medien) with the
 * media-edit-list, "Meine Alben" (/meine-alben) with the album-edit-list, and one album's editor
 * (/meine-alben/-/album/{id}, routes/myMedia.ts) with album-edit. The endpoint addresses are in
 * MEDIA_URLS (views/pages/media.ts) and documented in routes/media.ts.
 */
import type { RequestState } from '../../context.ts';
import { html, type SafeHtml } from '../../html.ts';
import { tr } from '../../i18n/pages.ts';
import { renderPage } from '../layout.ts';
import { widgetHost } from '../widgetHosts.ts';
import { MEDIA_URLS } from './media.ts';
import { contactHintLayer, genericUploadHost } from './upload.ts';

/** Where an album's photos are edited; `{id}` is the album id. */
export const ALBUM_EDIT_PAGE = '/meine-alben/-/album/{id}';

/** The host of the media-edit-list (spec §7 Edit media list and items). */
export function mediaEditListHost(): SafeHtml {
  return html`<div class="my-media-slot">
    ${widgetHost('media-edit-list', {
      listUrl: MEDIA_URLS.editList,
      itemUrl: MEDIA_URLS.editList,
      albumUrl: MEDIA_URLS.albumBase,
    })}
  </div>`;
}

/** The host of the album-edit-list (spec §7 Photo albums). */
export function albumEditHosts(): SafeHtml {
  return html`<div class="my-media-slot">
    ${widgetHost('album-edit-list', {
      url: `${MEDIA_URLS.albumBase}/list`,
      albumBase: MEDIA_URLS.albumBase,
      editPage: ALBUM_EDIT_PAGE,
    })}
  </div>`;
}

export function myMediaPage(state: RequestState): string {
  return renderPage(state, {
    title: tr('Meine Medien'),
    description: tr('Deine Fotos und Videos: bearbeiten, veröffentlichen, in Alben legen.'),
    section: 'none',
    breadcrumbs: [{ label: tr('Meine Medien') }],
    body: html`<h1>${tr('Meine Medien')}</h1>
      <p class="lead">${tr('Deine hochgeladenen Fotos und Videos.')} <a href="/hochladen">${tr('Neue hochladen')}</a> · <a href="/meine-alben">${tr('Meine Alben')}</a></p>
      ${mediaEditListHost()}`,
    noindex: true,
  });
}

export function myAlbumsPage(state: RequestState): string {
  return renderPage(state, {
    title: tr('Meine Alben'),
    description: tr('Deine Fotoalben: anlegen, bearbeiten, sortieren, veröffentlichen.'),
    section: 'none',
    breadcrumbs: [{ label: tr('Meine Alben') }],
    body: html`<h1>${tr('Meine Alben')}</h1>
      <p class="lead">${tr('Deine Fotoalben.')} <a href="/meine-medien">${tr('Meine Medien')}</a> · <a href="/fotos">${tr('Alle Fotoalben')}</a></p>
      ${albumEditHosts()}`,
    noindex: true,
  });
}

/**
 * One own album: its edit form and its photos form (album-edit), and an upload whose released
 * photos go into this album (generic-upload; album-edit shows them as they arrive).
 */
export function myAlbumPage(state: RequestState, album: { id: number; title: string }): string {
  return renderPage(state, {
    title: tr('Album bearbeiten: {title}', { title: album.title }),
    description: tr('Titel, Beschreibung und Reihenfolge der Fotos deines Albums.'),
    section: 'none',
    breadcrumbs: [{ label: tr('Meine Alben'), href: '/meine-alben' }, { label: album.title }],
    body: html`<h1>${tr('Album bearbeiten')}</h1>
      <div class="my-media-slot">
        ${widgetHost('album-edit', {
          albumBase: MEDIA_URLS.albumBase,
          albumId: String(album.id),
          backUrl: '/meine-alben',
        })}
      </div>
      <div class="my-media-slot">${genericUploadHost({ id: album.id })}</div>`,
    layers: contactHintLayer(),
    noindex: true,
  });
}
