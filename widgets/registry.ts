import type { WidgetRegistry } from '@anstoss/runtime';

/**
 * Every widget a CMS page may name in `data-widget`. Each entry is a lazy import, so the runtime
 * entry holds no widget code and a page downloads only the chunks of the widgets it carries.
 */
export const registry: WidgetRegistry = {
  'competition-finder': {
    strategy: 'visible',
    load: () => import('./competition-finder/src/index.ts'),
  },
  'content-loader': { strategy: 'idle', load: () => import('./content-loader/src/index.ts') },
  'match-calendar': { strategy: 'visible', load: () => import('./match-calendar/src/index.ts') },
  'news-list': { strategy: 'idle', load: () => import('./news-list/src/index.ts') },
  'cookie-consent': { strategy: 'eager', load: () => import('./cookie-consent/src/index.ts') },
  'header-warning': { strategy: 'eager', load: () => import('./header-warning/src/index.ts') },
  'survey-layer': { strategy: 'idle', load: () => import('./survey-layer/src/index.ts') },
  'navigation-flyout': {
    strategy: 'eager',
    load: () => import('./navigation-flyout/src/index.ts'),
  },
  favourites: { strategy: 'idle', load: () => import('./favourites/src/index.ts') },
  'start-page': { strategy: 'eager', load: () => import('./start-page/src/index.ts') },
  'club-search': { strategy: 'idle', load: () => import('./club-search/src/index.ts') },
  'live-ticker': { strategy: 'eager', load: () => import('./live-ticker/src/index.ts') },
  'match-quickview': { strategy: 'visible', load: () => import('./match-quickview/src/index.ts') },
  tabs: { strategy: 'eager', load: () => import('./tabs/src/index.ts') },
  'cross-table': { strategy: 'visible', load: () => import('./cross-table/src/index.ts') },
  'tournament-tree': { strategy: 'visible', load: () => import('./tournament-tree/src/index.ts') },
  comments: { strategy: 'visible', load: () => import('./comments/src/index.ts') },
  'comment-form': { strategy: 'idle', load: () => import('./comment-form/src/index.ts') },
  'fan-poll': { strategy: 'visible', load: () => import('./fan-poll/src/index.ts') },
  'report-offense': { strategy: 'visible', load: () => import('./report-offense/src/index.ts') },
  rating: { strategy: 'visible', load: () => import('./rating/src/index.ts') },
  'report-tool': { strategy: 'visible', load: () => import('./report-tool/src/index.ts') },
  'edit-item': { strategy: 'visible', load: () => import('./edit-item/src/index.ts') },
  'count-up': { strategy: 'visible', load: () => import('./count-up/src/index.ts') },
  'line-chart': { strategy: 'visible', load: () => import('./line-chart/src/index.ts') },
  'range-slider': { strategy: 'idle', load: () => import('./range-slider/src/index.ts') },
  'year-select': { strategy: 'idle', load: () => import('./year-select/src/index.ts') },
  'text-truncate': { strategy: 'visible', load: () => import('./text-truncate/src/index.ts') },
  'markup-checker': { strategy: 'idle', load: () => import('./markup-checker/src/index.ts') },
  'tv-magazine': { strategy: 'visible', load: () => import('./tv/src/entries/tv-magazine.ts') },
  'tv-content': { strategy: 'eager', load: () => import('./tv/src/entries/tv-content.ts') },
  'tv-list': { strategy: 'visible', load: () => import('./tv/src/entries/tv-list.ts') },
  'video-popup': { strategy: 'visible', load: () => import('./tv/src/entries/video-popup.ts') },
  'media-edit-list': { strategy: 'idle', load: () => import('./media-edit-list/src/index.ts') },
  'album-edit-list': { strategy: 'idle', load: () => import('./album-edit-list/src/index.ts') },
  'album-edit': { strategy: 'idle', load: () => import('./album-edit/src/index.ts') },
  'media-stream': { strategy: 'visible', load: () => import('./media-stream/src/index.ts') },
  'album-list': { strategy: 'visible', load: () => import('./album-list/src/index.ts') },
  'album-detail': { strategy: 'visible', load: () => import('./album-detail/src/index.ts') },
  'photo-viewer': { strategy: 'eager', load: () => import('./photo-viewer/src/index.ts') },
  'article-photo-upload': {
    strategy: 'idle',
    load: () => import('./article-photo-upload/src/index.ts'),
  },
  'generic-upload': { strategy: 'idle', load: () => import('./generic-upload/src/index.ts') },
  'news-gallery': {
    strategy: 'visible',
    load: () => import('./gallery/src/entries/news-gallery.ts'),
  },
  'image-gallery': {
    strategy: 'visible',
    load: () => import('./gallery/src/entries/image-gallery.ts'),
  },
  'news-carousel': {
    strategy: 'visible',
    load: () => import('./gallery/src/entries/news-carousel.ts'),
  },
  'obfuscated-results': {
    strategy: 'visible',
    load: () => import('./obfuscated-results/src/index.ts'),
  },
  'generated-reports': {
    strategy: 'idle',
    load: () => import('./generated-reports/src/index.ts'),
  },
  'article-editor': { strategy: 'eager', load: () => import('./article-editor/src/index.ts') },
  'profile-achievements': {
    strategy: 'visible',
    load: () => import('./profile-achievements/src/index.ts'),
  },
  'profile-live-stats': {
    strategy: 'visible',
    load: () => import('./profile-live-stats/src/index.ts'),
  },
  'profile-stage': { strategy: 'eager', load: () => import('./profile-stage/src/index.ts') },
  'photo-upload': { strategy: 'idle', load: () => import('./photo-upload/src/index.ts') },
  'profile-image-source': {
    strategy: 'idle',
    load: () => import('./profile-image-source/src/index.ts'),
  },
  'goal-of-the-week': {
    strategy: 'visible',
    load: () => import('./goal-of-the-week/src/index.ts'),
  },
  'category-submission': {
    strategy: 'visible',
    load: () => import('./goal-of-the-week/src/entries/category-submission.ts'),
  },
};
