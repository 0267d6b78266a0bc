import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, afterEach, describe, expect, it } from 'vitest';
import { expectNoAxeViolations, initTestI18n } from '@anstoss/ui/testing';
import { MatchCalendar } from './MatchCalendar.tsx';
import type { InputKind } from './logic.ts';
import { matchCalendarProps } from './props.ts';

beforeAll(() => initTestI18n('de'));
afterEach(() => initTestI18n('de'));

function renderWidget(attributes: Record<string, string> = {}, kind: InputKind = 'text') {
  const props = matchCalendarProps.parse({
    from: '2025-09-01',
    to: '2025-09-30',
    calendarSpan: '30',
    ...attributes,
  });
  return render(
    <form aria-label="Suche">
      <MatchCalendar props={props} host={document.createElement('div')} kind={kind} />
    </form>,
  );
}
const hidden = (name: string) =>
  document.querySelector<HTMLInputElement>(`input[type=hidden][name="${name}"]`)!.value;

describe('match-calendar', () => {
  it('shows both dates and writes yyyy-MM-dd form values', () => {
    renderWidget();
    expect(screen.getByLabelText('Von')).toHaveValue('01.09.2025');
    expect(screen.getByLabelText('Bis')).toHaveValue('30.09.2025');
    expect(hidden('datum-von')).toBe('2025-09-01');
    expect(hidden('datum-bis')).toBe('2025-09-30');
    expect(screen.getByText('Zeitraum höchstens 30 Tage')).toBeInTheDocument();
  });

  it('clamps a typed from date into the span and shows D.M.YYYY on touch without native input', async () => {
    const user = userEvent.setup();
    renderWidget({}, 'text-dmy');
    const from = screen.getByLabelText('Von');
    expect(from).toHaveValue('1.9.2025');
    await user.clear(from);
    await user.type(from, '1.1.2025{Enter}');
    expect(from).toHaveValue('31.8.2025');
    expect(hidden('datum-von')).toBe('2025-08-31');
    // Said, not done silently: the widget's one status region names both days.
    expect(screen.getByRole('status')).toHaveTextContent(
      'Der 1.1.2025 liegt außerhalb des erlaubten Zeitraums; eingetragen ist der 31.8.2025.',
    );
  });

  it('marks the days beyond the span from the other field aria-disabled in the calendar', async () => {
    const user = userEvent.setup();
    renderWidget();
    // From 01.09.2025, to 30.09.2025, span 30 days: "Von" may not go past "Bis" nor before 31.08.
    await user.click(screen.getByRole('button', { name: 'Kalender öffnen: Von' }));
    const dialog = screen.getByRole('dialog', { name: 'September 2025' });
    expect(
      within(dialog).getByRole('gridcell', { name: / 1\. September 2025/ }),
    ).not.toHaveAttribute('aria-disabled');
    await user.keyboard('{PageUp}');
    const august = screen.getByRole('dialog', { name: 'August 2025' });
    expect(within(august).getByRole('gridcell', { name: / 30\. August 2025/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(within(august).getByRole('gridcell', { name: / 31\. August 2025/ })).not.toHaveAttribute(
      'aria-disabled',
    );
  });

  it("clearing with '-' only when enabled", async () => {
    const user = userEvent.setup();
    renderWidget({ clearable: 'true' });
    const to = screen.getByLabelText('Bis');
    await user.clear(to);
    await user.type(to, '-{Enter}');
    expect(to).toHaveValue('-');
    expect(hidden('datum-bis')).toBe('');
  });

  it('rejects clearing when not enabled with an error', async () => {
    const user = userEvent.setup();
    renderWidget();
    const to = screen.getByLabelText('Bis');
    await user.clear(to);
    await user.type(to, '-{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('gültiges Datum');
    expect(to).toHaveAttribute('aria-invalid', 'true');
    expect(hidden('datum-bis')).toBe('2025-09-30');
  });

  it('APG date picker dialog: Monday first, keyboard moves, Enter picks, focus returns', async () => {
    const user = userEvent.setup();
    renderWidget();
    const button = screen.getByRole('button', { name: 'Kalender öffnen: Von' });
    await user.click(button);
    const dialog = screen.getByRole('dialog', { name: 'September 2025' });
    const headers = within(dialog).getAllByRole('columnheader');
    expect(headers[0]).toHaveAttribute('abbr', 'Montag');
    expect(headers).toHaveLength(7);
    expect(within(dialog).getByRole('gridcell', { name: / 1\. September 2025/ })).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowDown}');
    expect(within(dialog).getByRole('gridcell', { name: / 9\. September 2025/ })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(hidden('datum-von')).toBe('2025-09-09');
    expect(button).toHaveFocus();
  });

  it('Escape closes the dialog without a change; no week numbers, no button bar', async () => {
    const user = userEvent.setup();
    renderWidget();
    await user.click(screen.getByRole('button', { name: 'Kalender öffnen: Bis' }));
    const dialog = screen.getByRole('dialog');
    // Only close and month navigation: no button bar (today / clear / done).
    expect(within(dialog).getAllByRole('button')).toHaveLength(3);
    // Seven columns: no week-number column.
    expect(within(dialog).getAllByRole('row')[1]!.children).toHaveLength(7);
    await user.keyboard('{ArrowLeft}{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(hidden('datum-bis')).toBe('2025-09-30');
  });

  it('uses the native date input on touch devices that have one', () => {
    renderWidget({}, 'native');
    const from = screen.getByLabelText('Von');
    expect(from).toHaveAttribute('type', 'date');
    expect(from).toHaveValue('2025-09-01');
    expect(screen.queryByRole('button', { name: /Kalender/ })).toBeNull();
  });

  it('speaks English', async () => {
    initTestI18n('en');
    const user = userEvent.setup();
    renderWidget();
    expect(screen.getByLabelText('From')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open calendar: From' }));
    expect(screen.getByRole('dialog', { name: 'September 2025' })).toBeInTheDocument();
  });

  it('has no axe violations, closed and with the dialog open', async () => {
    const user = userEvent.setup();
    const { container } = renderWidget();
    await expectNoAxeViolations(container);
    await user.click(screen.getByRole('button', { name: 'Kalender öffnen: Von' }));
    await expectNoAxeViolations(document.body);
  });

  it('rejects malformed attributes (the runtime then reports them)', () => {
    expect(matchCalendarProps.safeParse({ from: '30.02.2025' }).success).toBe(false);
    expect(matchCalendarProps.safeParse({ calendarSpan: 'viele' }).success).toBe(false);
    expect(matchCalendarProps.safeParse({ clearable: 'ja' }).success).toBe(false);
  });
});
