/**
 * The team photo on the team page (issue 27): the saved picture for everyone, and for the club's
 * officials the crop upload with the `teampicture` preset (spec §9 Crop presets, 890×500). The
 * page reloads after saving, so the new picture is the one the server kept.
 */
import type { FileRow } from '../../files/repo.ts';
import { html, type SafeHtml } from '../../html.ts';
import { tr } from '../../i18n/pages.ts';
import { uploadedPhoto } from '../uploadedPhoto.ts';

export interface TeamPhoto {
  photo: FileRow | null;
  mayUpload: boolean;
  /** Where the widget posts the crop (routes/teamPhotos.ts). */
  uploadUrl: string;
}

export function teamPhotoSection(teamName: string, d: TeamPhoto): SafeHtml | null {
  if (!d.photo && !d.mayUpload) return null;
  const alt = tr('Mannschaftsfoto von {name}', { name: teamName });
  return html`<section class="team-photo" aria-labelledby="team-photo-title">
    <h2 id="team-photo-title">${tr('Mannschaftsfoto')}</h2>
    ${
      d.photo
        ? html`<figure class="team-photo__figure">${uploadedPhoto(d.photo, { alt, width: 890, height: 500, className: 'team-photo__img' })}</figure>`
        : html`<p class="muted">${tr('Noch kein Mannschaftsfoto.')}</p>`
    }
    ${
      d.mayUpload
        ? html`<div
            class="team-photo__upload"
            data-widget="photo-upload"
            data-photo-upload-form-action="${d.uploadUrl}"
            data-comp="teampicture"
            data-label="${tr('Mannschaftsfoto hochladen')}"
          ></div>`
        : null
    }
  </section>`;
}
