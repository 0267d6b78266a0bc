/**
 * Team and club photos (issue 27): the saved picture for everyone, and for the club's officials
 * the crop upload with the slot's preset (spec §9 Crop presets): the team photo (`teampicture`)
 * and the highlight photo (`teamhighlight`, both 890×500) on the team page, the club photo
 * (`other`, 445×250) on the club page. The page reloads after saving, so the new picture is the
 * one the server kept.
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

/** What differs between the slots: the preset, the size and the texts. */
interface SlotView {
  /** The section's id prefix (`{id}-title` names it). */
  id: string;
  comp: 'teampicture' | 'teamhighlight' | 'other';
  width: number;
  height: number;
  title: string;
  alt: string;
  empty: string;
  uploadLabel: string;
}

function photoSection(slot: SlotView, d: TeamPhoto): SafeHtml | null {
  if (!d.photo && !d.mayUpload) return null;
  return html`<section class="team-photo" aria-labelledby="${slot.id}-title">
    <h2 id="${slot.id}-title">${slot.title}</h2>
    ${
      d.photo
        ? html`<figure class="team-photo__figure">${uploadedPhoto(d.photo, { alt: slot.alt, width: slot.width, height: slot.height, className: 'team-photo__img' })}</figure>`
        : html`<p class="muted">${slot.empty}</p>`
    }
    ${
      d.mayUpload
        ? html`<div
            class="team-photo__upload"
            data-widget="photo-upload"
            data-photo-upload-form-action="${d.uploadUrl}"
            data-comp="${slot.comp}"
            data-label="${slot.uploadLabel}"
          ></div>`
        : null
    }
  </section>`;
}

export function teamPhotoSection(teamName: string, d: TeamPhoto): SafeHtml | null {
  return photoSection(
    {
      id: 'team-photo',
      comp: 'teampicture',
      width: 890,
      height: 500,
      title: tr('Mannschaftsfoto'),
      alt: tr('Mannschaftsfoto von {name}', { name: teamName }),
      empty: tr('Noch kein Mannschaftsfoto.'),
      uploadLabel: tr('Mannschaftsfoto hochladen'),
    },
    d,
  );
}

export function teamHighlightSection(teamName: string, d: TeamPhoto): SafeHtml | null {
  return photoSection(
    {
      id: 'team-highlight',
      comp: 'teamhighlight',
      width: 890,
      height: 500,
      title: tr('Highlight-Foto'),
      alt: tr('Highlight-Foto von {name}', { name: teamName }),
      empty: tr('Noch kein Highlight-Foto.'),
      uploadLabel: tr('Highlight-Foto hochladen'),
    },
    d,
  );
}

export function clubPhotoSection(clubName: string, d: TeamPhoto): SafeHtml | null {
  return photoSection(
    {
      id: 'club-photo',
      comp: 'other',
      width: 445,
      height: 250,
      title: tr('Vereinsfoto'),
      alt: tr('Vereinsfoto von {name}', { name: clubName }),
      empty: tr('Noch kein Vereinsfoto.'),
      uploadLabel: tr('Vereinsfoto hochladen'),
    },
    d,
  );
}
