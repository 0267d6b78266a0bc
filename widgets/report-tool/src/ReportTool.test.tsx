import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  describeWriteFaults,
  expectNoAxeViolations,
  initTestI18n,
  setupMswServer,
} from '@anstoss/ui/testing';
import { ReportTool } from './ReportTool.tsx';
import { reportToolProps } from './props.ts';
import { createReportToolStore } from './store.ts';

const server = setupMswServer();
const bodies: string[] = [];
const answer = (resolver: () => Response) =>
  server.use(
    http.post(
      '/ajax/items/foto-1/report',
      async ({ request }) => (bodies.push(await request.text()), resolver()),
    ),
  );
const renderWidget = () =>
  render(
    <ReportTool
      props={reportToolProps.parse({ url: '/ajax/items/foto-1/report', itemId: 'foto-1' })}
      host={document.createElement('div')}
    />,
  );

beforeAll(() => initTestI18n('de'));
beforeEach(() => {
  bodies.length = 0;
  localStorage.clear();
});

describe('report-tool store (spec §3, §4)', () => {
  it('reason is numeric with default 0; close clears message and reason', () => {
    const store = createReportToolStore();
    expect(store.getState().reason).toBe(0);
    store.getState().toggle();
    store.getState().setMessage('x');
    store.getState().setReason(2);
    store.getState().close();
    expect(store.getState()).toMatchObject({ open: false, message: '', reason: 0 });
    store.getState().setReason(Number('abc'));
    expect(store.getState().reason).toBe(0);
  });
  it('success closes and clears', () => {
    const store = createReportToolStore();
    store.getState().toggle();
    store.getState().setMessage('x');
    store.getState().succeeded();
    expect(store.getState()).toMatchObject({ open: false, success: true, message: '', reason: 0 });
  });
});

describe('report-tool', () => {
  it('sends id, message and reason and shows success', async () => {
    answer(() => HttpResponse.json({ success: true }));
    const user = userEvent.setup();
    const { container } = renderWidget();
    await user.click(screen.getByRole('button', { name: 'Beitrag melden' }));
    await user.selectOptions(screen.getByLabelText('Grund'), '2');
    await user.type(screen.getByLabelText('Deine Nachricht'), 'Fremdes Foto');
    await expectNoAxeViolations(container);
    await user.click(screen.getByRole('button', { name: 'Meldung senden' }));
    expect(await screen.findByText('Danke für deine Meldung!')).toBeInTheDocument();
    expect(bodies).toEqual(['id=foto-1&message=Fremdes+Foto&reason=2']);
  }, 20_000);
  it('shows the server error text; cancel clears message and reason', async () => {
    answer(() =>
      HttpResponse.json({ success: false, error: { message: 'Bitte beschreibe kurz den Grund.' } }),
    );
    const user = userEvent.setup();
    renderWidget();
    await user.click(screen.getByRole('button', { name: 'Beitrag melden' }));
    await user.selectOptions(screen.getByLabelText('Grund'), '3');
    await user.click(screen.getByRole('button', { name: 'Meldung senden' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Bitte beschreibe kurz den Grund.');
    await user.click(screen.getByRole('button', { name: 'Abbrechen' }));
    await user.click(screen.getByRole('button', { name: 'Beitrag melden' }));
    expect(screen.getByLabelText('Grund')).toHaveValue('0');
    expect(screen.getByLabelText('Deine Nachricht')).toHaveValue('');
  });
  it('focus after cancel: back on the toggle (after a write: the faults below)', async () => {
    const user = userEvent.setup();
    renderWidget();
    const toggle = screen.getByRole('button', { name: 'Beitrag melden' });
    await user.click(toggle);
    await user.click(screen.getByRole('button', { name: 'Abbrechen' }));
    await waitFor(() => expect(toggle).toHaveFocus());
  });

  it('the report survives a reload and a failed send; it is cleared when the server confirms', async () => {
    answer(() => new HttpResponse('x', { status: 500 }));
    const user = userEvent.setup();
    const first = renderWidget();
    await user.click(screen.getByRole('button', { name: 'Beitrag melden' }));
    await user.selectOptions(screen.getByLabelText('Grund'), '2');
    await user.type(screen.getByLabelText('Deine Nachricht'), 'Fremdes Foto');
    await user.click(screen.getByRole('button', { name: 'Meldung senden' }));
    await screen.findByRole('alert');
    first.unmount();
    renderWidget();
    await user.click(screen.getByRole('button', { name: 'Beitrag melden' }));
    expect(screen.getByLabelText('Deine Nachricht')).toHaveValue('Fremdes Foto');
    expect(screen.getByLabelText('Grund')).toHaveValue('2');
    answer(() => HttpResponse.json({ success: true }));
    await user.click(screen.getByRole('button', { name: 'Meldung senden' }));
    await screen.findByText('Danke für deine Meldung!');
    expect(Object.keys(localStorage).filter((k) => k.includes('report-tool'))).toEqual([]);
  });

  let view: ReturnType<typeof renderWidget> | null = null;
  const submitButton = () =>
    screen.getByRole('button', { name: /^(Meldung senden|Wird gesendet)/ });
  describeWriteFaults('faults of the report: reason and message stay, focus on the error', {
    server,
    path: '/ajax/items/foto-1/report',
    schemaMismatch: { nope: 1 },
    render: () => {
      view = renderWidget();
    },
    submit: async (user) => {
      await user.click(screen.getByRole('button', { name: 'Beitrag melden' }));
      await user.selectOptions(screen.getByLabelText('Grund'), '2');
      await user.type(screen.getByLabelText('Deine Nachricht'), 'Fremdes Foto');
      await user.click(submitButton());
    },
    submitButton,
    busyText: 'Wird gesendet …',
    focusAfterFailure: (kind) =>
      kind === 'error'
        ? screen.getByRole('alert')
        : screen.getByRole('button', { name: 'Erneut anmelden' }),
    expectKept: () => {
      expect(screen.getByLabelText('Deine Nachricht')).toHaveValue('Fremdes Foto');
      expect(screen.getByLabelText('Grund')).toHaveValue('2');
    },
    retry: {
      control: submitButton,
      success: { success: true },
      expectDone: async (body) => {
        const thanks = await screen.findByText('Danke für deine Meldung!');
        await waitFor(() => expect(thanks).toHaveFocus());
        expect(body).toBe('id=foto-1&message=Fremdes+Foto&reason=2');
      },
    },
    unmount: () => view?.unmount(),
  });
});
