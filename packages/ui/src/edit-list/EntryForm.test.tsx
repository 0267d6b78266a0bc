import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TITLE_TOO_SHORT_KEY } from '@anstoss/api/mediaEdit';
import type { ErrorMessage } from '../ErrorText.tsx';
import { expectNoAxeViolations, initTestI18n } from '../testing/index.ts';
import { EntryForm } from './EntryForm.tsx';

initTestI18n('de');

const renderForm = (error: ErrorMessage | null = null, busy = false) => {
  const onSubmit = vi.fn();
  const onCancel = vi.fn();
  const props = {
    heading: '„Sommerfest“ bearbeiten',
    labels: {
      title: 'Titel',
      description: 'Beschreibung',
      submit: 'Speichern',
      saving: 'Wird gespeichert …',
      cancel: 'Abbrechen',
    },
    initialTitle: 'Sommerfest',
    initialDescription: 'Bilder',
    busy,
    error,
    onSubmit,
    onCancel,
  };
  const view = render(
    <main>
      <EntryForm {...props} />
    </main>,
  );
  const rerender = (next: ErrorMessage | null, nextBusy = busy) =>
    view.rerender(
      <main>
        <EntryForm {...props} error={next} busy={nextBusy} />
      </main>,
    );
  return { ...view, onSubmit, onCancel, rerender };
};

describe('EntryForm', () => {
  it('is named by its heading, starts in the title and sends what was typed; axe clean', async () => {
    const user = userEvent.setup();
    const { container, onSubmit, onCancel } = renderForm();
    expect(screen.getByRole('form', { name: '„Sommerfest“ bearbeiten' })).toBeInTheDocument();
    const title = screen.getByRole('textbox', { name: 'Titel' });
    expect(title).toHaveFocus();
    expect(title).toHaveAttribute('maxlength', '100');
    expect(screen.getByRole('textbox', { name: 'Beschreibung' })).toHaveAttribute(
      'maxlength',
      '1000',
    );
    await expectNoAxeViolations(container);
    await user.clear(title);
    await user.type(title, 'Neu');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(onSubmit).toHaveBeenCalledWith('Neu', 'Bilder');
    await user.click(screen.getByRole('button', { name: 'Abbrechen' }));
    expect(onCancel).toHaveBeenCalledOnce();
  });

  it('a too short title is refused in the form: marked, described, focused; the typed text stays', async () => {
    const user = userEvent.setup();
    const { rerender, container, onSubmit } = renderForm();
    const title = screen.getByRole('textbox', { name: 'Titel' });
    await user.clear(title);
    await user.type(title, 'ab');
    expect(title).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(title).toHaveAccessibleDescription('Bitte gib einen längeren Titel ein.');
    expect(screen.getByRole('alert')).toHaveTextContent('Bitte gib einen längeren Titel ein.');
    expect(title).toHaveFocus();
    expect(title).toHaveValue('ab');
    await expectNoAxeViolations(container);
    await user.type(title, 'c');
    expect(title).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(onSubmit).toHaveBeenCalledWith('abc', 'Bilder');
    rerender({ key: TITLE_TOO_SHORT_KEY });
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    rerender({ text: 'Server sagt nein.' });
    expect(title).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('alert')).toHaveTextContent('Server sagt nein.');
    expect(title).toHaveValue('abc');
  });

  it('while busy: "Wird gespeichert …", aria-disabled, a submit does nothing', async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderForm(null, true);
    const submit = screen.getByRole('button', { name: 'Wird gespeichert …' });
    expect(submit).toHaveAttribute('aria-disabled', 'true');
    await user.click(submit);
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
