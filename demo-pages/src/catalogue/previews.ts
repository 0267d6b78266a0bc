/**
 * The catalogue's live previews: for every registered widget, host markup that works with the
 * reference CMS's own endpoints and data, or, for widgets that belong to the page frame or need a
 * particular page (layers, navigation, owned items), the CMS page where it runs live. The markup
 * is also the snippet editors copy. A test asserts every registered widget has an entry and that
 * every live preview passes its widget's props schema.
 */
import type { RequestState } from '../context.ts';
import { html, jsonForScript, type SafeHtml } from '../html.ts';
import { tr } from '../i18n/pages.ts';
import { competitionFinderHost, lazyFragmentHost, loadMoreHost } from '../views/discoveryHosts.ts';
import { liveTickerHost, matchQuickviewHost, matchTabsHost } from '../views/matchCentreHosts.ts';
import {
  CLUB_ITEMS_URL,
  CLUB_TEAMS_URL,
  FAVOURITES_URL,
  START_PAGE_URL,
} from '../views/navigationFlyout.ts';
import { CATEGORIES, CATEGORY_CONSENTS, GOAL_PRESETS } from '../submissions/content.ts';
import { MEDIA_URLS } from '../views/pages/media.ts';
import { ALBUM_EDIT_PAGE } from '../views/pages/myMedia.ts';
import { OBFUSCATED_CSS_TEMPLATE } from '../views/pages/obfuscatedResults.ts';
import { profileImageSources } from '../views/pages/profilePhoto.ts';
import {
  profileAchievementsHost,
  profileLiveStatsHost,
  profileStageHost,
  type ProfileWidgetsData,
} from '../views/pages/profileWidgets.ts';
import { widgetHost } from '../views/widgetHosts.ts';

export interface PreviewData {
  state: RequestState;
  /** The newest article (comments, report form, teaser text). */
  news: { id: number; slug: string; teaser: string };
  /** A simulated live game and its first ticker, when the simulator runs one. */
  game: { id: number; tickerId: number } | null;
  /** Number of clubs (count-up shows it). */
  clubCount: number;
}

export type Preview =
  | { kind: 'live'; markup: SafeHtml; note?: string }
  | { kind: 'page'; markup: SafeHtml; href: string; note: string };

const live = (markup: SafeHtml, note?: string): Preview => ({ kind: 'live', markup, note });
const onPage = (markup: SafeHtml, href: string, note: string): Preview => ({
  kind: 'page',
  markup,
  href,
  note,
});

