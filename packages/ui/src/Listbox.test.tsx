import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from './testing/index.ts';
import { Listbox, type ListboxOption } from './Listbox.tsx';

const OPTIONS: ListboxOption[] = [
  { label: 'Bitte wählen', placeholder: true },
  ...Array.from({ length: 14 }, (_, i) => ({ label: `Staffel ${i + 1}` })),
  { label: 'Kreisliga A' },
  { label: 'Kreisklasse B' },
];

function Example({ onEscape }: { onEscape?: () => void }) {
  const [selected, setSelected] = useState(0);
  return (
    <>
      <span id="lbl">Staffel</span>
      <p>Gewählt: {OPTIONS[selected]?.label}</p>
      <Listbox
        labelledBy="lbl"
        options={OPTIONS}
        selected={selected}
        onChoose={setSelected}
        onEscape={onEscape}
        autoFocus
      />
    </>
  );
}

const list = () => screen.getByRole('listbox', { name: 'Staffel' });
const activeLabel = () =>
  document.getElementById(list().getAttribute('aria-activedescendant') ?? '')?.textContent;

describe('Listbox (WAI-ARIA listbox)', () => {
  it('takes focus and names the active option with aria-activedescendant', async () => {
    const { container } = render(<Example />);
    expect(list()).toHaveFocus();
    expect(activeLabel()).toBe('Bitte wählen');
    expect(screen.getByRole('option', { name: 'Bitte wählen' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expectNoAxeViolations(container);
  });

  it('arrows move without wrapping, Home/End and PageUp/PageDown jump', async () => {
    const user = userEvent.setup();
    render(<Example />);
    await user.keyboard('{ArrowUp}');
    expect(activeLabel()).toBe('Bitte wählen');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(activeLabel()).toBe('Staffel 2');
    await user.keyboard('{PageDown}');
    expect(activeLabel()).toBe('Staffel 12');
    await user.keyboard('{End}{ArrowDown}');
    expect(activeLabel()).toBe('Kreisklasse B');
    await user.keyboard('{PageUp}');
    expect(activeLabel()).toBe('Staffel 6');
    await user.keyboard('{Home}');
    expect(activeLabel()).toBe('Bitte wählen');
  });

  it('type-ahead finds the option starting with the typed letters, never the placeholder', async () => {
    const user = userEvent.setup();
    render(<Example />);
    await user.keyboard('kreisk');
    expect(activeLabel()).toBe('Kreisklasse B');
    await user.keyboard('{Enter}');
    expect(screen.getByText('Gewählt: Kreisklasse B')).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Kreisklasse B' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it('Enter or Space chooses, a click chooses, the pointer moves the highlight', async () => {
    const user = userEvent.setup();
    const { container } = render(<Example />);
    await user.keyboard('{ArrowDown} ');
    expect(screen.getByText('Gewählt: Staffel 1')).toBeInTheDocument();
    fireEvent.mouseMove(screen.getByRole('option', { name: 'Staffel 3' }));
    expect(activeLabel()).toBe('Staffel 3');
    await user.click(screen.getByRole('option', { name: 'Kreisliga A' }));
    expect(screen.getByText('Gewählt: Kreisliga A')).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('Escape calls onEscape', async () => {
    const user = userEvent.setup();
    const onEscape = vi.fn();
    render(<Example onEscape={onEscape} />);
    await user.keyboard('{Escape}');
    expect(onEscape).toHaveBeenCalledTimes(1);
  });
});
