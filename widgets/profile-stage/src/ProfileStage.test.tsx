import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  describeWriteFaults,
  expectNoAxeViolations,
  initTestI18n,
  mockPostEndpoint,
  setupMswServer,
} from '@anstoss/ui/testing';
import { ProfileStage } from './ProfileStage.tsx';
import { backgroundsFixture } from './fixtures.ts';
import { profileStageProps } from './props.ts';

const SAVE = '/ajax/profil/buehne';
const server = setupMswServer();
const save = mockPostEndpoint(server, SAVE);
const { bodies } = save;
const answer = save.respond;

function renderWidget(raw: Record<string, unknown> = {}) {
  const props = profileStageProps.parse({
    saveUrl: SAVE,
    editable: 'true',
    name: 'Max Mustermann',
    backgrounds: backgroundsFixture,
    background: 'flutlicht',
    ...raw,
  });
  return render(<ProfileStage props={props} host={document.createElement('div')} />);
}

const stageImage = (c: HTMLElement) => c.querySelector('.ast-stage__image')?.getAttribute('src');

beforeAll(() => initTestI18n('de'));

describe('profile-stage', () => {
  it('a visitor sees the saved background and the name, no controls; axe clean', async () => {
    const { container } = renderWidget({ editable: 'false', saveUrl: '' });
    expect(stageImage(container)).toContain('flutlicht.svg');
    expect(screen.getByText('Max Mustermann')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('no or an unknown stored background shows the first', () => {
    const { container } = renderWidget({ background: 'weg' });
    expect(stageImage(container)).toContain('rasen.svg');
  });

  it('the owner previews a pick, saves it, and focus returns to the button', async () => {
    answer(() => HttpResponse.json({ success: true, background: 'tribuene' }));
    const user = userEvent.setup();
    const { container } = renderWidget();
    await user.click(screen.getByRole('button', { name: 'Bühne ändern' }));
    expect(screen.getByRole('radio', { name: 'Flutlicht' })).toHaveFocus();
    await expectNoAxeViolations(container);
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Tribüne' })).toBeChecked();
    expect(stageImage(container)).toContain('tribuene.svg');
    await user.click(screen.getByRole('button', { name: 'Hintergrund speichern' }));
    await screen.findByRole('button', { name: 'Bühne ändern' });
    expect(bodies).toEqual([{ background: 'tribuene' }]);
    expect(stageImage(container)).toContain('tribuene.svg');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Bühne ändern' })).toHaveFocus());
    expect(screen.getByRole('status')).toHaveTextContent('Hintergrund gespeichert.');
  }, 15_000);

  it('a double click on save sends once; the button is busy meanwhile', async () => {
    let release: () => void = () => {};
    server.use(
      http.post(SAVE, async ({ request }) => {
        bodies.push(await request.json());
        await new Promise<void>((resolve) => (release = resolve));
        return HttpResponse.json({ success: true });
      }),
    );
    const user = userEvent.setup();
    renderWidget();
    await user.click(screen.getByRole('button', { name: 'Bühne ändern' }));
    await user.click(screen.getByRole('radio', { name: 'Rasen' }));
    const button = screen.getByRole('button', { name: 'Hintergrund speichern' });
    await user.dblClick(button);
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Wird gespeichert …');
    await user.click(button);
    release();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Bühne ändern' })).toHaveFocus());
    expect(bodies).toEqual([{ background: 'rasen' }]);
  });

  it('cancel (or Escape) goes back to the saved background', async () => {
    const user = userEvent.setup();
    const { container } = renderWidget();
    await user.click(screen.getByRole('button', { name: 'Bühne ändern' }));
    await user.click(screen.getByRole('radio', { name: 'Rasen' }));
    await user.keyboard('{Escape}');
    expect(stageImage(container)).toContain('flutlicht.svg');
    expect(bodies).toEqual([]);
    expect(screen.queryByRole('radio')).toBeNull();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Bühne ändern' })).toHaveFocus());
    await user.keyboard('{Enter}');
    await user.click(screen.getByRole('button', { name: 'Abbrechen' }));
    expect(screen.getByRole('button', { name: 'Bühne ändern' })).toHaveFocus();
  });

  let view: ReturnType<typeof renderWidget> | null = null;
  const pickRasen = async (user: ReturnType<typeof userEvent.setup>) => {
    await user.click(screen.getByRole('button', { name: 'Bühne ändern' }));
    await user.click(screen.getByRole('radio', { name: 'Rasen' }));
    await user.click(screen.getByRole('button', { name: 'Hintergrund speichern' }));
  };
  describeWriteFaults('faults of the save: the pick stays', {
    server,
    path: SAVE,
    schemaMismatch: { success: 1 },
    render: () => {
      view = renderWidget();
    },
    submit: pickRasen,
    submitButton: () =>
      screen.getByRole('button', { name: /Hintergrund speichern|Wird gespeichert/ }),
    expectKept: () => {
      expect(screen.getByRole('radio', { name: 'Rasen' })).toBeChecked();
      expect(screen.getByRole('status')).toHaveTextContent('');
    },
    unmount: () => view?.unmount(),
  });

  it('a failed save keeps focus on “Hintergrund speichern”; “Erneut versuchen” saves', async () => {
    answer(() => new HttpResponse('x', { status: 500 }));
    const user = userEvent.setup();
    renderWidget();
    await pickRasen(user);
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Rasen' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Hintergrund speichern' })).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('');
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.post(SAVE, async () => {
        await held;
        return HttpResponse.json({ success: true, background: 'rasen' });
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    // The retry went with the error: while saving, focus is on "Hintergrund speichern".
    expect(screen.queryByRole('button', { name: 'Erneut versuchen' })).toBeNull();
    expect(document.activeElement).toHaveTextContent(/Hintergrund speichern|Wird gespeichert/);
    release();
    await screen.findByRole('button', { name: 'Bühne ändern' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Bühne ändern' })).toHaveFocus());
  });

  it('props: a name and at least one background are required', () => {
    expect(profileStageProps.safeParse({ backgrounds: backgroundsFixture }).success).toBe(false);
    expect(profileStageProps.safeParse({ name: 'x', backgrounds: [] }).success).toBe(false);
  });
});
