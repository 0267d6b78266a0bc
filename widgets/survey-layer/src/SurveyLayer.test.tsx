import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { consentCookieNames, resetConsentStore, saveConsent } from '@anstoss/runtime/widget';
import { deleteCookie, readCookie, writeCookie } from '@anstoss/storage';
import {
  describeLoadFaults,
  expectConsoleWarn,
  expectNoAxeViolations,
  initTestI18n,
  mockGetEndpoint,
  setupMswServer,
} from '@anstoss/ui/testing';
import {
  emptySurveyFixture,
  hostileSurveyFixture,
  junkSurveyFixtures,
  onlyScriptSurveyFixture,
  surveyHtmlFixture,
} from './fixtures.ts';
import { surveyLayerProps } from './props.ts';
import { SurveyLayer } from './SurveyLayer.tsx';

const NAME = 'umfrage-2026';
const server = setupMswServer();
const endpoint = mockGetEndpoint(server, '/ajax/survey/:segment');
const requested = endpoint.requests;
const respond = endpoint.respond;
const settled = endpoint.settled;

function renderWidget(attributes: Record<string, string> = {}) {
  const props = surveyLayerProps.parse({
    url: '/ajax/survey/{path}.html',
    name: NAME,
    ...attributes,
  });
  return render(<SurveyLayer props={props} host={document.createElement('div')} />);
}

beforeAll(() => {
  initTestI18n('de');
});
beforeEach(() => {
  deleteCookie(NAME);
  window.history.replaceState(null, '', '/');
});
afterEach(() => {
  initTestI18n('de');
});

