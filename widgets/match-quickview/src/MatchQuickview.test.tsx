import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  describeLoadFaults,
  expectNoAxeViolations,
  GENERIC_ERROR_TEXT,
  initTestI18n,
  mockGetEndpoint,
  setupMswServer,
} from '@anstoss/ui/testing';
import { matchEventsFixture } from './fixtures.ts';
import { MatchQuickview } from './MatchQuickview.tsx';

const URL = '/ajax/spiel/1/ereignisse.json';
const server = setupMswServer();
const endpoint = mockGetEndpoint(server, URL);

const renderIt = () =>
  render(<MatchQuickview props={{ url: URL }} host={document.createElement('div')} />);

beforeAll(() => initTestI18n('de'));
beforeEach(() => {});

describe('match-quickview', () => {
  it('draws home icons 30 px above and away icons 20 px below, with a text alternative', async () => {
    endpoint.respond(() => HttpResponse.json(matchEventsFixture));
    const { container } = renderIt();
    await screen.findByRole('heading', { name: 'Spielverlauf im Überblick' });
    const home = container.querySelector<HTMLElement>('[data-team="home"]');
    const away = container.querySelector<HTMLElement>('[data-team="away"]');
    expect(home?.style.top).toBe('calc(50% - 30px)');
    expect(away?.style.top).toBe('calc(50% + 20px)');
    expect(container.querySelectorAll('.ast-match-quickview__icon')).toHaveLength(5);
    expect(
      screen.getByText(/12\. Minute \(1\. Halbzeit\): Tor, SV Blau-Weiß Heimstadt/),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/104\. Minute \(Verlängerung\): Gelb-Rote Karte, FC Gastdorf 1920/),
    ).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it("late events of one side stand apart instead of one blot at the line's end, which says 90", async () => {
    const late = [87, 89, 90, 90].map((time) => ({ time, type: 'yellow-card', team: 'away' }));
    endpoint.respond(() =>
      HttpResponse.json({
        ...matchEventsFixture,
        sections: {
          'first-half': { start: 0, end: 45, events: [] },
          'second-half': { start: 45, end: 90, events: late },
        },
      }),
    );
    const { container } = renderIt();
    await screen.findByRole('heading', { name: 'Spielverlauf im Überblick' });
    const xs = [...container.querySelectorAll<HTMLElement>('[data-team="away"]')].map((icon) =>
      Number.parseFloat(icon.style.left),
    );
    expect(xs).toHaveLength(4);
    for (let i = 1; i < xs.length; i++) expect(xs[i]! - xs[i - 1]!).toBeGreaterThanOrEqual(12);
    const hexagons = [...container.querySelectorAll('.ast-match-quickview__hexagon')];
    expect(hexagons.map((h) => h.textContent)).toEqual(['0', '45', '90']);
  });

  it('loads the events again after a language switch (their labels are server text)', async () => {
    const withLabel = (label: string) => ({
      ...matchEventsFixture,
      sections: {
        'first-half': {
          start: 0,
          end: 45,
          events: [{ time: 30, type: 'substitution', team: 'home', label }],
        },
      },
    });
    endpoint.respond(() => HttpResponse.json(withLabel('Nico Brinkmann für Daniel Schumacher')));
    renderIt();
    expect(
      await screen.findByText(
        '30. Minute (1. Halbzeit): Wechsel, SV Blau-Weiß Heimstadt (Nico Brinkmann für Daniel Schumacher)',
      ),
    ).toBeInTheDocument();
    // The server answers in the language the switch wrote into the cookie.
    endpoint.respond(() => HttpResponse.json(withLabel('Nico Brinkmann for Daniel Schumacher')));
    document.dispatchEvent(
      new CustomEvent('anstoss:languageChanged', { detail: { language: 'en' } }),
    );
    expect(await screen.findByText(/Nico Brinkmann for Daniel Schumacher/)).toBeInTheDocument();
  });

  describeLoadFaults('faults: an error with "Erneut versuchen", and the retry loads the timeline', {
    server,
    path: URL,
    schemaMismatch: { sections: 3 },
    render: renderIt,
    expectShown: async () => {
      expect(await screen.findByRole('alert')).toHaveTextContent(GENERIC_ERROR_TEXT);
      endpoint.respond(() => HttpResponse.json(matchEventsFixture));
      await userEvent.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
      expect(
        await screen.findByRole('heading', { name: 'Spielverlauf im Überblick' }),
      ).toBeInTheDocument();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    },
  });
});
