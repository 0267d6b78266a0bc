/** The admin list of uploads and submissions (issue 14): newest first, with who sent what. */
import type { RequestState } from '../../context.ts';
import type { AdminFileRow } from '../../files/repo.ts';
import { fileUrl } from '../../files/repo.ts';
import { html } from '../../html.ts';
import { formatDate, formatTime } from '../../logic/dates.ts';
import { renderPage } from '../layout.ts';

export const ADMIN_UPLOADS_PER_PAGE = 50;

const PURPOSES: Record<string, string> = {
  'article-photo': 'Artikelfoto',
  generic: 'Upload',
  profile: 'Profilbild',
  submission: 'Einsendung',
};

function megabytes(bytes: number): string {
  return `${(bytes / 1024 / 1024).toLocaleString('de-DE', { maximumFractionDigits: 1, minimumFractionDigits: 1 })} MB`;
}

export function uploadsAdminPage(
  state: RequestState,
  d: { rows: AdminFileRow[]; total: number; page: number },
): string {
  const pages = Math.max(1, Math.ceil(d.total / ADMIN_UPLOADS_PER_PAGE));
  const body = html`<h1>Uploads und Einsendungen</h1>
    <p class="lead">${d.total} Dateien, neueste zuerst. Standortdaten sind beim Speichern entfernt.</p>
    ${
      d.rows.length === 0
        ? html`<p class="empty">Noch nichts hochgeladen.</p>`
        : html`<div class="table-scroll" tabindex="0" role="region" aria-label="Hochgeladene Dateien">
            <table class="data-table uploads-table">
              <caption class="visually-hidden">Hochgeladene Dateien</caption>
              <thead>
                <tr>
                  <th scope="col">Vorschau</th>
                  <th scope="col">Titel und Datei</th>
                  <th scope="col">Art</th>
                  <th scope="col">Von</th>
                  <th scope="col">Status</th>
                  <th scope="col">Größe</th>
                  <th scope="col">Zeit</th>
                </tr>
              </thead>
              <tbody>
                ${d.rows.map(
                  (r) => html`<tr>
                    <td>
                      ${
                        r.contentType.startsWith('image/')
                          ? html`<img src="${fileUrl(r)}" alt="" width="64" height="48" loading="lazy" class="uploads-table__thumb" />`
                          : html`<span class="muted">Video</span>`
                      }
                    </td>
                    <td>
                      <a href="${fileUrl(r)}">${r.title || r.fileName}</a>
                      ${r.title ? html`<br /><span class="muted">${r.fileName}</span>` : null}
                      ${r.message ? html`<br /><span class="muted">„${r.message}“</span>` : null}
                    </td>
                    <td>
                      ${PURPOSES[r.purpose] ?? r.purpose}${
                        r.purpose === 'article-photo' && r.ref
                          ? html` <a href="/artikel/${r.ref}/fotos">(Artikel ${r.ref})</a>`
                          : null
                      }${r.ord ? html` · Titelbild` : null}
                    </td>
                    <td>${r.username ?? '–'}</td>
                    <td>${r.state === 'released' ? 'freigegeben' : 'hochgeladen'}</td>
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
        ? html`<nav aria-label="Seiten" class="pager">
            ${d.page > 1 ? html`<a href="/admin/uploads?seite=${d.page - 1}">Neuere</a>` : null}
            <span>Seite ${d.page} von ${pages}</span>
            ${d.page < pages ? html`<a href="/admin/uploads?seite=${d.page + 1}">Ältere</a>` : null}
          </nav>`
        : null
    }
    <p><a href="/admin">Zurück zur Verwaltung</a></p>`;
  return renderPage(state, {
    title: 'Uploads und Einsendungen',
    section: 'none',
    breadcrumbs: [{ label: 'Verwaltung', href: '/admin' }, { label: 'Uploads' }],
    body,
    noindex: true,
  });
}
