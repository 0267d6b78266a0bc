import { tr } from '../../i18n/pages.ts';
import type { RequestState } from '../../context.ts';
import { html, jsonForScript, type SafeHtml } from '../../html.ts';
import { formatDate } from '../../logic/dates.ts';
import type { FileRow } from '../../files/repo.ts';
import { renderPage } from '../layout.ts';
import { MEDIA_URLS } from './media.ts';

const UPLOAD_TYPES = ['image/jpeg', 'image/png', 'image/gif'];

export interface UploadPageData {
  uploads: FileRow[];
  /** Articles whose photos this user may edit (club officials, admins). */
  articles: { id: number; title: string }[];
  message: { kind: 'ok' | 'error'; text: string } | null;
  /** The member's albums: a released photo may go into one (spec §4, §7 {albumBase}/add). */
  albums: { id: number; title: string }[];
}

/**
 * The generic upload (spec §4): on /hochladen with the member's albums to choose from per photo,
 * on an album's edit page with that album (every released photo goes into it). Both with the
 * picture-rights hint (`contactHintLayer`, which the page must carry) before the file chooser.
 */
export function genericUploadHost(
  album: { choices: readonly { id: number; title: string }[] } | { id: number },
): SafeHtml {
  const attrs = html`data-fileupload-url="/ajax/hochladen" data-url-release="/ajax/hochladen/freigeben"
    data-url-update="/ajax/hochladen/aendern" data-url-delete="/ajax/hochladen/loeschen"
    data-mediastream-id="community" data-contact-hint="contact-hint"
    data-resumable-url="/ajax/hochladen/fortsetzbar"
    data-album-base="${MEDIA_URLS.albumBase}"`;
  if ('id' in album)
    return html`<div data-widget="generic-upload" ${attrs} data-album-id="${String(album.id)}"></div>`;
  return html`<div data-widget="generic-upload" ${attrs}>
    <script type="application/json" data-props>
      ${jsonForScript({ albums: album.choices.map((a) => ({ id: a.id, title: a.title })) })}
    </script>
  </div>`;
}

function megabytes(bytes: number): string {
  return `${(bytes / 1024 / 1024).toLocaleString('de-DE', { maximumFractionDigits: 2, minimumFractionDigits: 2 })} MB`;
}

export function uploadPage(state: RequestState, d: UploadPageData): string {
  // With scripts the generic-upload widget is the one upload form; the single-photo form below
  // is for browsers without scripts only (site.css .no-js-only).
  const body = html` <h1>${tr('Fotos hochladen')}</h1>
    <p class="lead">
      ${tr('Teile Bilder vom Spieltag, von deiner Mannschaft oder vom Vereinsfest mit der Community.')}
    </p>
    ${
      d.message
        ? html`<p
            class="${d.message.kind === 'ok' ? 'notice' : 'error'}"
            role="${d.message.kind === 'ok' ? 'status' : 'alert'}"
          >
            ${d.message.text}
          </p>`
        : null
    }
    ${state.user ? null : html`<p class="callout"><a href="/login?fw_url=%2Fhochladen">${tr('Melde dich an, um Fotos hochzuladen.')}</a></p>`}
    ${state.user ? genericUploadHost({ choices: d.albums }) : null}
    ${
      d.articles.length
        ? html`<section aria-labelledby="article-photos-title">
            <h2 id="article-photos-title">${tr('Fotos zu Artikeln deines Vereins')}</h2>
            <ul class="result-list">
              ${d.articles.map((a) => html`<li><a href="/artikel/${a.id}/fotos">${a.title}</a></li>`)}
            </ul>
          </section>`
        : null
    }
    <div class="no-js-only">
    <h2 id="upload-single-title">${tr('Ein einzelnes Foto hochladen')}</h2>
    <form
      aria-labelledby="upload-single-title"
      class="upload-form"
      method="post"
      action="/hochladen"
      enctype="multipart/form-data"
      data-condition="exist FBDE_LOGIN"
    >
      <input type="hidden" name="csrf" value="${state.csrf}" />
      <div class="field">
        <label for="upload-file">${tr('Foto auswählen')}</label>
        <input
          id="upload-file"
          name="datei"
          type="file"
          accept="${UPLOAD_TYPES.join(',')}"
          required
          data-contact-hint
          aria-describedby="upload-file-hint"
        />
        <p id="upload-file-hint" class="hint">
          ${tr('JPG, PNG oder GIF, höchstens 10 MB. Vorher zeigen wir dir einen kurzen Hinweis zu Bildrechten.')}
        </p>
      </div>
      <div class="field">
        <label for="upload-title">${tr('Bildtitel')}</label>
        <input id="upload-title" name="titel" type="text" maxlength="80" />
      </div>
      <button type="submit" class="button">${tr('Hochladen')}</button>
    </form>
    </div>
    ${
      state.user
        ? html`<section aria-labelledby="uploads-title">
            <h2 id="uploads-title">${tr('Deine letzten Uploads')}</h2>
            ${
              d.uploads.length
                ? html`<ul class="result-list">
                    ${d.uploads.map(
                      (u) =>
                        html`<li>
                          ${u.fileName}
                          <span class="muted"
                            >${megabytes(u.sizeBytes)} · ${formatDate(u.createdAt)}</span
                          >
                        </li>`,
                    )}
                  </ul>`
                : html`<p class="empty">${tr('Du hast noch nichts hochgeladen.')}</p>`
            }
          </section>`
        : null
    }`;
  return renderPage(state, {
    title: tr('Fotos hochladen'),
    section: 'upload',
    breadcrumbs: [{ label: tr('Fotos hochladen') }],
    body,
    layers: contactHintLayer(),
  });
}

/**
 * The picture-rights hint a file input with `data-contact-hint` opens before the file chooser
 * (runtime behaviour; also shown on /seitenfunktionen).
 */
export function contactHintLayer(): SafeHtml {
  return html`<dialog
    class="layer"
    data-layer="contact-hint"
    aria-labelledby="contact-hint-title"
    aria-describedby="contact-hint-text"
  >
    <div class="layer__content">
      <h2 id="contact-hint-title">${tr('Bevor du hochlädst')}</h2>
      <div id="contact-hint-text">
        <p>
          ${tr('Lade nur Fotos hoch, die du selbst gemacht hast oder für die du die Nutzungsrechte besitzt.')}
        </p>
        <p>
          ${tr('Sind Personen zu erkennen, brauchst du ihr Einverständnis – bei Kindern und Jugendlichen das der Eltern.')}
        </p>
        <p>
          ${tr('Fragen zu Bildrechten beantwortet die Redaktion:')}
          <a href="mailto:redaktion@anstoss.example">redaktion@anstoss.example</a>
        </p>
      </div>
      <div class="layer__actions">
        <button type="button" class="button" data-layer-confirm>${tr('Verstanden, Datei auswählen')}</button>
        <button type="button" class="button button--ghost" data-layer-close>${tr('Abbrechen')}</button>
      </div>
    </div>
  </dialog>`;
}
