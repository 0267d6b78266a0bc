import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from './testing/index.ts';
import { ConfirmGroup } from './ConfirmGroup.tsx';

const renderGroup = (busy = false) => {
  const onConfirm = vi.fn();
  const onCancel = vi.fn();
  const view = render(
    <main>
      <ConfirmGroup
        question="„Sommerfest“ wirklich löschen?"
        confirmLabel="Ja, löschen"
        cancelLabel="Abbrechen"
        onConfirm={onConfirm}
        onCancel={onCancel}
        busy={busy}
      />
    </main>,
  );
  return { ...view, onConfirm, onCancel };
};

describe('ConfirmGroup', () => {
  it('is a group named by its question, with focus on cancel', async () => {
    const { container } = renderGroup();
    expect(screen.getByRole('group', { name: '„Sommerfest“ wirklich löschen?' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Abbrechen' })).toHaveFocus();
    await expectNoAxeViolations(container);
  });

  it('confirms and cancels; Enter right away cancels', async () => {
    const user = userEvent.setup();
    const { onConfirm, onCancel } = renderGroup();
    await user.keyboard('{Enter}');
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Ja, löschen' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Abbrechen' }));
    expect(onCancel).toHaveBeenCalledTimes(2);
  });

  it('does nothing on confirm while a request is in flight', async () => {
    const user = userEvent.setup();
    const { onConfirm } = renderGroup(true);
    const confirm = screen.getByRole('button', { name: 'Ja, löschen' });
    expect(confirm).toHaveAttribute('aria-disabled', 'true');
    await user.click(confirm);
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
