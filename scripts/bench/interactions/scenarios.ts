// The interactions of issue 31 (Target 3), each on the reference CMS page a reader meets it on.
// `prepare` brings the page to the moment before the interaction (untimed); every step is one
// trusted click by Playwright and the condition in the page that says its result is on screen.
import type { Page } from 'playwright-core';
import { LONG_THREAD_SLUG } from '../../../demo-pages/src/seed/fixedNews.ts';

/** In the page: the result is there when an element matches `selector` (and contains `text`). */
export interface DoneWhen {
  /** A visible element matching this, … */
  selector: string;
  /** … whose text contains this, … */
  text?: string;
  /** … while nothing matches this (a loader). */
  absent?: string;
}

export interface InteractionStep {
  name: string;
  act(page: Page): Promise<void>;
  /** All must hold (and at least one must not hold before the click). */
  done: DoneWhen[];
}

export interface Scenario {
  key: string;
  label: string;
  /** A fixed path, or the key of a page the CMS session found (cms/pages.ts). */
  path: string | { pageKey: string };
  /** A demo account to log in as (through the login form, before the page). */
  login?: string;
  /** The widget host that must be mounted before anything is done. */
  widget: string;
  prepare?(page: Page): Promise<void>;
  steps: InteractionStep[];
}

const host = (page: Page, widget: string) => page.locator(`[data-widget="${widget}"]`);
const FINDER_OPTION =
  '[role="option"]:not(.ast-finder__option--placeholder):not([aria-selected="true"])';

export const SCENARIOS: readonly Scenario[] = [
  {
    key: 'finder',
    label: 'finder: choose a level (Verband)',
    path: '/',
    widget: 'competition-finder',
    async prepare(page) {
      const header = host(page, 'competition-finder').getByRole('button', { name: /^Verband/ });
      await header.scrollIntoViewIfNeeded();
      await header.click();
      await host(page, 'competition-finder').locator(FINDER_OPTION).first().waitFor();
    },
    steps: [
      {
        name: 'option',
        act: (page) => host(page, 'competition-finder').locator(FINDER_OPTION).first().click(),
        // The next level (season) enabled and no loader left: its options are there.
        done: [
          {
            selector:
              '[data-widget="competition-finder"] .ast-finder__level:nth-child(1 of .ast-finder__level).is-chosen + .ast-finder__level .ast-finder__header:not([disabled])',
            absent: '[data-widget="competition-finder"] .ast-loader',
          },
        ],
      },
    ],
  },
  {
    key: 'matchTab',
    label: 'match page: switch tab (Liveticker)',
    path: { pageKey: 'match' },
    widget: 'tabs',
    steps: [
      {
        name: 'tab',
        act: (page) => host(page, 'tabs').getByRole('tab', { name: 'Liveticker' }).click(),
        // The tab chosen and its panel loaded (the loader shows in the same commit as the choice).
        done: [
          {
            selector: '[data-widget="tabs"] [role="tab"][aria-selected="true"]',
            text: 'Liveticker',
          },
          {
            selector: '[data-widget="tabs"] [role="tabpanel"]',
            text: 'Vereinsticker',
            absent: '[data-widget="tabs"] .ast-loader',
          },
        ],
      },
    ],
  },
  {
    key: 'photoViewer',
    label: 'photo viewer: open, then next',
    path: '/fotos/-/album/16973375',
    widget: 'album-detail',
    steps: [
      {
        name: 'open',
        act: (page) =>
          host(page, 'album-detail').locator('.ast-album-detail__photo').first().click(),
        done: [{ selector: '[role="dialog"]', text: 'Foto 1 von' }],
      },
      {
        name: 'next',
        act: (page) =>
          page.getByRole('dialog').getByRole('button', { name: 'Nächstes Foto' }).click(),
        done: [{ selector: '[role="dialog"]', text: 'Foto 2 von' }],
      },
    ],
  },
  {
    key: 'videoPopup',
    label: 'video popup: open (/tv)',
    path: '/tv',
    widget: 'video-popup',
    async prepare(page) {
      await host(page, 'video-popup').scrollIntoViewIfNeeded();
      await host(page, 'video-popup')
        .getByRole('button', { name: /^(Video laden|Video abspielen: )/ })
        .first()
        .waitFor();
    },
    steps: [
      {
        name: 'open',
        act: (page) =>
          host(page, 'video-popup')
            .getByRole('button', { name: /^(Video laden|Video abspielen: )/ })
            .first()
            .click(),
        done: [{ selector: '[role="dialog"] iframe' }],
      },
    ],
  },
  {
    key: 'newsFilter',
    label: 'news filter: apply (/news, category Herren)',
    path: '/news',
    widget: 'news-list',
    async prepare(page) {
      await page.getByRole('button', { name: /^Kategorien:/ }).click();
      await page.getByRole('checkbox', { name: 'Herren' }).check();
    },
    steps: [
      {
        name: 'apply',
        act: (page) => page.getByRole('button', { name: 'Übernehmen' }).click(),
        // The caption names the applied category and the list's loader is gone (answer shown).
        done: [
          {
            selector: '[data-widget="news-list"] .ast-news-toolbox__caption',
            text: 'Herren',
            absent: '[data-widget="news-list"] .ast-loader',
          },
        ],
      },
    ],
  },
  {
    key: 'comment',
    label: 'comment: post (until it shows)',
    path: `/news/${LONG_THREAD_SLUG}`,
    login: 'max',
    widget: 'comment-form',
    async prepare(page) {
      const message = host(page, 'comment-form').getByRole('textbox', { name: 'Dein Kommentar' });
      await message.scrollIntoViewIfNeeded();
      await message.fill(`Messung ${Date.now().toString(36)}: schneller Beitrag`);
    },
    steps: [
      {
        name: 'send',
        act: (page) =>
          host(page, 'comment-form').getByRole('button', { name: 'Kommentar senden' }).click(),
        done: [
          {
            selector: '[data-widget="comment-form"] .ast-comment-form__posted .comment',
            text: 'schneller Beitrag',
          },
        ],
      },
    ],
  },
  {
    key: 'language',
    label: 'language switch: English',
    path: '/',
    widget: 'navigation-flyout',
    steps: [
      {
        name: 'switch',
        act: (page) =>
          host(page, 'navigation-flyout').getByRole('button', { name: 'English' }).click(),
        done: [
          { selector: 'html[lang="en"] .site-header__tagline', text: 'Your amateur football' },
        ],
      },
    ],
  },
  {
    key: 'flyout',
    label: 'navigation flyout: open (Wettbewerbe)',
    path: '/',
    widget: 'navigation-flyout',
    steps: [
      {
        name: 'open',
        act: (page) =>
          page
            .getByRole('navigation', { name: 'Hauptnavigation' })
            .getByRole('button', { name: 'Wettbewerbe' })
            .click(),
        done: [{ selector: '[data-widget="navigation-flyout"] a', text: 'Wettbewerbssuche' }],
      },
    ],
  },
];