export const PREVIEWS: Record<string, (d: PreviewData) => Preview> = {
  'club-search': () =>
    live(widgetHost('club-search', { itemsUrl: CLUB_ITEMS_URL, teamsUrl: CLUB_TEAMS_URL })),
  comments: (d) =>
    live(
      widgetHost('comments', {
        url: `/ajax/comments/${d.news.id}`,
        deleteUrl: '/ajax/comments/delete',
        reportUrl: '/ajax/comments/report',
      }),
      tr('Der Kommentarbereich des neuesten Artikels.'),
    ),
  'comment-form': (d) =>
    onPage(
      widgetHost('comment-form', {
        action: `/ajax/comments/${d.news.id}`,
        maxLength: '1000',
        poll: 'true',
        draftKey: `news-${d.news.id}`,
      }),
      `/news/${d.news.slug}#kommentare`,
      tr(
        'Unter jedem Artikel, zusammen mit dem Kommentarbereich (hier nicht, damit keine Probebeiträge entstehen).',
      ),
    ),
  'competition-finder': (d) => live(competitionFinderHost(d.state)),
  'content-loader': () =>
    live(
      html`<form class="filter-form" id="preview-news-filter" method="get" action="/news">
  <div class="field">
    <label for="preview-kategorie">${tr('Kategorie')}</label>
    <select id="preview-kategorie" name="kategorie">
      <option value="">${tr('Alle Kategorien')}</option>
      <option value="herren">${tr('Herren')}</option>
      <option value="frauen">${tr('Frauen')}</option>
      <option value="junioren">${tr('Junioren')}</option>
    </select>
  </div>
  <button type="submit" class="button">${tr('Filtern')}</button>
</form>
<div class="card-grid" id="preview-news"></div>
${loadMoreHost({ url: '/ajax/news/mehr', target: '#preview-news', offset: 0, form: '#preview-news-filter' })}
${lazyFragmentHost('wettbewerbssuche')}`,
      tr(
        'Mehr laden mit einem Filterformular (die Liste lädt bei „Filtern“ an Ort und Stelle neu) und ein Fragment, das 10 ms nach dem Laden nachlädt.',
      ),
    ),
  'cookie-consent': () =>
    onPage(
      widgetHost('cookie-consent', { privacyUrl: '/datenschutz' }),
      '/',
      tr('Auf jeder Seite; erneut öffnen mit „Cookie-Einstellungen“ im Fuß.'),
    ),
  'count-up': (d) =>
    live(
      widgetHost('count-up', { value: String(d.clubCount) }),
      tr('Die Zahl der Vereine im CMS.'),
    ),
  'cross-table': () =>
    onPage(
      html`<div data-widget="cross-table">
  <script type="application/json" data-props>${jsonForScript({
    caption: 'Kreuztabelle',
    teams: [{ name: 'FC Beispiel' }, { name: 'SV Muster' }],
    results: [
      [null, '2:1'],
      ['0:0', null],
    ],
  })}</script>
</div>`,
      '/wettbewerbe',
      tr('Auf der Seite jeder Liga (Wettbewerbe → eine Liga).'),
    ),
  'edit-item': () =>
    onPage(
      widgetHost('edit-item', {
        url: '/ajax/items/1/edit',
        itemId: '1',
        title: '',
        description: '',
      }),
      '/fanfotos',
      tr('Bei den eigenen Fan-Fotos (angemeldet).'),
    ),
  'fan-poll': () =>
    live(
      widgetHost('fan-poll', {
        questionsUrl: '/ajax/fan-poll/questions.json',
        voteUrl: '/ajax/fan-poll/vote.json',
        pollTextUrl: '/ajax/fan-poll/text.json',
      }),
    ),
  favourites: () => live(widgetHost('favourites', { favoritesUrl: FAVOURITES_URL })),
  'header-warning': () =>
    onPage(
      widgetHost('header-warning', { url: '/ajax/header-warning.json' }),
      '/admin',
      tr('Oben auf jeder Seite, wenn die Redaktion eine Warnung aktiv schaltet (Verwaltung).'),
    ),
  'line-chart': () =>
    live(
      html`<div data-widget="line-chart" data-title="Tore pro Spieltag">
  <script type="application/json" data-props>${jsonForScript({
    series: [
      { name: 'Heim', values: [2, 1, 3, 0, 2] },
      { name: 'Gast', values: [1, 1, 0, 2, 1] },
    ],
  })}</script>
</div>`,
    ),
  'live-ticker': (d) =>
    d.game
      ? live(liveTickerHost(d.game.id, d.game.tickerId))
      : onPage(liveTickerHost(1, 11), '/spiele/live', tr('Auf der Seite jedes Live-Spiels.')),
  'markup-checker': () =>
    onPage(widgetHost('markup-checker'), '/widgets#pruefen', tr('Auf dieser Katalogseite.')),
  'match-calendar': () =>
    live(
      widgetHost('match-calendar', {
        fromName: 'datum-von',
        toName: 'datum-bis',
        calendarSpan: '31',
      }),
    ),
  'match-quickview': (d) =>
    d.game
      ? live(matchQuickviewHost(d.game.id))
      : onPage(matchQuickviewHost(1), '/spiele/live', tr('Auf der Seite jedes Live-Spiels.')),
  'navigation-flyout': () =>
    onPage(
      html`<div data-widget="navigation-flyout" data-favorites-url="${FAVOURITES_URL}" data-search-url="/vereine" data-search-param="q">
  <script type="application/json" data-props>{"items":[{"id":"news","href":"/news","label":"News"}]}</script>
</div>`,
      '/',
      tr('Die Navigation im Kopf jeder Seite.'),
    ),
  'news-list': () =>
    onPage(
      html`<div data-widget="news-list" data-url="/ajax/news/toolbox" data-target="#news-results"></div>`,
      '/news',
      tr('Über der Nachrichtenliste.'),
    ),
  'range-slider': () =>
    live(
      widgetHost('range-slider', {
        label: 'Ballbesitz',
        labelLeft: 'Heim',
        labelRight: 'Gast',
        name: 'ballbesitz',
      }),
    ),
  rating: () =>
    onPage(
      widgetHost('rating', { url: '/ajax/items/1/rate', itemId: '1' }),
      '/fanfotos',
      tr('Unter jedem Fan-Foto (angemeldet).'),
    ),
  'report-offense': (d) =>
    live(
      widgetHost('report-offense', {
        action: '/ajax/report-offense',
        captchaUrl: '/ajax/captcha',
        articleUuid: `news-${d.news.id}`,
      }),
      tr('Meldet den neuesten Artikel; auf Spielseiten mit data-match-id und data-ticker-id.'),
    ),
  'report-tool': () =>
    onPage(
      widgetHost('report-tool', { url: '/ajax/items/1/report', itemId: '1' }),
      '/fanfotos',
      tr('Unter jedem Fan-Foto.'),
    ),
  'start-page': () =>
    onPage(
      widgetHost('start-page', { url: START_PAGE_URL, discoverUrl: '/vereine' }),
      '/mein-fussball',
      tr('„Mein Fußball“ (mit Favoriten angemeldet).'),
    ),
  'survey-layer': () =>
    onPage(
      widgetHost('survey-layer', { url: '/ajax/survey/{path}.html', name: 'UMFRAGE_BEISPIEL' }),
      '/',
      tr('Als Layer auf Seiten, für die eine Umfrage aktiv ist.'),
    ),
  tabs: (d) =>
    d.game
      ? live(matchTabsHost(d.game.id, d.game.tickerId))
      : onPage(matchTabsHost(1, 11), '/spiele/live', tr('Auf der Seite jedes Live-Spiels.')),
  'text-truncate': (d) =>
    live(
      widgetHost('text-truncate', {
        text: d.news.teaser,
        enabled: 'true',
        maxLength: '90',
        readMore: 'true',
      }),
      tr('Der Vorspann des neuesten Artikels.'),
    ),
  'tournament-tree': () =>
    onPage(
      html`<div data-widget="tournament-tree">
  <script type="application/json" data-props>{"title":"Turnierbaum","levels":[{"label":"1. Runde","resource":"/ajax/turnier/pokal/runde/1/action/OPEN"}]}</script>
</div>`,
      '/wettbewerbe',
      tr('Auf der Seite jedes Pokals (Wettbewerbe → ein Pokal).'),
    ),
  'tv-magazine': () =>
    onPage(
      widgetHost('tv-magazine', { url: '/ajax/tv/empfehlungen.json' }),
      '/tv',
      tr('Die TV-Startseite (Videos nur nach Zustimmung im Cookie-Layer).'),
    ),
  'tv-list': () =>
    onPage(
      widgetHost('tv-list', { tvListUrl: '/ajax/tv/liste.json' }),
      '/tv/liste',
      tr('Alle Videos.'),
    ),
  'tv-content': () =>
    onPage(
      widgetHost('tv-content', {
        url: '/ajax/tv/videos/beispiel.json',
        recommendationsUrl: '/ajax/tv/empfehlungen.json',
      }),
      '/tv',
      tr('Auf der Seite jedes Videos (TV → ein Video).'),
    ),
  'video-popup': () =>
    onPage(
      widgetHost('video-popup', {
        playerUrl: '/tv/player',
        videoId: '1',
        title: tr('Video der Woche'),
      }),
      '/tv',
      tr('Auf der TV-Startseite („Kurz reingeschaut“).'),
    ),
  'media-stream': () =>
    live(
      widgetHost('media-stream', {
        streamUrl: MEDIA_URLS.stream,
        itemMetaUrl: MEDIA_URLS.itemMeta,
        uploadUrl: MEDIA_URLS.upload,
        reportAction: MEDIA_URLS.report,
        captchaUrl: MEDIA_URLS.captcha,
        ratingUrl: MEDIA_URLS.rating,
        editUrl: MEDIA_URLS.editList,
      }),
      tr('Fotos und Videos der Community.'),
    ),
  'album-list': () =>
    live(
      widgetHost('album-list', {
        listUrl: MEDIA_URLS.albums,
        searchUrl: MEDIA_URLS.albumSearch,
        albumUrl: MEDIA_URLS.albumPage,
      }),
    ),
  'album-detail': () =>
    onPage(
      widgetHost('album-detail', { detailUrl: MEDIA_URLS.albumPhotos }),
      '/fotos',
      tr('Auf der Seite jedes Albums (Fotoalben → ein Album).'),
    ),
  'photo-viewer': () =>
    onPage(
      widgetHost('photo-viewer', {
        detailUrl: MEDIA_URLS.albumPhotos,
        viewUrl: MEDIA_URLS.view,
        commentsUrl: MEDIA_URLS.comments,
      }),
      '/fotos',
      tr('Die Großansicht auf der Seite jedes Albums.'),
    ),
  'generic-upload': () =>
    onPage(
      widgetHost('generic-upload', {
        fileuploadUrl: '/ajax/hochladen',
        urlRelease: '/ajax/hochladen/freigeben',
        urlUpdate: '/ajax/hochladen/aendern',
        urlDelete: '/ajax/hochladen/loeschen',
        mediastreamId: 'community',
      }),
      '/hochladen',
      tr(
        'Auf der Seite „Hochladen“ (angemeldet; hier nicht, damit keine Probe-Uploads entstehen).',
      ),
    ),
  'article-photo-upload': (d) =>
    onPage(
      widgetHost('article-photo-upload', {
        uploadBase: '/ajax/fotos/upload',
        src: '/ajax/fotos',
        article: String(d.news.id),
        urlUpdate: '/ajax/fotos/update',
        urlUpdateOrd: '/ajax/fotos/ord',
        urlDelete: '/ajax/fotos/delete',
      }),
      `/artikel/${d.news.id}/fotos`,
      tr('Fotos zu einem Artikel hochladen (angemeldet).'),
    ),
  'year-select': () =>
    live(widgetHost('year-select', { years: '5', name: 'jahr', label: 'Spieljahr' })),
  'media-edit-list': () =>
    onPage(
      widgetHost('media-edit-list', {
        listUrl: MEDIA_URLS.editList,
        itemUrl: MEDIA_URLS.editList,
        albumUrl: MEDIA_URLS.albumBase,
      }),
      '/meine-medien',
      tr('Die eigenen Fotos und Videos bearbeiten (angemeldet).'),
    ),
  'album-edit-list': () =>
    onPage(
      widgetHost('album-edit-list', {
        url: `${MEDIA_URLS.albumBase}/list`,
        albumBase: MEDIA_URLS.albumBase,
        editPage: ALBUM_EDIT_PAGE,
      }),
      '/meine-alben',
      tr('Die eigenen Alben anlegen, bearbeiten und veröffentlichen (angemeldet).'),
    ),
  'album-edit': () =>
    onPage(
      widgetHost('album-edit', {
        albumBase: MEDIA_URLS.albumBase,
        albumId: '16973375',
        backUrl: '/meine-alben',
      }),
      '/meine-alben',
      tr('Ein eigenes Album bearbeiten: über „Meine Alben“ (angemeldet, nur eigene Alben).'),
    ),
  'article-editor': () =>
    onPage(
      widgetHost('article-editor', { saveUrl: '/ajax/artikel/speichern', draftKey: 'neu' }),
      '/artikel/neu',
      tr('Artikel schreiben, für Vereinsverantwortliche (angemeldet).'),
    ),
  'profile-stage': () =>
    onPage(
      profileStageHost(VISITOR_PROFILE),
      '/fanprofil/-/userid/10002',
      tr('Auf jeder Profilseite.'),
    ),
  'profile-achievements': () =>
    onPage(
      profileAchievementsHost(VISITOR_PROFILE),
      '/fanprofil/-/userid/10002',
      tr('Auf jeder Profilseite.'),
    ),
  'profile-live-stats': () =>
    onPage(
      profileLiveStatsHost(VISITOR_PROFILE),
      '/fanprofil/-/userid/10002',
      tr('Auf jeder Profilseite.'),
    ),
  'photo-upload': () =>
    onPage(
      html`<div data-widget="photo-upload" data-photo-upload-form-action="/ajax/profil/foto" data-comp="profilepicture" data-update-in-place="true"></div>`,
      '/fanprofil/-/userid/10002',
      tr('Das eigene Profilbild zuschneiden (angemeldet, auf dem eigenen Profil).'),
    ),
  'profile-image-source': () =>
    onPage(
      html`<div data-widget="profile-image-source" data-switch-profile-image-source="/ajax/profil/bildquelle" data-ajaxmodel="bildquelle" data-crop-value="foto" data-value="foto" data-has-image="false" data-label="${tr('Profilbild zeigen als')}"><script type="application/json" data-props>${jsonForScript({ options: profileImageSources() })}</script></div>`,
      '/fanprofil/-/userid/10002',
      tr('Die Quelle des eigenen Profilbilds (angemeldet, auf dem eigenen Profil).'),
    ),
  'goal-of-the-week': () =>
    onPage(
      html`<div data-widget="goal-of-the-week" data-get-endpoint="/ajax/tor-der-woche/videos.json" data-post-endpoint="/ajax/tor-der-woche/einsenden"><script type="application/json" data-props>${jsonForScript({ presets: GOAL_PRESETS })}</script></div>`,
      '/tor-der-woche',
      tr(
        'Tore zur Wahl einsenden (angemeldet; hier nicht, damit keine Probe-Einsendungen entstehen).',
      ),
    ),
  'category-submission': () =>
    onPage(
      html`<div data-widget="category-submission" data-post-endpoint="/ajax/einsenden" data-upload-url="/ajax/hochladen" data-release-url="/ajax/hochladen/freigeben" data-max-megabytes="50"><script type="application/json" data-props>${jsonForScript({ categories: CATEGORIES, consents: CATEGORY_CONSENTS, presets: { quelle: 'web' }, uploadDefaults: { mediastreamId: 'einsendungen' } })}</script></div>`,
      '/einsenden',
      tr('Fotos und Videos an die Redaktion schicken (angemeldet).'),
    ),
  'news-gallery': () =>
    live(
      widgetHost('news-gallery', {
        url: '/ajax/galerie/news?verband=_22',
        label: 'Top-News',
        sliderTimeout: '3000',
        startIndex: '0',
      }),
    ),
  'news-carousel': () =>
    live(
      widgetHost('news-carousel', { url: '/ajax/galerie/weitere-news', label: tr('Neueste News') }),
    ),
  'image-gallery': () =>
    live(
      widgetHost('image-gallery', {
        url: '/ajax/galerie/bilder',
        label: tr('Fotos der Community'),
      }),
    ),
  'obfuscated-results': () =>
    onPage(
      html`<div data-widget="obfuscated-results" data-obfuscation-id="ligaspieltag" data-stylesheet-url="${OBFUSCATED_CSS_TEMPLATE}" data-title="Ergebnisse"><script type="application/json" data-props>${jsonForScript({ head: ['Heim', 'Gast', 'Ergebnis'], rows: [] })}</script></div>`,
      '/wettbewerbe',
      tr(
        'Auf jeder Liga-Seite: die Ergebnisse des letzten Spieltags (Ziffern nur über das Stylesheet der Tabelle).',
      ),
    ),
  'generated-reports': () =>
    onPage(
      html`<div data-widget="generated-reports" data-select-url="/ajax/spielberichte/generiert" data-name="spiel" data-import-url="/ajax/spielberichte/import" data-label="Spiel"><script type="application/json" data-props>${jsonForScript({ options: [] })}</script></div>`,
      '/verein/spielberichte',
      tr('Für Vereinsverantwortliche (angemeldet): Spielberichte ihrer Spiele importieren.'),
    ),
};

/** A visitor's view of a profile (no edit controls), for the profile widgets' previews. */
const VISITOR_PROFILE: ProfileWidgetsData = {
  isOwn: false,
  displayName: 'Max',
  achievements: [],
  statSlots: [],
  statValues: {},
  stage: null,
  writesArticles: false,
};

/** The host markup as an editor would write it: one attribute per line. */
export function snippet(markup: SafeHtml): string {
  const text = markup.toString().trim();
  return text.replace(/^<div([^>]*)>/, (_, attrs: string) => {
    const parts = attrs.match(/\s+[\w-]+(?:="[^"]*")?/g) ?? [];
    if (parts.length <= 1) return `<div${attrs}>`;
    return `<div\n${parts.map((p) => `  ${p.trim()}`).join('\n')}\n>`;
  });
}
