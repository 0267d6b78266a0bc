/**
 * Issue 13, the owner's pages (logged in only): "Meine Medien" (/meine-medien) and "Meine Alben"
 * (/meine-alben). The hosts of media-edit-list, album-edit-list and album-edit are filled in by
 * the media-edit branch, which owns this file; the endpoint addresses are in MEDIA_URLS
 * (views/pages/media.ts) and documented in routes/media.ts.
 */
import type { RequestState } from '../../context.ts';
import { html, type SafeHtml } from '../../html.ts';
import { renderPage } from '../layout.ts';

/** The slot of the media-edit-list host (empty until that widget exists). */
export function mediaEditListHost(): SafeHtml {
  return html`<div class="my-media-slot" data-slot="media-edit-list"></div>`;
}

/** The slot of the album-edit-list and album-edit hosts (empty until those widgets exist). */
export function albumEditHosts(): SafeHtml {
  return html`<div class="my-media-slot" data-slot="album-edit-list"></div>`;
}

export function myMediaPage(state: RequestState): string {
  return renderPage(state, {
    title: 'Meine Medien',
    description: 'Deine Fotos und Videos: bearbeiten, veröffentlichen, in Alben legen.',
    section: 'none',
    breadcrumbs: [{ label: 'Meine Medien' }],
    body: html`<h1>Meine Medien</h1>
      <p class="lead">Deine hochgeladenen Fotos und Videos. <a href="/hochladen">Neue hochladen</a> · <a href="/meine-alben">Meine Alben</a></p>
      ${mediaEditListHost()}`,
    noindex: true,
  });
}

export function myAlbumsPage(state: RequestState): string {
  return renderPage(state, {
    title: 'Meine Alben',
    description: 'Deine Fotoalben: anlegen, bearbeiten, sortieren, veröffentlichen.',
    section: 'none',
    breadcrumbs: [{ label: 'Meine Alben' }],
    body: html`<h1>Meine Alben</h1>
      <p class="lead">Deine Fotoalben. <a href="/meine-medien">Meine Medien</a> · <a href="/fotos">Alle Fotoalben</a></p>
      ${albumEditHosts()}`,
    noindex: true,
  });
}
