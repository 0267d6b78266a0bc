import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  expectNoAxeViolations,
  initTestI18n,
  mockPostEndpoint,
  setupMswServer,
} from '@anstoss/ui/testing';
import { ProfileLiveStats } from './ProfileLiveStats.tsx';
import { freeStatsFixture, takenStatsFixture } from './fixtures.ts';
import { profileLiveStatsProps } from './props.ts';

const SAVE = '/ajax/profil/statistiken';
const save = mockPostEndpoint(setupMswServer(), SAVE);
const { bodies } = save;
const answer = save.respond;

function renderWidget(raw: Record<string, unknown> = {}) {
  const props = profileLiveStatsProps.parse({
    saveUrl: SAVE,
    editable: 'true',
    stats: takenStatsFixture,
    ...raw,
  });
  return render(<ProfileLiveStats props={props} host={document.createElement('div')} />);
}

beforeAll(() => initTestI18n('de'));

describe('profile-live-stats', () => {
  it('a visitor sees the taken stats in slot order and no controls; axe clean', async () => {
    const { container } = renderWidget({ editable: 'false', saveUrl: '' });
    const items = screen.getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual(['12Tore', '1.980Spielminuten']);
    expect(screen.queryByRole('button')).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('with nothing taken the first slot starts in edit mode (without taking focus)', () => {
    renderWidget({ stats: freeStatsFixture });
    const select = screen.getByRole('combobox', { name: 'Statistik für Platz 1' });
    expect(select).not.toHaveFocus();
    expect(within(select).getAllByRole('option')).toHaveLength(10);
  });

  it('choosing takes the stat, frees the previous one, and saves the slots', async () => {
    answer(() => HttpResponse.json({ success: true }));
    const user = userEvent.setup();
    const { container } = renderWidget();
    await user.click(screen.getByRole('button', { name: 'Statistik auf Platz 1 ändern' }));
    const select = screen.getByRole('combobox', { name: 'Statistik für Platz 1' });
    expect(select).toHaveFocus();
    // Minutes is taken by slot 2: not offered here.
    expect(within(select).queryByRole('option', { name: 'Spielminuten' })).toBeNull();
    await expectNoAxeViolations(container);
    await user.selectOptions(select, 'Einsätze');
    expect(await screen.findByText('Einsätze')).toBeInTheDocument();
    expect(screen.queryByText('Tore')).toBeNull();
    expect(bodies[0]).toEqual({ slots: ['appearances', 'minutes', null, null] });
  });

  it('reset frees the slot and saves', async () => {
    answer(() => HttpResponse.json({ success: true }));
    const user = userEvent.setup();
    renderWidget();
    await user.click(screen.getByRole('button', { name: 'Platz 2 zurücksetzen' }));
    expect(screen.queryByText('Spielminuten')).toBeNull();
    expect(bodies[0]).toEqual({ slots: ['goals', null, null, null] });
  });

  it.each([
    ['network error', () => HttpResponse.error()],
    ['HTTP 500', () => new HttpResponse('x', { status: 500 })],
    [
      'malformed JSON',
      () => new HttpResponse('{', { headers: { 'Content-Type': 'application/json' } }),
    ],
    ['schema mismatch', () => HttpResponse.json({ ok: true })],
  ])('%s: the choice stays, a retry sends it', async (_name, failure) => {
    answer(failure);
    const user = userEvent.setup();
    renderWidget();
    await user.click(screen.getByRole('button', { name: 'Platz 1 zurücksetzen' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    answer(() => HttpResponse.json({ success: true }));
    await user.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(bodies.at(-1)).toEqual({ slots: [null, 'minutes', null, null] });
  });

  it('an empty profile for a visitor says so', () => {
    renderWidget({ editable: 'false', stats: freeStatsFixture });
    expect(screen.getByText('Noch keine Statistik ausgewählt.')).toBeInTheDocument();
  });

  it('props: stats are required', () => {
    expect(profileLiveStatsProps.safeParse({ stats: [] }).success).toBe(false);
    expect(
      profileLiveStatsProps.safeParse({ stats: [{ id: 1, label: 'x' }], slots: '0' }).success,
    ).toBe(false);
  });
});
