/**
 * The profile photo section of a member's own profile (issue 14): the picture as chosen, the
 * crop upload (photo-upload) and the source switch (profile-image-source). Kept apart from
 * profile.ts, which includes it with one line.
 */
import { html, jsonForScript, type SafeHtml } from '../../html.ts';
import { tr } from '../../i18n/pages.ts';

/** The picture sources the switch offers, in the request's language. */
export function profileImageSources(): { value: string; label: string }[] {
  return [
    { value: 'avatar', label: tr('Anfangsbuchstabe') },
    { value: 'verein', label: tr('Vereinsfarben') },
    { value: 'foto', label: tr('Eigenes Foto') },
  ];
}

export interface ProfilePhoto {
  source: string;
  hasPhoto: boolean;
}

export function profilePhotoSection(userId: string, photo: ProfilePhoto): SafeHtml {
  const picture = `/profil/bild/${encodeURIComponent(userId)}`;
  return html`<section class="profile-photo" aria-labelledby="profile-photo-title">
    <h2 id="profile-photo-title">${tr('Dein Profilbild')}</h2>
    <div class="profile-photo__row">
      <img class="profile-photo__current" src="${picture}" alt="${tr('Dein Profilbild')}" width="75" height="100" />
      <div
        class="profile-photo__upload"
        data-widget="photo-upload"
        data-photo-upload-form-action="/ajax/profil/foto"
        data-comp="profilepicture"
        data-update-in-place="true"
      ></div>
    </div>
    <div
      class="profile-photo__source"
      data-widget="profile-image-source"
      data-switch-profile-image-source="/ajax/profil/bildquelle"
      data-ajaxmodel="bildquelle"
      data-crop-value="foto"
      data-value="${photo.source}"
      data-has-image="${photo.hasPhoto ? 'true' : 'false'}"
      data-label="${tr('Profilbild zeigen als')}"
    ><script type="application/json" data-props>${jsonForScript({ options: profileImageSources() })}</script></div>
  </section>`;
}
