import { render, screen, waitFor, within } from '@testing-library/react';
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
import { ProfileAchievements } from './ProfileAchievements.tsx';
import { badgesFixture, FOLDER, valuesFixture } from './fixtures.ts';
import { profileAchievementsProps } from './props.ts';

const SAVE = '/ajax/profil/erfolge';
const server = setupMswServer();
const save = mockPostEndpoint(server, SAVE);
const { bodies } = save;
const answer = save.respond;

function renderWidget(raw: Record<string, unknown> = {}) {
  const props = profileAchievementsProps.parse({
    saveUrl: SAVE,
    editable: 'true',
    folder: FOLDER,
    list: badgesFixture,
    values: valuesFixture,
    ...raw,
  });
  return render(<ProfileAchievements props={props} host={document.createElement('div')} />);
}

beforeAll(() => initTestI18n('de'));

describe('profile-achievements', () => {
  it('a visitor sees the badges and no edit controls; axe clean', async () => {
    const { container } = renderWidget({ editable: 'false', saveUrl: '' });
    expect(screen.getByText('Kreispokal 2025')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
    // Only the filled slot: no empty box for each free slot.
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    expect(screen.queryByText('Noch keine Erfolge eingetragen.')).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('a visitor of a profile without achievements reads one line, not three empty boxes', () => {
    renderWidget({ editable: 'false', saveUrl: '', values: [] });
    expect(screen.getAllByText('Noch keine Erfolge eingetragen.')).toHaveLength(1);
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
  });

  it('the owner sees the empty text, cycles badges and saves a ready achievement', async () => {
    answer(() => HttpResponse.json({ success: true }));
    const user = userEvent.setup();
    const { container } = renderWidget();
    expect(screen.getAllByText('Wähle ein Icon zu deinem Erfolg')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Erfolg 2 bearbeiten' }));
    const group = screen.getByRole('group', { name: 'Erfolg 2 bearbeiten' });
    expect(within(group).getByRole('button', { name: 'Nächstes Icon' })).toHaveFocus();
    await user.click(within(group).getByRole('button', { name: 'Vorheriges Icon' }));
    expect(group).toHaveTextContent('Pokalsieg (3 von 3)');
    await user.click(within(group).getByRole('button', { name: 'Nächstes Icon' }));
    expect(group).toHaveTextContent('Torjäger (1 von 3)');
    await expectNoAxeViolations(container);
    await user.type(within(group).getByRole('textbox'), 'Torschützenkönig{Enter}');
    expect(await screen.findByText('Torschützenkönig')).toBeInTheDocument();
    expect(bodies[0]).toEqual({
      values: [
        { badgeid: 'pokal', headline: 'Kreispokal 2025', position: 1 },
        { badgeid: 'torjaeger', headline: 'Torschützenkönig', position: 2 },
      ],
    });
    expect(screen.getByRole('button', { name: 'Erfolg 2 bearbeiten' })).toBeInTheDocument();
  }, 15_000);

  it("after a save focus is back on the slot's edit button and the save is announced", async () => {
    answer(() => HttpResponse.json({ success: true }));
    const user = userEvent.setup();
    renderWidget();
    await user.click(screen.getByRole('button', { name: 'Erfolg 2 bearbeiten' }));
    await user.click(screen.getByRole('button', { name: 'Nächstes Icon' }));
    await user.type(screen.getByRole('textbox'), 'Aufstieg{Enter}');
    expect(screen.queryByRole('group')).toBeNull();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Erfolg 2 bearbeiten' })).toHaveFocus(),
    );
    expect(await screen.findByRole('status')).toHaveTextContent('Gespeichert.');
    // "Fertig" ends the edit the same way.
    await user.keyboard('{Enter}');
    await user.click(screen.getByRole('button', { name: 'Fertig' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Erfolg 2 bearbeiten' })).toHaveFocus(),
    );
    expect(document.activeElement).not.toBe(document.body);
  });

  it('while a save runs, the other edit buttons are busy and open nothing; one request', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    save.respond(async () => {
      await gate;
      return HttpResponse.json({ success: true });
    });
    const user = userEvent.setup();
    renderWidget();
    await user.click(screen.getByRole('button', { name: 'Erfolg 2 bearbeiten' }));
    await user.click(screen.getByRole('button', { name: 'Nächstes Icon' }));
    await user.type(screen.getByRole('textbox'), 'Aufstieg{Enter}');
    await waitFor(() => expect(bodies).toHaveLength(1));
    // The save is in flight: another slot's edit is announced unavailable and does not open.
    const other = screen.getByRole('button', { name: 'Erfolg 3 bearbeiten' });
    expect(other).toHaveAttribute('aria-disabled', 'true');
    await user.click(other);
    expect(screen.queryByRole('group')).toBeNull();
    release();
    expect(await screen.findByRole('status')).toHaveTextContent('Gespeichert.');
    expect(bodies).toHaveLength(1);
  });

  it('a badge without a headline is marked isrequired and nothing is sent', async () => {
    const user = userEvent.setup();
    renderWidget();
    await user.click(screen.getByRole('button', { name: 'Erfolg 3 bearbeiten' }));
    await user.click(screen.getByRole('button', { name: 'Nächstes Icon' }));
    await user.click(screen.getByRole('button', { name: 'Fertig' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Zu einem Icon gehört eine Überschrift.');
    expect(screen.getByRole('textbox')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox')).toHaveAccessibleDescription(
      'Zu einem Icon gehört eine Überschrift.',
    );
    expect(bodies).toEqual([]);
  });

  it('a headline without a badge asks for the icon', async () => {
    const user = userEvent.setup();
    renderWidget();
    await user.click(screen.getByRole('button', { name: 'Erfolg 3 bearbeiten' }));
    await user.type(screen.getByRole('textbox'), 'Nur Text');
    await user.click(screen.getByRole('button', { name: 'Fertig' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Bitte wähle ein Icon zu deinem Erfolg.');
    // The headline is not what is missing: it is not marked.
    expect(screen.getByRole('textbox')).not.toHaveAttribute('aria-invalid');
  });

  it('clearing badge and headline resets the achievement and saves', async () => {
    answer(() => HttpResponse.json({ success: true }));
    const user = userEvent.setup();
    renderWidget();
    await user.click(screen.getByRole('button', { name: 'Erfolg 1 bearbeiten' }));
    await user.click(screen.getByRole('button', { name: 'Erfolg leeren' }));
    await user.click(screen.getByRole('button', { name: 'Fertig' }));
    expect(screen.queryByText('Kreispokal 2025')).toBeNull();
    await screen.findByRole('button', { name: 'Erfolg 1 bearbeiten' });
    expect(bodies[0]).toEqual({ values: [] });
  });

  it('Escape cancels the edit and returns focus', async () => {
    const user = userEvent.setup();
    renderWidget();
    await user.click(screen.getByRole('button', { name: 'Erfolg 2 bearbeiten' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('group')).toBeNull();
    await new Promise((r) => requestAnimationFrame(r));
    expect(screen.getByRole('button', { name: 'Erfolg 2 bearbeiten' })).toHaveFocus();
    // "Abbrechen" the same.
    await user.keyboard('{Enter}');
    await user.click(screen.getByRole('button', { name: 'Abbrechen' }));
    expect(screen.getByRole('button', { name: 'Erfolg 2 bearbeiten' })).toHaveFocus();
    expect(bodies).toEqual([]);
  });

  const editTwo = () => screen.getByRole('button', { name: 'Erfolg 2 bearbeiten' });
  let view: ReturnType<typeof renderWidget> | null = null;
  describeWriteFaults('faults of the save: the choice stays, a retry saves it', {
    server,
    path: SAVE,
    schemaMismatch: { success: 'ja' },
    render: () => {
      view = renderWidget();
    },
    // Enter in the slot's headline ends the edit and saves.
    submit: async (user) => {
      await user.click(editTwo());
      await user.click(screen.getByRole('button', { name: 'Nächstes Icon' }));
      await user.type(screen.getByRole('textbox'), 'Aufstieg{Enter}');
    },
    // While the save runs the edit buttons are busy (focus stays on the slot's): a second edit
    // waits, nothing more is sent.
    submitAgain: async (user) => {
      expect(screen.getByRole('status')).toHaveTextContent('Wird gespeichert …');
      await waitFor(() => expect(editTwo()).toHaveFocus());
      expect(editTwo()).toHaveAttribute('aria-disabled', 'true');
      await user.keyboard('{Enter}');
      await user.dblClick(editTwo());
      expect(screen.queryByRole('group')).toBeNull();
    },
    focusAfterFailure: () => editTwo(),
    expectKept: () => {
      expect(screen.getByText('Aufstieg')).toBeInTheDocument();
      expect(screen.getByRole('status')).not.toHaveTextContent('Gespeichert');
    },
    retry: {
      control: () => screen.getByRole('button', { name: 'Erneut versuchen' }),
      success: { success: true },
      expectDone: async (body) => {
        // The retry button goes away with the error: focus back on the slot, not on <body>.
        expect(await screen.findByText('Gespeichert.')).toBeInTheDocument();
        expect(editTwo()).toHaveFocus();
        expect(JSON.parse(body)).toEqual({
          values: [
            { badgeid: 'pokal', headline: 'Kreispokal 2025', position: 1 },
            { badgeid: 'torjaeger', headline: 'Aufstieg', position: 2 },
          ],
        });
      },
    },
    unmount: () => view?.unmount(),
  });

  it('10,000 badges: previous from nothing goes to the last', async () => {
    const list = Array.from({ length: 10_000 }, (_, i) => ({
      badgeid: `b${i}`,
      flavor: `Badge ${i}`,
      image: `b${i}.svg`,
    }));
    const user = userEvent.setup();
    renderWidget({ list, values: [] });
    await user.click(screen.getByRole('button', { name: 'Erfolg 1 bearbeiten' }));
    await user.click(screen.getByRole('button', { name: 'Vorheriges Icon' }));
    expect(screen.getByRole('group')).toHaveTextContent('Badge 9999 (10000 von 10000)');
  });

  it('props: a list is required; stored values outside the slots are ignored', () => {
    expect(profileAchievementsProps.safeParse({ list: [] }).success).toBe(false);
    expect(profileAchievementsProps.safeParse({}).success).toBe(false);
    renderWidget({ values: [{ ...valuesFixture[0], position: 7 }] });
    expect(screen.queryByText('Kreispokal 2025')).toBeNull();
  });
});
