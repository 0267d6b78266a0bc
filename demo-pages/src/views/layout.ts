/**
 * The page frame every page shares: <head> with the Anstoss stylesheet, runtime module, page
 * config and page variables; header with account links and the navigation (with the language
 * switch);
 * <main>; footer with the cookie-settings link; the page-level widget hosts.
 */
import { STATIC_BASE, type RequestState } from '../context.ts';
import { withModulePreloads } from './modulePreload.ts';
import { html, jsonForScript, type SafeHtml } from '../html.ts';
import { t } from '../i18n/chrome.ts';
import { CURRENT_SEASON_ID, DEFAULT_ASSOCIATION_ID } from '../seed/lookups.ts';
import { COOKIE, guardedName, PRODUCT_PREFIX } from '../security/cookies.ts';
import { headerWarningHost } from './headerWarning.ts';
import { cookieConsentHost, surveyLayerHost } from './widgetHosts.ts';
import { navigationFlyoutHost } from './navigationFlyout.ts';
import { AD_VENDORS } from './adSlots.ts';

export type NavSection =
  'home' | 'news' | 'competitions' | 'clubs' | 'upload' | 'behaviours' | 'none';

export interface Crumb {
  label: string;
  href?: string;
}

export interface PageOptions {
  title: string;
  description?: string;
  section: NavSection;
  body: SafeHtml;
  breadcrumbs?: Crumb[];
  /** Page variables (spec §3): edMandant, edSaison, … Defaults: home region, current season. */
  pageVariables?: Record<string, string>;
  /** Name of the active survey for this page's path segment, if any. */
  surveyName?: string | null;
  /** Named layers (<dialog data-layer>) rendered after <main>. */
  layers?: SafeHtml;
  noindex?: boolean;
  /** Extra `<meta name content>` tags (e.g. default_image_title for the article photo upload). */
  meta?: { name: string; content: string }[];
  /** Stylesheets only this page needs, after site.css (e.g. views/widgetHosts.ts RESERVE_LISTS_CSS). */
  stylesheets?: string[];
}

/** Page configuration read by the runtime (CONTRACTS.md, runtime config.ts). */
export function pageConfig(state: RequestState): Record<string, unknown> {
  return {
    productPrefix: PRODUCT_PREFIX,
    providerAbbreviation: 'fbde',
    loginUrl: '/login',
    staticBase: STATIC_BASE,
    language: state.lang,
    csrfCookie: guardedName(COOKIE.csrf, state.secure),
    csrfHeader: 'X-CSRF-Token',
    profileUserIdPattern: '/fanprofil/-/userid/{userId}',
    // Read by the ad slots (runtime README 5.14): ads only with consent for every vendor.
    ...(state.adsOrigin ? { adServer: `${state.adsOrigin}/`, adVendors: AD_VENDORS } : {}),
    // Read by `config:` conditions (spec §6), e.g. data-condition="equal config:role club".
    userConfig: {
      loggedIn: state.user ? '1' : '0',
      role: state.user?.role ?? 'guest',
      admin: state.user?.isAdmin ? '1' : '0',
      under16: state.user && state.user.age < 16 ? '1' : '0',
    },
  };
}

function pageVariablesScript(state: RequestState, vars: Record<string, string>): SafeHtml {
  const all = { edMandant: DEFAULT_ASSOCIATION_ID, edSaison: CURRENT_SEASON_ID, ...vars };
  const statements = Object.entries(all)
    .filter(([name]) => /^ed[A-Za-z]+$/.test(name))
    .map(([name, value], i) => html`${i ? ' ' : ''}var ${name} = ${jsonForScript(value)};`);
  return html`<script nonce="${state.nonce}">${statements}</script>`;
}

/**
 * Up to two letters for a member's letter picture (/profil/bild/{id}, in the account button and on
 * the profile): the first letters of the name's first two words.
 */
export function initials(displayName: string): string {
  const words = displayName.split(/[\s\-.]+/u).filter((word) => /\p{L}/u.test(word));
  return words
    .slice(0, 2)
    .map((word) => [...word.replace(/^\P{L}+/u, '')][0] ?? '')
    .join('')
    .toLocaleUpperCase('de');
}

export const ACCOUNT_MENU_ID = 'account-menu';

/**
 * Logged out: the login link. Logged in: one compact button (initials and name) that opens the
 * account menu, so the header keeps one row: profile, "Mein Fußball", administration, logout.
 * The menu is a native popover (it opens, closes on Escape or a click outside and gives focus
 * back to the button without JavaScript); /assets/account-menu.js closes it when focus leaves
 * it, so it never covers what has focus next.
 */
