import type { RequestState } from '../../context.ts';
import { html } from '../../html.ts';
import type { MatchRow } from '../../repo/matches.ts';
import type { NewsTeaser } from '../../repo/news.ts';
import { matchTable, newsCard } from '../components.ts';
import { renderPage } from '../layout.ts';
import { competitionFinderHost } from '../discoveryHosts.ts';
import { fanPollHost } from '../community.ts';
import { mediaStreamHost } from './media.ts';
import { newsGalleryHost } from './galleries.ts';
import { adSlot } from '../adSlots.ts';
import { tr } from '../../i18n/pages.ts';

export interface HomeData {
  regionId: string;
  regionName: string;
  news: NewsTeaser[];
  upcoming: MatchRow[];
  associations: { id: string; name: string }[];
  surveyName: string | null;
}

export function homePage(state: RequestState, data: HomeData): string {
  const [lead, ...rest] = data.news;
  const body = html` <section class="hero" aria-labelledby="hero-title">
      <h1 id="hero-title">${tr('Amateurfußball in deiner Region')}</h1>
      <p>
        ${tr(
          'Spielpläne, Tabellen und Nachrichten aus {region} und allen anderen Landesverbänden. Finde deinen Verein, verfolge deine Liga und bleib am Ball.',
          { region: data.regionName },
        )}
      </p>
      <p class="hero__actions">
        <a class="button" href="/wettbewerbe">${tr('Wettbewerb finden')}</a>
        <a class="button button--ghost" href="/vereine">${tr('Verein suchen')}</a>
      </p>
    </section>

    ${adSlot('SUPERBANNER', 'banner', state.lang)}

    ${competitionFinderHost(state)}

    ${newsGalleryHost(data.regionId, data.news.length)}

    <div class="home-grid">
      <section aria-labelledby="news-title" class="home-grid__news">
        <div class="section-head">
          <h2 id="news-title">${tr('Aktuelle News aus {region}', { region: data.regionName })}</h2>
          <a href="/news?verband=${data.regionId}">${tr('Alle News')}</a>
        </div>
        ${lead ? html`<div class="lead-news">${newsCard(lead)}</div>` : null}
        <div class="card-grid">${rest.map((n) => newsCard(n))}</div>
      </section>

      <section aria-labelledby="matches-title" class="home-grid__matches">
        <div class="section-head">
          <h2 id="matches-title">${tr('Nächste Spiele')}</h2>
        </div>
        ${matchTable(data.upcoming, tr('Nächste Spiele der Herren in {region}', { region: data.regionName }), { showCompetition: true, captionHidden: true, lang: state.lang })}
      </section>
    </div>

    ${mediaStreamHost()}

    ${fanPollHost()}

    <section aria-labelledby="regions-title">
      <h2 id="regions-title">${tr('Landesverbände')}</h2>
      <ul class="chip-list">
        ${data.associations.map((a) => html`<li><a class="chip" href="/wettbewerbe?verband=${a.id}">${a.name}</a></li>`)}
      </ul>
    </section>`;
  return renderPage(state, {
    title: tr('Amateurfußball in deiner Region'),
    description: tr(
      'Spielpläne, Tabellen und News aus dem Amateurfußball aller 21 Landesverbände.',
    ),
    section: 'home',
    body,
    surveyName: data.surveyName,
  });
}
