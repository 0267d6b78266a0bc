import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations, initTestI18n } from '../testing/index.ts';
import { DatePicker, type DatePickerProps } from './DatePicker.tsx';

beforeAll(() => initTestI18n('de'));
afterEach(() => initTestI18n('de'));

function Field(props: Partial<DatePickerProps> & { initial?: string | null }) {
  const { initial = '2025-09-10', ...rest } = props;
  const [value, setValue] = useState<string | null>(initial);
  // A landmark around it, as on a page (axe runs on the whole body while the dialog is open).
  return (
    <main>
      <DatePicker
        label="Anstoß"
        name="anstoss"
        value={value}
        onChange={setValue}
        today="2025-09-15"
        {...rest}
      />
    </main>
  );
}
const hidden = (name = 'anstoss') =>
  document.querySelector<HTMLInputElement>(`input[type=hidden][name="${name}"]`)!.value;

describe('DatePicker', () => {
  it('disabled: field and calendar button cannot be used', () => {
    render(<Field disabled />);
    expect(screen.getByLabelText('Anstoß')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Kalender öffnen: Anstoß' })).toBeDisabled();
  });

  it('yearRange: a year select jumps to the same day in another year; Sunday first, week numbers', async () => {
    const user = userEvent.setup();
    render(<Field yearRange={20} weekStartsOn={0} weekNumbers format="yyyy-MM-dd" />);
    expect(screen.getByLabelText('Anstoß')).toHaveValue('2025-09-10');
    await user.click(screen.getByRole('button', { name: 'Kalender öffnen: Anstoß' }));
    const dialog = screen.getByRole('dialog');
    const year = within(dialog).getByRole('combobox', { name: 'Jahr' });
    expect(within(year).getAllByRole('option')).toHaveLength(21);
    await user.selectOptions(year, '2030');
    expect(within(dialog).getByRole('heading', { level: 2 })).toHaveTextContent('September 2030');
    const headers = within(dialog).getAllByRole('columnheader');
    expect(headers[0]).toHaveTextContent('KW');
    expect(headers[1]).toHaveAttribute('abbr', 'Sonntag');
  });

  it('shows dd.MM.yyyy, reads typed dates and writes yyyy-MM-dd', async () => {
    const user = userEvent.setup();
    const { container } = render(<Field />);
    const input = screen.getByLabelText('Anstoß');
    expect(input).toHaveValue('10.09.2025');
    expect(input).toHaveAccessibleDescription('Format TT.MM.JJJJ');
    await expectNoAxeViolations(container);
    await user.clear(input);
    await user.type(input, '3.10.2025{Enter}');
    expect(input).toHaveValue('03.10.2025');
    expect(hidden()).toBe('2025-10-03');
  });

  it('an invalid entry is an error and keeps the day', async () => {
    const user = userEvent.setup();
    const { container } = render(<Field />);
    const input = screen.getByLabelText('Anstoß');
    await user.clear(input);
    await user.type(input, '31.02.2025');
    await user.tab();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Bitte gib ein gültiges Datum im Format TT.MM.JJJJ ein.',
    );
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(hidden()).toBe('2025-09-10');
    await expectNoAxeViolations(container);
  });

  it('APG dialog: arrows, PageUp/PageDown, Home/End, Enter picks, focus returns', async () => {
    const user = userEvent.setup();
    render(<Field />);
    const button = screen.getByRole('button', { name: 'Kalender öffnen: Anstoß' });
    await user.click(button);
    const dialog = screen.getByRole('dialog', { name: 'September 2025' });
    expect(
      within(dialog).getByRole('gridcell', { name: 'Mittwoch, 10. September 2025' }),
    ).toHaveFocus();
    expect(within(dialog).getAllByRole('columnheader')[0]).toHaveAttribute('abbr', 'Montag');
    await expectNoAxeViolations(document.body);
    await user.keyboard('{ArrowRight}{ArrowDown}');
    expect(screen.getByRole('gridcell', { name: 'Donnerstag, 18. September 2025' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('gridcell', { name: /Montag, 15\. September/ })).toHaveFocus();
    expect(screen.getByRole('gridcell', { name: /15\. September/ })).toHaveAttribute(
      'aria-current',
      'date',
    );
    await user.keyboard('{End}');
    expect(screen.getByRole('gridcell', { name: /Sonntag, 21\. September/ })).toHaveFocus();
    await user.keyboard('{PageUp}');
    expect(screen.getByRole('dialog', { name: 'August 2025' })).toBeInTheDocument();
    await user.keyboard('{PageDown}{PageDown}{Enter}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(hidden()).toBe('2025-10-21');
    expect(button).toHaveFocus();
  });

  it('Escape closes without a change and returns focus; month buttons page', async () => {
    const user = userEvent.setup();
    render(<Field />);
    const button = screen.getByRole('button', { name: 'Kalender öffnen: Anstoß' });
    await user.click(button);
    await user.click(screen.getByRole('button', { name: 'Nächster Monat' }));
    expect(screen.getByRole('dialog', { name: 'Oktober 2025' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Vorheriger Monat' }));
    await user.click(screen.getByRole('gridcell', { name: /, 12\. September/ }));
    expect(hidden()).toBe('2025-09-12');
    await user.click(button);
    await user.keyboard('{ArrowLeft}{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(hidden()).toBe('2025-09-12');
    expect(button).toHaveFocus();
  });

  it('min/max: days outside are disabled, typed ones are moved inside', async () => {
    const user = userEvent.setup();
    render(<Field min="2025-09-05" max="2025-09-20" />);
    await user.click(screen.getByRole('button', { name: 'Kalender öffnen: Anstoß' }));
    const outside = screen.getByRole('gridcell', { name: /, 4\. September/ });
    expect(outside).toHaveAttribute('aria-disabled', 'true');
    await user.click(outside);
    expect(hidden()).toBe('2025-09-10');
    await user.keyboard('{PageDown}');
    // Focus cannot leave min/max: it stops on the last allowed day.
    expect(screen.getByRole('gridcell', { name: /, 20\. September/ })).toHaveFocus();
    await user.keyboard('{Escape}');
    const input = screen.getByLabelText('Anstoß');
    await user.clear(input);
    await user.type(input, '01.01.2026{Enter}');
    expect(hidden()).toBe('2025-09-20');
  });

  it('week numbers and another first weekday', async () => {
    const user = userEvent.setup();
    render(<Field weekNumbers weekStartsOn={0} />);
    await user.click(screen.getByRole('button', { name: 'Kalender öffnen: Anstoß' }));
    const dialog = screen.getByRole('dialog');
    const headers = within(dialog).getAllByRole('columnheader');
    expect(headers[0]).toHaveAttribute('abbr', 'Kalenderwoche');
    expect(headers[1]).toHaveAttribute('abbr', 'Sonntag');
    expect(within(dialog).getByRole('rowheader', { name: 'Kalenderwoche 37' })).toBeInTheDocument();
    await expectNoAxeViolations(document.body);
  });

  it('only one calendar is open on the page', async () => {
    const user = userEvent.setup();
    render(
      <>
        <Field label="Von" name="von" />
        <Field label="Bis" name="bis" />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Kalender öffnen: Von' }));
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    // The Von dialog is modal; open Bis as another script on the page would.
    screen.getByRole('button', { name: 'Kalender öffnen: Bis', hidden: true }).click();
    await screen.findByText('Bis', { selector: '.ast-calendar__field' });
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
  });

  it('clearing with "-" when allowed; D.M.YYYY format; English', async () => {
    const user = userEvent.setup();
    initTestI18n('en');
    render(<Field clearable format="d.M.yyyy" />);
    const input = screen.getByLabelText('Anstoß');
    // Written as English pages write dates (it read 10.9.2025 and "Format D.M.YYYY").
    expect(input).toHaveValue('10/9/2025');
    // The format in English letters (it read "T.M.JJJJ" on English pages).
    expect(input).toHaveAccessibleDescription('Format D/M/YYYY, "-" for no date');
    await user.clear(input);
    await user.type(input, '-{Enter}');
    expect(hidden()).toBe('');
    await user.click(screen.getByRole('button', { name: 'Open calendar: Anstoß' }));
    expect(screen.getByRole('dialog', { name: 'September 2025' })).toBeInTheDocument();
  });

  it('English: dd/MM/yyyy as English pages write dates; typed with / or . alike', async () => {
    const user = userEvent.setup();
    initTestI18n('en');
    render(<Field />);
    const input = screen.getByLabelText('Anstoß');
    expect(input).toHaveValue('10/09/2025');
    expect(input).toHaveAccessibleDescription('Format DD/MM/YYYY');
    await user.clear(input);
    await user.type(input, '3/10/2025{Enter}');
    expect(hidden()).toBe('2025-10-03');
    expect(input).toHaveValue('03/10/2025');
    await user.clear(input);
    await user.type(input, '4.10.2025{Enter}');
    expect(hidden()).toBe('2025-10-04');
    expect(input).toHaveValue('04/10/2025');
  });

  it('native date input on request, without a calendar button', () => {
    render(<Field native />);
    expect(screen.getByLabelText('Anstoß')).toHaveAttribute('type', 'date');
    expect(screen.queryByRole('button')).toBeNull();
  });
});
