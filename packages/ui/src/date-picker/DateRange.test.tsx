import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, initTestI18n } from '../testing/index.ts';
import { DateRange } from './DateRange.tsx';

beforeAll(() => initTestI18n('de'));

function Range({ onChange }: { onChange: (from: string | null, to: string | null) => void }) {
  const [range, setRange] = useState<[string | null, string | null]>(['2025-09-05', '2025-09-20']);
  return (
    <main>
      <DateRange
        label="Zeitraum"
        fromLabel="Von"
        toLabel="Bis"
        from={range[0]}
        to={range[1]}
        today="2025-09-15"
        onChange={(from, to) => {
          onChange(from, to);
          setRange([from, to]);
        }}
      >
        <button type="button">Aktualisieren</button>
      </DateRange>
    </main>
  );
}

describe('DateRange', () => {
  it('is a named group of both fields and the caller controls', async () => {
    const { container } = render(<Range onChange={() => undefined} />);
    const group = screen.getByRole('group', { name: 'Zeitraum' });
    expect(group).toContainElement(screen.getByLabelText('Von'));
    expect(group).toContainElement(screen.getByLabelText('Bis'));
    expect(group).toContainElement(screen.getByRole('button', { name: 'Aktualisieren' }));
    await expectNoAxeViolations(container);
  });

  it('reports the whole range when one end changes or is cleared', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Range onChange={onChange} />);
    await user.clear(screen.getByLabelText('Von'));
    await user.type(screen.getByLabelText('Von'), '7.9.2025{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('2025-09-07', '2025-09-20');
    await user.clear(screen.getByLabelText('Bis'));
    await user.type(screen.getByLabelText('Bis'), '-{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('2025-09-07', null);
  });

  it('keeps the start no later than the end and the end no earlier than the start', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Range onChange={onChange} />);
    await user.clear(screen.getByLabelText('Von'));
    await user.type(screen.getByLabelText('Von'), '1.10.2025{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('2025-09-20', '2025-09-20');
    await user.clear(screen.getByLabelText('Bis'));
    await user.type(screen.getByLabelText('Bis'), '1.9.2025{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('2025-09-20', '2025-09-20');
  });
});