function accountLinks(state: RequestState): SafeHtml {
  const user = state.user;
  if (!user) {
    return html`<a class="account__login" href="/login?fw_url=${encodeURIComponent(state.path)}">${t(state.lang, 'account.login')}</a>`;
  }
  const here = state.path.split('?')[0];
  const item = (href: string, label: string) =>
    html`<li><a class="account__item" href="${href}"${href === here ? html` aria-current="page"` : null}>${label}</a></li>`;
  return html`<button type="button" class="account__button" popovertarget="${ACCOUNT_MENU_ID}"><img class="account__avatar" src="/profil/bild/${user.id}" alt="" width="36" height="36" /><span class="account__name"><span class="visually-hidden">${t(state.lang, 'account.label')}: </span>${user.displayName}</span><span class="account__chevron" aria-hidden="true"></span></button>
        <div id="${ACCOUNT_MENU_ID}" class="account__menu" popover>
          <ul class="account__list">
            ${item(`/fanprofil/-/userid/${user.id}`, t(state.lang, 'account.profile'))}
            ${item('/mein-fussball', t(state.lang, 'account.myFootball'))}
            ${user.isAdmin ? item('/admin', t(state.lang, 'account.admin')) : null}
            <li><form class="account__logout" method="post" action="/logout">
              <input type="hidden" name="csrf" value="${state.csrf}" />
              <button type="submit" class="account__item">${t(state.lang, 'account.logout')}</button>
            </form></li>
          </ul>
        </div>
        <script type="module" src="/assets/account-menu.js"></script>`;
}

function breadcrumbs(state: RequestState, crumbs: Crumb[] | undefined): SafeHtml | null {
  if (!crumbs || crumbs.length === 0) return null;
  const all: Crumb[] = [{ label: t(state.lang, 'nav.home'), href: '/' }, ...crumbs];
  const items = all.map((c, i) =>
    i === all.length - 1 || !c.href
      ? html`<li><span${i === all.length - 1 ? html` aria-current="page"` : null}>${c.label}</span></li>`
      : html`<li><a href="${c.href}">${c.label}</a></li>`,
  );
  return html`<nav class="breadcrumbs" aria-label="${t(state.lang, 'breadcrumb.label')}"><ol>${items}</ol></nav>`;
}

const LOGO = html`<svg class="logo__ball" viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false"><circle cx="16" cy="16" r="15" fill="#fff" stroke="currentColor" stroke-width="2"/><path d="M16 9l6 4.5-2.3 7h-7.4L10 13.5z" fill="currentColor"/><path d="M16 9V2.5M22 13.5l6-2M19.7 20.5l3.8 5.5M12.3 20.5l-3.8 5.5M10 13.5l-6-2" stroke="currentColor" stroke-width="2" fill="none"/></svg>`;

export function renderPage(state: RequestState, options: PageOptions): string {
  const lang = state.lang;
  const page = html`<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${options.title} – ${t(lang, 'site.name')}</title>
${options.description ? html`<meta name="description" content="${options.description}">` : null}
${options.noindex ? html`<meta name="robots" content="noindex">` : null}
${(options.meta ?? []).map((m) => html`<meta name="${m.name}" content="${m.content}">`)}
<link rel="icon" href="/assets/favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="/assets/site.css">
${(options.stylesheets ?? []).map((href) => html`<link rel="stylesheet" href="${href}">`)}
<link rel="stylesheet" href="${STATIC_BASE}anstoss.css">
<script type="module" src="${STATIC_BASE}runtime.js"></script>
<script type="module" src="/assets/page-language.js"></script>
<script type="application/json" id="anstoss-config">${jsonForScript(pageConfig(state))}</script>
${pageVariablesScript(state, options.pageVariables ?? {})}
</head>
<body>
<a class="skip-link" href="#inhalt">${t(lang, 'skip')}</a>
<header class="site-header">
  ${headerWarningHost(state.headerWarning)}
  <div class="site-header__bar wrap">
    <a class="logo" href="/" aria-label="${t(lang, 'site.home')}">${LOGO}<span class="logo__text">Anstoss</span></a>
    <p class="site-header__tagline">${t(lang, 'site.tagline')}</p>
    <div class="site-header__tools">
      <div class="account" role="group" aria-label="${t(lang, 'account.label')}">${accountLinks(state)}</div>
    </div>
  </div>
  ${navigationFlyoutHost(state)}
</header>
<main id="inhalt" class="wrap" tabindex="-1">
${breadcrumbs(state, options.breadcrumbs)}
${options.body}
${options.surveyName ? surveyLayerHost(options.surveyName) : null}
</main>
${options.layers ?? null}
<footer class="site-footer">
  <div class="wrap site-footer__inner">
    <div>
      <p class="site-footer__brand">${LOGO}<span>Anstoss</span></p>
      <p>${t(lang, 'footer.about')}</p>
      <p class="site-footer__note">${t(lang, 'footer.note')}</p>
    </div>
    <nav aria-label="${t(lang, 'footer.legal')}">
      <ul class="site-footer__links">
        <li><a href="/impressum">${t(lang, 'footer.imprint')}</a></li>
        <li><a href="/datenschutz">${t(lang, 'footer.privacy')}</a></li>
        <li><a href="/datenschutz#cookies" data-cookie-settings-open>${t(lang, 'footer.cookies')}</a></li>
      </ul>
    </nav>
  </div>
</footer>
${cookieConsentHost()}
</body>
</html>
`;
  return withModulePreloads(page.value);
}
