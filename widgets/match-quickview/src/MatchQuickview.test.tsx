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
