/**
 * The header warning rendered into its widget's host: the banner is on screen with the page, and
 * the widget takes it over without a jump (issue 11, layout shift). The markup is the widget's
 * own (widgets/header-warning/src/parts/WarningBanner.tsx; headerWarning.test.tsx renders both
 * and compares elements, classes and labels, so they cannot drift apart); the close button is a
 * same-size placeholder until the widget has mounted. A warning the visitor closed in this browser session
 * (the widget's session cookie) is left out.
 */
import {
  activeWarning,
  dismissedCookie,
  warningFingerprint,
} from '../../../widgets/header-warning/src/logic.ts';
import { html, jsonForScript, type SafeHtml } from '../html.ts';
import { currentLang } from '../i18n/current.ts';
import { tr } from '../i18n/pages.ts';
import type { HeaderWarning } from '../repo/settings.ts';
import { PRODUCT_PREFIX } from '../security/cookies.ts';

/** The widget's dismissal cookie, for the product prefix of this CMS's page config. */
export const HEADER_WARNING_DISMISSED = dismissedCookie(PRODUCT_PREFIX);

/** The warning to render, or null (inactive, empty, or closed by the visitor). */
export function shownHeaderWarning(
  warning: HeaderWarning,
  dismissed: string | undefined,
): HeaderWarning | null {
  const shown = activeWarning(warning);
  if (!shown || dismissed === warningFingerprint(shown)) return null;
  return { active: '1', title: shown.title, text: shown.text };
}

export function headerWarningHost(warning: HeaderWarning | null | undefined): SafeHtml {
  const props = jsonForScript({ warning: warning ?? { active: '0', title: '', text: '' } });
  // The editors write German: inside an English page their words say so (WCAG 3.1.2).
  const german = currentLang() === 'de' ? null : html` lang="de"`;
  const banner = warning
    ? html`<section class="ast-widget ast-header-warning"${
        warning.title
          ? html` aria-labelledby="header-warning-title"`
          : html` aria-label="${tr('Wichtiger Hinweis')}"`
      }><div class="ast-header-warning__inner"><span class="ast-header-warning__icon" aria-hidden="true">!</span><div class="ast-header-warning__content">${
        warning.title
          ? html`<p id="header-warning-title" class="ast-header-warning__title"${german}>${warning.title}</p>`
          : null
      }${
        warning.text ? html`<p class="ast-header-warning__text"${german}>${warning.text}</p>` : null
      }</div><span class="ast-icon-button ast-header-warning__dismiss ast-header-warning__dismiss--pending" aria-hidden="true">×</span></div></section>`
    : null;
  return html`<div data-widget="header-warning" data-url="/ajax/header-warning.json"><script type="application/json" data-props>${props}</script>${banner}</div>`;
}
