import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeNavigation } from '@anstoss/runtime/testing';
import { expectNoAxeViolations, initTestI18n } from '@anstoss/ui/testing';
import { setClock } from './clock.ts';
import { yearSelectProps } from './props.ts';
import { YearSelect } from './YearSelect.tsx';

function renderWidget(attributes: Record<string, string>) {
  const props = yearSelectProps.parse(attributes);
  return render(<YearSelect props={props} host={document.createElement('div')} />);
}

const offered = () => screen.getAllByRole('option').map((option) => option.textContent);

beforeAll(() => {
  initTestI18n('de');
});
beforeEach(() => {
  setClock(() => new Date('2031-06-15T12:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
  setClock(null);
  initTestI18n('de');
});

describe('year-select', () => {
  describe('initial model sync after 1000 ms (spec §9 Timings)', () => {
    /** The browser restores a form's choice (Back, reload) without any event. */
    const restore = (value: string) => {
      const select = screen.getByRole<HTMLSelectElement>('combobox');
      select.value = value;
    };
    /** Any later render (here: the page changes the label) shows the model's year. */
    const renderAgain = (
      rerender: (ui: React.ReactNode) => void,
      attributes: Record<string, string>,
    ) =>
      rerender(
        <YearSelect
          props={yearSelectProps.parse({ ...attributes, label: 'Saison' })}
          host={document.createElement('div')}
        />,
      );

    it('after 1000 ms the restored year is the model: a later render keeps it', async () => {
      vi.useFakeTimers();
      const attributes = { years: '5' };
      const { rerender } = renderWidget(attributes);
      restore('2028');
      await act(() => vi.advanceTimersByTimeAsync(1000));
      renderAgain(rerender, attributes);
      expect(screen.getByRole('combobox', { name: 'Saison' })).toHaveValue('2028');
    });

    it('not before: a render at 999 ms still shows the old model', async () => {
      vi.useFakeTimers();
      const attributes = { years: '5' };
      const { rerender } = renderWidget(attributes);
      restore('2028');
      await act(() => vi.advanceTimersByTimeAsync(999));
      renderAgain(rerender, attributes);
      expect(screen.getByRole('combobox', { name: 'Saison' })).toHaveValue('2031');
    });

    it('the sync opens no page; a person’s choice afterwards does', async () => {
      vi.useFakeTimers();
      const nav = installFakeNavigation();
      const attributes = { years: '5', url: '/statistik/%YEAR%' };
      renderWidget(attributes);
      restore('2027');
      await act(() => vi.advanceTimersByTimeAsync(1000));
      expect(nav.go).not.toHaveBeenCalled();
      vi.useRealTimers();
      await userEvent.selectOptions(screen.getByRole('combobox'), '2031');
      expect(nav.go).toHaveBeenCalledWith('/statistik/2031');
    });
  });

  it('offers the current year (from the clock) and N years back, current selected', () => {
    renderWidget({ years: '3' });
    const select = screen.getByRole('combobox', { name: 'Jahr' });
    expect(offered()).toEqual(['2031', '2030', '2029', '2028']);
    expect(select).toHaveValue('2031');
    expect(select).toHaveAttribute('name', 'year');
  });

  it("prefers the server's current year and a requested selection", () => {
    renderWidget({ years: '2', currentYear: '2026', selected: '2025' });
    expect(offered()).toEqual(['2026', '2025', '2024']);
    expect(screen.getByRole('combobox')).toHaveValue('2025');
  });

  it('falls back to the current year when the requested one is not offered', () => {
    renderWidget({ years: '2', currentYear: '2026', selected: '2001' });
    expect(screen.getByRole('combobox')).toHaveValue('2026');
  });

  it('opens the page of the chosen year when a URL template is given', async () => {
    const nav = installFakeNavigation();
    const user = userEvent.setup();
    renderWidget({ years: '4', url: '/statistik/%YEAR%' });
    await user.selectOptions(screen.getByRole('combobox'), '2029');
    expect(nav.go).toHaveBeenCalledWith('/statistik/2029');
    expect(screen.getByRole('combobox')).toHaveValue('2029');
  });

  it('is a plain form field without a URL: the chosen year submits with the form', async () => {
    const nav = installFakeNavigation();
    const user = userEvent.setup();
    const { container } = render(
      <form>
        <YearSelect
          props={yearSelectProps.parse({ years: '2', name: 'jahr' })}
          host={document.createElement('div')}
        />
      </form>,
    );
    await user.selectOptions(screen.getByRole('combobox'), '2030');
    const data = new FormData(container.querySelector('form') as HTMLFormElement);
    expect(data.get('jahr')).toBe('2030');
    expect(nav.go).not.toHaveBeenCalled();
  });

  it('takes its label from data-label, and speaks English', () => {
    renderWidget({ years: '1', label: 'Saisonjahr' });
    expect(screen.getByRole('combobox', { name: 'Saisonjahr' })).toBeInTheDocument();
    initTestI18n('en');
    renderWidget({ years: '1' });
    expect(screen.getByRole('combobox', { name: 'Year' })).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { container } = renderWidget({ years: '5' });
    await expectNoAxeViolations(container);
  });
});
