/**
 * The server-rendered header warning and the widget's WarningBanner are one banner: the widget
 * takes the server's markup over without a jump only while both have the same elements, classes
 * and labels. This renders both and compares them, so a change to either side fails here.
 */
import { render } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initTestI18n } from '../../../packages/ui/src/testing/i18n.ts';
import { dismissedCookie } from '../../../widgets/header-warning/src/api.ts';
import { WarningBanner } from '../../../widgets/header-warning/src/parts/WarningBanner.tsx';
import { pageConfig } from './layout.ts';
import { withLang } from '../i18n/current.ts';
import { HEADER_WARNING_DISMISSED, headerWarningHost } from './headerWarning.ts';
import type { RequestState } from '../context.ts';

interface Shape {
  tag: string;
  classes: string[];
  attributes: Record<string, string>;
  text?: string;
  children: Shape[];
}

const DISMISS = 'ast-header-warning__dismiss';
const PENDING = `${DISMISS}--pending`;

/**
 * Elements, classes, ARIA attributes, lang and leaf texts. `aria-labelledby` becomes the class of the
 * element it names (the ids differ: React's useId against a fixed id). The close button is its
 * classes only: the server's is a placeholder of the same size, not the button itself.
 */
function shape(element: Element): Shape {
  const classes = [...element.classList].filter((c) => c !== PENDING).sort();
  if (classes.includes(DISMISS)) return { tag: 'dismiss', classes, attributes: {}, children: [] };
  const attributes: Record<string, string> = {};
  for (const name of ['aria-label', 'aria-hidden', 'role', 'lang']) {
    const value = element.getAttribute(name);
    if (value !== null) attributes[name] = value;
  }
  const labelledBy = element.getAttribute('aria-labelledby');
  if (labelledBy !== null) {
    const target = element.ownerDocument.getElementById(labelledBy);
    attributes['aria-labelledby'] = target ? target.className : `missing #${labelledBy}`;
  }
  const children = [...element.children].map(shape);
  return {
    tag: element.tagName.toLowerCase(),
    classes,
    attributes,
    ...(children.length === 0 ? { text: element.textContent ?? '' } : {}),
    children,
  };
}

function serverBanner(warning: { title: string; text: string }): Element {
  const host = document.createElement('div');
  host.innerHTML = headerWarningHost({ active: '1', ...warning }).toString();
  document.body.append(host);
  const section = host.querySelector('section');
  if (!section) throw new Error('the server rendered no banner');
  return section;
}

function widgetBanner(warning: { title: string; text: string }): Element {
  const { container } = render(<WarningBanner warning={warning} onDismiss={() => undefined} />);
  const section = container.querySelector('section');
  if (!section) throw new Error('the widget rendered no banner');
  return section;
}

beforeAll(() => {
  initTestI18n('de');
});
afterEach(() => {
  initTestI18n('de');
});

describe('server-rendered header warning', () => {
  it.each([
    { title: 'Wartungsarbeiten', text: 'Heute Abend ist die Ergebniseingabe\nnicht erreichbar.' },
    { title: 'Nur ein Titel', text: '' },
    { title: '', text: 'Nur ein Text <b>ohne</b> Markup' },
  ])('has the elements, classes and labels of the widget (%o)', (warning) => {
    const server = serverBanner(warning);
    const widget = widgetBanner(warning);
    expect(shape(server)).toEqual(shape(widget));
  });

  it.each([
    { title: 'Wartungsarbeiten', text: 'Heute Abend nicht erreichbar.' },
    { title: '', text: 'Nur ein Text' },
  ])(
    'in English has the widget\'s English name and marks the editors\' German lang="de" as it does (%o)',
    (warning) => {
      initTestI18n('en');
      const server = withLang('en', () => serverBanner(warning));
      const widget = widgetBanner(warning);
      expect(shape(server)).toEqual(shape(widget));
      expect(server.querySelector('.ast-header-warning__text')).toHaveAttribute('lang', 'de');
    },
  );

  it('holds the close button place with the classes of the widget button', () => {
    const warning = { title: 'Wartungsarbeiten', text: 'Text' };
    const placeholder = serverBanner(warning).querySelector(`.${DISMISS}`);
    const button = widgetBanner(warning).querySelector(`.${DISMISS}`);
    expect(button?.tagName).toBe('BUTTON');
    expect(placeholder?.getAttribute('aria-hidden')).toBe('true');
    expect(placeholder?.classList.contains(PENDING)).toBe(true);
    const classes = (el: Element | null | undefined) =>
      [...(el?.classList ?? [])].filter((c) => c !== PENDING).sort();
    expect(classes(placeholder)).toEqual(classes(button));
    // The same glyph, so the placeholder is the button's size.
    expect(placeholder?.textContent).toBe(button?.textContent);
  });

  it("reads the dismissal cookie named with the page config's product prefix", () => {
    const { productPrefix } = pageConfig({ lang: 'de', secure: false } as RequestState);
    expect(typeof productPrefix).toBe('string');
    expect(HEADER_WARNING_DISMISSED).toBe(dismissedCookie(String(productPrefix)));
  });
});