describe('survey-layer', () => {
  it('waits until the cookie layer on the same page has been answered', async () => {
    respond(() => HttpResponse.text(surveyHtmlFixture));
    const consentHost = document.createElement('div');
    consentHost.dataset.widget = 'cookie-consent';
    document.body.append(consentHost);
    try {
      renderWidget();
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(requested).toEqual([]);
      saveConsent({ functional: false, marketing: false });
      expect(await screen.findByRole('dialog', { name: 'Umfrage' })).toBeInTheDocument();
    } finally {
      consentHost.remove();
      for (const name of Object.values(consentCookieNames('FBDE'))) deleteCookie(name);
      resetConsentStore();
    }
  });

  it('shows the fragment in a modal layer with id survey-layer', async () => {
    respond(() =>
      HttpResponse.text(surveyHtmlFixture, { headers: { 'Content-Type': 'text/html' } }),
    );
    renderWidget();
    const dialog = await screen.findByRole('dialog', { name: 'Umfrage' });
    expect(dialog).toHaveAttribute('id', 'survey-layer');
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('heading', { name: 'Deine Meinung zählt!' })).toBeInTheDocument();
    expect(dialog).toHaveFocus();
  });

  it("asks for the first path segment of the page, or 'index'", async () => {
    respond(() => HttpResponse.text(''));
    window.history.replaceState(null, '', '/spiel/-/spiel/02ABC');
    const first = renderWidget();
    await settled(1);
    first.unmount();
    window.history.replaceState(null, '', '/');
    renderWidget();
    await settled(2);
    expect(requested).toEqual(['/ajax/survey/spiel.html', '/ajax/survey/index.html']);
  });

  it('does not interrupt someone writing: no layer and no cookie while focus is in a form, shown on the next page', async () => {
    respond(() => HttpResponse.text(surveyHtmlFixture));
    const form = document.createElement('form');
    form.innerHTML = '<label>Kommentar <textarea></textarea></label><button>Senden</button>';
    document.body.append(form);
    try {
      const field = screen.getByRole('textbox', { name: 'Kommentar' });
      field.focus();
      const first = renderWidget();
      await settled(1);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(field).toHaveFocus();
      expect(readCookie(NAME)).toBeNull();
      first.unmount();
      // On the form's button (about to send) the same; elsewhere on the next page it shows.
      screen.getByRole('button', { name: 'Senden' }).focus();
      const second = renderWidget();
      await settled(2);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      second.unmount();
      (document.activeElement as HTMLElement).blur();
      renderWidget();
      expect(await screen.findByRole('dialog', { name: 'Umfrage' })).toBeInTheDocument();
    } finally {
      form.remove();
    }
  });

  it('sets the survey cookie to true when shown, so it is shown at most once', async () => {
    respond(() => HttpResponse.text(surveyHtmlFixture));
    const first = renderWidget();
    await screen.findByRole('dialog');
    expect(readCookie(NAME)).toBe('true');
    first.unmount();

    const second = renderWidget();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(second.container).toBeEmptyDOMElement();
    expect(requested).toHaveLength(1);
  });

  it('requests nothing when the cookie is already set', async () => {
    writeCookie(NAME, 'true', { days: 1 });
    respond(() => HttpResponse.text(surveyHtmlFixture));
    renderWidget();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requested).toEqual([]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes on its close button and returns nothing to show', async () => {
    respond(() => HttpResponse.text(surveyHtmlFixture));
    const user = userEvent.setup();
    renderWidget();
    await user.click(await screen.findByRole('button', { name: 'Umfrage schließen' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes on Escape', async () => {
    respond(() => HttpResponse.text(surveyHtmlFixture));
    const user = userEvent.setup();
    renderWidget();
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes on a [data-survey-close] element of the fragment', async () => {
    respond(() => HttpResponse.text(surveyHtmlFixture));
    const user = userEvent.setup();
    renderWidget();
    await user.click(await screen.findByRole('button', { name: 'Nein, danke' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('sanitises the fragment: no scripts, handlers or script URLs, safe rel on new windows', async () => {
    respond(() => HttpResponse.text(hostileSurveyFixture + surveyHtmlFixture));
    renderWidget();
    const dialog = await screen.findByRole('dialog');
    expect(dialog.querySelector('script')).toBeNull();
    expect(dialog.querySelector('[onerror]')).toBeNull();
    expect(dialog.innerHTML).not.toMatch(/javascript:/i);
    expect(screen.getByRole('link', { name: 'Jetzt teilnehmen' })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
    expect((window as { __surveyXss?: boolean }).__surveyXss).toBeUndefined();
  });

  it('takes its accessible name from data-label', async () => {
    respond(() => HttpResponse.text(surveyHtmlFixture));
    renderWidget({ label: 'Fan-Umfrage 2026' });
    expect(await screen.findByRole('dialog', { name: 'Fan-Umfrage 2026' })).toBeInTheDocument();
  });

  it('speaks English when the language is English', async () => {
    initTestI18n('en');
    respond(() => HttpResponse.text(surveyHtmlFixture));
    renderWidget();
    expect(await screen.findByRole('dialog', { name: 'Survey' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close survey' })).toBeInTheDocument();
  });

  it('has no axe violations when open', async () => {
    respond(() => HttpResponse.text(surveyHtmlFixture));
    const { container } = renderWidget();
    await screen.findByRole('dialog');
    await expectNoAxeViolations(container);
  });

  let shown: HTMLElement | null = null;
  describeLoadFaults('faults: no layer, no message and no cookie (asked again on the next page)', {
    server,
    path: '/ajax/survey/:segment',
    html: true,
    consoleWarn: '[anstoss] survey-layer: could not load',
    render: () => {
      shown = renderWidget().container;
    },
    silent: { container: () => shown },
    expectKept: () => expect(readCookie(NAME)).toBeNull(),
  });

  describe('nothing to show: no layer and no cookie', () => {
    it('empty fragment', async () => {
      respond(() => HttpResponse.text(emptySurveyFixture));
      const { container } = renderWidget();
      await settled();
      expect(container).toBeEmptyDOMElement();
      expect(readCookie(NAME)).toBeNull();
    });

    it('a fragment that sanitises to nothing', async () => {
      respond(() => HttpResponse.text(onlyScriptSurveyFixture));
      const { container } = renderWidget();
      await settled();
      expect(container).toBeEmptyDOMElement();
      expect(readCookie(NAME)).toBeNull();
    });

    it('HTTP 404', async () => {
      expectConsoleWarn('[anstoss] survey-layer: could not load');
      respond(() => new HttpResponse('Nicht gefunden', { status: 404 }));
      const { container } = renderWidget();
      await settled(1);
      expect(container).toBeEmptyDOMElement();
      expect(readCookie(NAME)).toBeNull();
    });

    it.each(Object.entries(junkSurveyFixtures))('junk: %s', async (_name, junk) => {
      expectConsoleWarn('[anstoss] survey-layer: not a survey fragment');
      respond(() => new HttpResponse(junk, { headers: { 'Content-Type': 'text/html' } }));
      const { container } = renderWidget();
      await settled();
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(container).toBeEmptyDOMElement();
      expect(readCookie(NAME)).toBeNull();
    });

    it('junk: a body that declares itself as JSON', async () => {
      expectConsoleWarn('[anstoss] survey-layer: could not load');
      respond(() => HttpResponse.json({ html: surveyHtmlFixture }));
      const { container } = renderWidget();
      await settled();
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(container).toBeEmptyDOMElement();
      expect(readCookie(NAME)).toBeNull();
    });
  });
});
