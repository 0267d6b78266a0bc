import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './testing/index.ts';
import { Combobox } from './Combobox.tsx';

const CLUBS = ['FC Musterstadt', 'SV Musterdorf', 'TSV Beispielheim'];

function Example() {
  const [value, setValue] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [chosen, setChosen] = useState<string | null>(null);
  const options = value.length >= 2 ? CLUBS.filter((c) => c.toLowerCase().includes(value)) : [];
  return (
    <>
      <Combobox
        label="Verein"
        listLabel="Vorschläge"
        value={value}
        onValueChange={(next) => {
          setValue(next);
          setActive(-1);
          setOpen(true);
        }}
        options={options}
        open={open}
        onOpenChange={setOpen}
        active={active}
        onActiveChange={setActive}
        onChoose={(index) => {
          const club = options[index] ?? null;
          setChosen(club);
          if (club) setValue(club);
          setOpen(false);
        }}
        onClear={() => setValue('')}
        getKey={(club) => club}
        renderOption={(club) => club}
      />
      <p>Gewählt: {chosen ?? '–'}</p>
    </>
  );
}

const field = () => screen.getByRole('combobox', { name: 'Verein' });
const activeOption = () =>
  document.getElementById(field().getAttribute('aria-activedescendant') ?? '');

describe('Combobox (WAI-ARIA combobox with listbox popup)', () => {
  it('is collapsed and clean while empty', async () => {
    const { container } = render(<Example />);
    expect(field()).toHaveAttribute('aria-expanded', 'false');
    expect(field()).toHaveAttribute('aria-autocomplete', 'list');
    expect(screen.queryByRole('listbox')).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('typing shows suggestions; arrows move the highlight (wrapping) with focus in the field', async () => {
    const user = userEvent.setup();
    const { container } = render(<Example />);
    await user.type(field(), 'muster');
    expect(field()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('option')).toHaveLength(2);
    await expectNoAxeViolations(container);
    await user.keyboard('{ArrowDown}');
    expect(activeOption()).toHaveTextContent('FC Musterstadt');
    expect(activeOption()).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(activeOption()).toHaveTextContent('FC Musterstadt');
    await user.keyboard('{ArrowUp}');
    expect(activeOption()).toHaveTextContent('SV Musterdorf');
    expect(field()).toHaveFocus();
    await expectNoAxeViolations(container);
    await user.keyboard('{Enter}');
    expect(screen.getByText('Gewählt: SV Musterdorf')).toBeInTheDocument();
    expect(field()).toHaveValue('SV Musterdorf');
    expect(field()).toHaveAttribute('aria-expanded', 'false');
  });

  it('Escape closes the popup first, then clears the field', async () => {
    const user = userEvent.setup();
    render(<Example />);
    await user.type(field(), 'tsv');
    expect(field()).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(field()).toHaveAttribute('aria-expanded', 'false');
    expect(field()).toHaveValue('tsv');
    await user.keyboard('{Escape}');
    expect(field()).toHaveValue('');
  });

  it('a click on a suggestion chooses it and keeps focus in the field', async () => {
    const user = userEvent.setup();
    render(<Example />);
    await user.type(field(), 'sv');
    await user.click(screen.getByRole('option', { name: 'TSV Beispielheim' }));
    expect(screen.getByText('Gewählt: TSV Beispielheim')).toBeInTheDocument();
    expect(field()).toHaveFocus();
  });
});
