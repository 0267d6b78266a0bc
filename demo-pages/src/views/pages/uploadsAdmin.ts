/** The admin list of uploads and submissions (issue 14): newest first, with who sent what. */
import type { RequestState } from '../../context.ts';
import type { AdminFileRow } from '../../files/repo.ts';
import { fileUrl } from '../../files/repo.ts';
import { html } from '../../html.ts';
import { formatDecimal } from '../../i18n/current.ts';
import { tr, type PageText } from '../../i18n/pages.ts';
import { formatDate, formatTime } from '../../logic/dates.ts';
import { renderPage } from '../layout.ts';
import { uploadedPhoto } from '../uploadedPhoto.ts';

export const ADMIN_UPLOADS_PER_PAGE = 50;

const PURPOSES: Record<string, PageText> = {
  'article-photo': 'Artikelfoto',
  generic: 'Upload',
  profile: 'Profilbild',
  submission: 'Einsendung',
};

function purposeLabel(purpose: string): string {
  const label = PURPOSES[purpose];
  return label ? tr(label) : purpose;
}

function megabytes(bytes: number): string {
  return `${formatDecimal(bytes / 1024 / 1024, 1)} MB`;
}

export function uploadsAdminPage(
  state: RequestState,
  d: { rows: AdminFileRow[]; total: number; page: number },
): string {
  const pages = Math.max(1, Math.ceil(d.total / ADMIN_UPLOADS_PER_PAGE));
  const body = html`<h1>${tr('Uploads und Einsendungen')}</h1>
    <p class="lead">
      ${tr('{count} Dateien, neueste zuerst. Standortdaten sind beim Speichern entfernt.', { count: d.total })}
    </p>
    ${
      d.rows.length === 0
        ? html`<p class="empty">${tr('Noch nichts hochgeladen.')}</p>`
        : html`<div class="table-scroll" tabindex="0" role="region" aria-label="${tr('Hochgeladene Dateien')}">
            <table class="data-table uploads-table">
              <caption class="visually-hidden">${tr('Hochgeladene Dateien')}</caption>
              <thead>
                <tr>
                  <th scope="col">${tr('Vorschau')}</th>
                  <th scope="col">${tr('Titel und Datei')}</th>
                  <th scope="col">${tr('Art')}</th>
                  <th scope="col">${tr('Von')}</th>
                  <th scope="col">${tr('Status')}</th>
                  <th scope="col">${tr('Größe')}</th>
                  <th scope="col">${tr('Zeit')}</th>
                </tr>
              </thead>
              <tbody>
                ${d.rows.map(
                  (r) => html`<tr>
                    <td>
                      ${
                        r.contentType.startsWith('image/')
                          ? uploadedPhoto(r, {
                              alt: '',
                              width: 64,
                              height: 48,
                              className: 'uploads-table__thumb',
                            })
                          : html`<span class="muted">${tr('Video')}</span>`
                      }
                    </td>
                    <td>
                      <a href="${fileUrl(r)}">${r.title || r.fileName}</a>
                      ${r.title ? html`<br /><span class="muted">${r.fileName}</span>` : null}
                      ${r.message ? html`<br /><span class="muted">„${r.message}“</span>` : null}
                    </td>
                    <td>
                      ${purposeLabel(r.purpose)}${
                        r.purpose === 'article-photo' && r.ref
                          ? html` <a href="/artikel/${r.ref}/fotos">(${tr('Artikel {id}', { id: r.ref })})</a>`
                          : null
                      }${r.ord ? html` · ${tr('Titelbild')}` : null}
                    </td>
                    <td>${r.username ?? '–'}</td>
                    <td>${r.state === 'released' ? tr('freigegeben') : tr('hochgeladen')}</td>
                    <td>${megabytes(r.sizeBytes)}${r.width && r.height ? html`<br /><span class="muted">${r.width}×${r.height}</span>` : null}</td>
                    <td>${formatDate(r.createdAt)} ${formatTime(r.createdAt)}</td>
                  </tr>`,
                )}
              </tbody>
            </table>
          </div>`
    }
    ${
      pages > 1
        ? html`<nav aria-label="${tr('Seitennavigation')}" class="pager">
            ${d.page > 1 ? html`<a href="/admin/uploads?seite=${d.page - 1}">${tr('Neuere')}</a>` : null}
            <span>${tr('Seite {page} von {pages}', { page: d.page, pages })}</span>
            ${d.page < pages ? html`<a href="/admin/uploads?seite=${d.page + 1}">${tr('Ältere')}</a>` : null}
          </nav>`
        : null
    }
    <p><a href="/admin">${tr('Zurück zur Verwaltung')}</a></p>`;
  return renderPage(state, {
    title: tr('Uploads und Einsendungen'),
    section: 'none',
    breadcrumbs: [{ label: tr('Verwaltung'), href: '/admin' }, { label: tr('Uploads') }],
    body,
    noindex: true,
  });
}
