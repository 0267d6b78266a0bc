import type { RequestState } from '../../context.ts';
import { html, type SafeHtml } from '../../html.ts';
import { formatDate } from '../../logic/dates.ts';
import type { UserRow } from '../../repo/users.ts';
import { renderPage } from '../layout.ts';
import { tr, type PageText, lookupLabel } from '../../i18n/pages.ts';
import { profilePhotoSection, type ProfilePhoto } from './profilePhoto.ts';

export interface ProfileData {
  user: UserRow;
  isOwn: boolean;
  club: { slug: string; name: string } | null;
  favourites: { id: number; name: string; clubSlug: string; teamTypeLabel: string }[];
  /** The under-16 consent layer opens by itself (own profile, under 16, no consent yet). */
  needsConsent: boolean;
  consented: boolean;
  /** Issue 16 widgets: the stage above the head, achievements and live stats below the columns. */
  extras?: { stage: SafeHtml; sections: SafeHtml };
  /** Own profile: the picture source and whether a photo exists (issue 14, profilePhoto.ts). */
  photo?: ProfilePhoto;
}

const ROLE_LABEL: Record<UserRow['role'], PageText> = {
  fan: 'Fan',
  player: 'Spieler/in',
  club: 'Vereinsvertreter/in',
};

/** The one profile page of a member (spec path); every link to a profile uses it. */
export function profilePath(userId: string): string {
  return `/fanprofil/-/userid/${encodeURIComponent(userId)}`;
}

export function profilePage(state: RequestState, d: ProfileData): string {
  const u = d.user;
  const under16 = u.age < 16;
  const ownPath = profilePath(u.id);
  // Profiles of minors show only the display name to other people.
  const restricted = under16 && !d.isOwn;
  const body = html` ${restricted ? null : (d.extras?.stage ?? null)}
    <header class="page-head profile-head">
      <img class="avatar" src="/profil/bild/${u.id}" alt="" width="64" height="64" />
      <div>
        <h1>${u.displayName}</h1>
        <p class="page-head__meta">
          ${tr(ROLE_LABEL[u.role])}${restricted ? null : html` · ${tr('Mitglied seit {date}', { date: formatDate(u.createdAt) })}`}
        </p>
      </div>
    </header>
    ${
      // Only the owner reads it (the server knows who asks; the condition also guards copies).
      d.isOwn
        ? html`<p class="notice" data-condition="equalsProfileUserId FBDE_USER_ID">
            ${tr('Das ist dein eigenes Profil.')}
          </p>`
        : null
    }
    ${
      d.needsConsent
        ? html`<div class="callout" role="note">
            <h2>${tr('Einwilligung deiner Eltern fehlt')}</h2>
            <p>
              ${tr(
                'Weil du jünger als 16 Jahre bist, brauchen wir die Zustimmung deiner Erziehungsberechtigten, bevor dein Profil für andere sichtbar wird.',
              )}
            </p>
            <button type="button" class="button" data-layer-open="dsgvo_u16">
              ${tr('Einwilligung ansehen')}
            </button>
          </div>`
        : null
    }
    ${d.isOwn && under16 && d.consented ? html`<p class="notice">${tr('Die Einwilligung deiner Eltern liegt vor. Danke!')}</p>` : null}
    ${
      restricted
        ? html`<p class="callout">
            ${tr('Dieses Profil gehört einem Mitglied unter 16 Jahren und ist nur eingeschränkt sichtbar.')}
          </p>`
        : html`<div class="two-col">
            <section aria-labelledby="about-title">
              <h2 id="about-title">${tr('Über mich')}</h2>
              <p${state.lang === 'de' ? null : html` lang="de"`}>${u.bio}</p>
              ${d.club ? html`<p>${tr('Verein:')} <a href="/verein/${d.club.slug}">${d.club.name}</a></p>` : null}
            </section>
            <section aria-labelledby="fav-title">
              <h2 id="fav-title">${tr('Lieblingsmannschaften')}</h2>
              ${
                d.favourites.length
                  ? html`<ul class="result-list">
                      ${d.favourites.map(
                        (f) =>
                          html`<li>
                            <a href="/verein/${f.clubSlug}">${f.name}</a>
                            <span class="muted">${lookupLabel(f.teamTypeLabel)}</span>
                          </li>`,
                      )}
                    </ul>`
                  : html`<p class="empty">${tr('Noch keine Lieblingsmannschaften.')}</p>`
              }
            </section>
          </div>`
    }
    ${restricted ? null : (d.extras?.sections ?? null)}
    ${d.isOwn && d.photo ? profilePhotoSection(u.id, d.photo) : null}
    ${
      d.isOwn
        ? html`<section aria-labelledby="own-title">
            <h2 id="own-title">${tr('Deine Möglichkeiten')}</h2>
            <ul class="result-list">
              <li><a href="/hochladen">${tr('Fotos hochladen')}</a></li>
              <li><a href="/meine-medien">${tr('Meine Fotos und Videos')}</a></li>
              <li><a href="/mein-fussball">${tr('Mein Fußball')}</a></li>
            </ul>
          </section>`
        : null
    }`;
  const layers = d.needsConsent
    ? html`<dialog
        class="layer"
        data-layer="dsgvo_u16"
        data-layer-auto-open
        aria-labelledby="dsgvo-u16-title"
        aria-describedby="dsgvo-u16-text"
      >
        <form method="post" action="/ajax/dsgvo-u16/consent" class="layer__content">
          <input type="hidden" name="csrf" value="${state.csrf}" />
          <input type="hidden" name="fw_url" value="${ownPath}" />
          <h2 id="dsgvo-u16-title">${tr('Datenschutz: Einwilligung deiner Eltern')}</h2>
          <div id="dsgvo-u16-text">
            <p>
              ${tr(
                'Du bist jünger als 16 Jahre. Nach Artikel 8 der Datenschutz-Grundverordnung (DSGVO) dürfen wir dein Profil nur mit Zustimmung deiner Erziehungsberechtigten öffentlich zeigen und personalisieren.',
              )}
            </p>
            <p>
              ${tr(
                'Bis dahin ist dein Profil für andere nur eingeschränkt sichtbar und wir speichern nichts, was nicht unbedingt nötig ist.',
              )}
            </p>
            <p>
              ${tr('Bitte bestätige nur gemeinsam mit deinen Eltern. Mehr dazu in der')}
              <a href="/datenschutz#minderjaehrige">${tr('Datenschutzerklärung')}</a>.
            </p>
          </div>
          <div class="layer__actions">
            <button type="submit" class="button" data-layer-confirm>
              ${tr('Meine Eltern sind einverstanden')}
            </button>
            <button type="button" class="button button--ghost" data-layer-close>${tr('Später')}</button>
          </div>
        </form>
      </dialog>`
    : undefined;
  return renderPage(state, {
    title: tr('Fanprofil von {name}', { name: u.displayName }),
    section: 'none',
    breadcrumbs: [{ label: tr('Fanprofil') }, { label: u.displayName }],
    body,
    ...(layers ? { layers } : {}),
    noindex: under16,
  });
}
