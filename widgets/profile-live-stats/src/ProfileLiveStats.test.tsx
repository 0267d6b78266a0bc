import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  describeWriteFaults,
  expectNoAxeViolations,
  initTestI18n,
  mockPostEndpoint,
  setupMswServer,
} from '@anstoss/ui/testing';
import { ProfileLiveStats } from './ProfileLiveStats.tsx';
import { freeStatsFixture, takenStatsFixture } from './fixtures.ts';
import { profileLiveStatsProps } from './props.ts';

const SAVE = '/ajax/profil/statistiken';
const server = setupMswServer();
const save = mockPostEndpoint(server, SAVE);
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
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Einsätze')).toBeInTheDocument();
    expect(screen.queryByText('Tore')).toBeNull();
    expect(bodies[0]).toEqual({ slots: ['appearances', 'minutes', null, null] });
  });

  it('arrow keys only move the selection (WCAG 3.2.2): nothing is saved until Enter', async () => {
    answer(() => HttpResponse.json({ success: true }));
    const user = userEvent.setup();
    renderWidget({ stats: freeStatsFixture });
    const select = screen.getByRole('combobox', { name: 'Statistik für Platz 1' });
    select.focus();
    // What Chromium does on ArrowDown in a closed select: the value changes, a change event fires.
    fireEvent.keyDown(select, { key: 'ArrowDown' });
    fireEvent.change(select, { target: { value: 'appearances' } });
    fireEvent.change(select, { target: { value: 'minutes' } });
    expect(select).toHaveFocus();
    expect(screen.getByRole('combobox', { name: 'Statistik für Platz 1' })).toHaveValue('minutes');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(bodies).toEqual([]);
    // Enter commits: saved, the slot shows the stat, focus on its "Ändern", the save announced.
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('combobox')).toBeNull();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Statistik auf Platz 1 ändern' })).toHaveFocus(),
    );
    expect(screen.getAllByRole('listitem')[0]).toHaveTextContent('Spielminuten');
    expect(await screen.findByRole('status')).toHaveTextContent('Gespeichert.');
    expect(bodies).toEqual([{ slots: ['minutes', null, null, null] }]);
  });

  it('"Übernehmen" commits; "Abbrechen" keeps the saved stat; focus on the slot either way', async () => {
    answer(() => HttpResponse.json({ success: true }));
    const user = userEvent.setup();
    renderWidget();
    await user.click(screen.getByRole('button', { name: 'Statistik auf Platz 1 ändern' }));
    await user.selectOptions(screen.getByRole('combobox'), 'Gelbe Karten');
    await user.click(screen.getByRole('button', { name: 'Abbrechen' }));
    expect(screen.getByRole('button', { name: 'Statistik auf Platz 1 ändern' })).toHaveFocus();
    expect(screen.getAllByRole('listitem')[0]).toHaveTextContent('Tore');
    expect(bodies).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Statistik auf Platz 1 ändern' }));
    await user.selectOptions(screen.getByRole('combobox'), 'Gelbe Karten');
    await user.click(screen.getByRole('button', { name: 'Übernehmen' }));
    expect(screen.getByRole('button', { name: 'Statistik auf Platz 1 ändern' })).toHaveFocus();
    expect(screen.getAllByRole('listitem')[0]).toHaveTextContent('Gelbe Karten');
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({ slots: ['yellowCards', 'minutes', null, null] });
  });

  it('leaving the choice with Tab commits it; focus goes where the person went', async () => {
    answer(() => HttpResponse.json({ success: true }));
    const user = userEvent.setup();
    renderWidget();
    await user.click(screen.getByRole('button', { name: 'Statistik auf Platz 2 ändern' }));
    await user.selectOptions(screen.getByRole('combobox'), 'Torchancen');
    // Tab moves inside the choice (to "Übernehmen", "Abbrechen"): nothing is committed yet.
    await user.tab();
    expect(screen.getByRole('button', { name: 'Übernehmen' })).toHaveFocus();
    await user.tab();
    await user.tab();
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.getByRole('button', { name: 'Statistik auf Platz 3 ändern' })).toHaveFocus();
    await waitFor(() => expect(bodies).toEqual([{ slots: ['goals', 'chances', null, null] }]));
  });

  it('while a save runs, another reset waits: nothing shows as changed that was not sent', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    answer(async () => {
      await gate;
      return HttpResponse.json({ success: true });
    });
    const user = userEvent.setup();
    renderWidget();
    await user.click(screen.getByRole('button', { name: 'Platz 1 zurücksetzen' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    // Busy: the second slot's reset is announced unavailable and its press swallowed.
    const second = screen.getByRole('button', { name: 'Platz 2 zurücksetzen' });
    expect(second).toHaveAttribute('aria-disabled', 'true');
    await user.click(second);
    expect(screen.getAllByRole('listitem')[1]).toHaveTextContent('Spielminuten');
    release();
    expect(await screen.findByText('Gespeichert.')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')[1]).toHaveTextContent('Spielminuten');
    expect(bodies).toEqual([{ slots: [null, 'minutes', null, null] }]);
  });

  it('reset: focus on the slot\'s "Ändern", the save announced', async () => {
    answer(() => HttpResponse.json({ success: true }));
    const user = userEvent.setup();
    renderWidget();
    await user.click(screen.getByRole('button', { name: 'Platz 1 zurücksetzen' }));
    expect(screen.getByRole('button', { name: 'Statistik auf Platz 1 ändern' })).toHaveFocus();
    expect(await screen.findByRole('status')).toHaveTextContent('Gespeichert.');
  });

  it('reset frees the slot and saves', async () => {
    answer(() => HttpResponse.json({ success: true }));
    const user = userEvent.setup();
    renderWidget();
    await user.click(screen.getByRole('button', { name: 'Platz 2 zurücksetzen' }));
    expect(screen.queryByText('Spielminuten')).toBeNull();
    expect(bodies[0]).toEqual({ slots: ['goals', null, null, null] });
  });

  const changeOne = () => screen.getByRole('button', { name: 'Statistik auf Platz 1 ändern' });
  let view: ReturnType<typeof renderWidget> | null = null;
  describeWriteFaults('faults of the save: the choice stays, a retry sends it', {
    server,
    path: SAVE,
    schemaMismatch: { ok: true },
    render: () => {
      view = renderWidget();
    },
    // Enter in the slot's choice commits it and saves the row.
    submit: async (user) => {
      await user.click(changeOne());
      await user.selectOptions(screen.getByRole('combobox'), 'Einsätze');
      await user.keyboard('{Enter}');
    },
    // While the save runs a second change waits: "Zurücksetzen" is busy and sends nothing.
    submitAgain: async (user) => {
      expect(screen.getByRole('status')).toHaveTextContent('Wird gespeichert …');
      const second = screen.getByRole('button', { name: 'Platz 2 zurücksetzen' });
      expect(second).toHaveAttribute('aria-disabled', 'true');
      await user.dblClick(second);
      expect(screen.getAllByRole('listitem')[1]).toHaveTextContent('Spielminuten');
    },
    // Focus on the slot (never <body>), nothing claims it was saved.
    focusAfterFailure: () => changeOne(),
    expectKept: () => {
      expect(screen.getAllByRole('listitem')[0]).toHaveTextContent('Einsätze');
      expect(screen.getByRole('status')).not.toHaveTextContent('Gespeichert');
    },
    retry: {
      control: () => screen.getByRole('button', { name: 'Erneut versuchen' }),
      success: { success: true },
      // The retry button goes with the error: focus on the status, which says it was saved.
      expectDone: async (body) => {
        expect(await screen.findByText('Gespeichert.')).toHaveFocus();
        expect(JSON.parse(body)).toEqual({ slots: ['appearances', 'minutes', null, null] });
      },
    },
    unmount: () => view?.unmount(),
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
