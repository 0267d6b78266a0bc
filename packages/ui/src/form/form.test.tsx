import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError, createAction, type ActionContext } from '@anstoss/api';
import { initTestI18n } from '../testing/index.ts';
import { SubmitButton } from './SubmitButton.tsx';
import { useAction } from './useAction.ts';
import { fieldAria, groupAria, useField, useFormFields } from './useField.ts';

beforeAll(() => initTestI18n('de'));

/** A send the test answers by hand. */
function handSend() {
  const calls: { title: string; signal: AbortSignal; resolve: (v: string) => void }[] = [];
  const send = vi.fn(
    (title: string, { signal }: ActionContext) =>
      new Promise<string>((resolve) => calls.push({ title, signal, resolve })),
  );
  return { send, calls };
}

function TitleForm({ send }: { send: (title: string, c: ActionContext) => Promise<string> }) {
  const [title, setTitle] = useState('');
  const [save, saveAction] = useAction(send);
  const form = useFormFields({
    errors: { title: title.trim().length > 2 ? null : { text: 'Mindestens 3 Zeichen.' } },
  });
  const field = form.field('title', { description: true });
  return (
    <form noValidate onSubmit={form.onSubmit(() => void saveAction.run(title))}>
      <input aria-label="Vorher" />
      <label {...field.labelProps}>Titel</label>
      <input {...field.inputProps} value={title} onChange={(e) => setTitle(e.target.value)} />
      <p {...field.descriptionProps}>3 bis 100 Zeichen</p>
      {field.invalid && (
        <p {...field.errorProps}>{form.errorOf('title') && 'Mindestens 3 Zeichen.'}</p>
      )}
      <SubmitButton busy={save.status === 'pending'} busyLabel="Wird gespeichert …">
        Speichern
      </SubmitButton>
      {save.status === 'success' && <p>Gespeichert: {save.data}</p>}
    </form>
  );
}

describe('useFormFields', () => {
  it('shows no error before the first submit attempt, then marks, describes and focuses the field', async () => {
    const user = userEvent.setup();
    const { send } = handSend();
    render(<TitleForm send={send} />);
    const input = screen.getByLabelText('Titel');
    await user.type(input, 'a');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Mindestens 3 Zeichen.')).toBeNull();
    await user.click(screen.getByLabelText('Vorher'));
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveFocus();
    expect(input).toHaveAccessibleDescription('3 bis 100 Zeichen Mindestens 3 Zeichen.');
    expect(send).not.toHaveBeenCalled();
    await user.type(input, 'bc');
    expect(input).not.toHaveAttribute('aria-invalid');
  });
});

describe('useAction and SubmitButton', () => {
  it('a double click sends once; the busy button keeps focus and announces the busy text', async () => {
    const user = userEvent.setup();
    const { send, calls } = handSend();
    render(<TitleForm send={send} />);
    await user.type(screen.getByLabelText('Titel'), 'Derby');
    const button = screen.getByRole('button', { name: 'Speichern' });
    await user.dblClick(button);
    expect(send).toHaveBeenCalledTimes(1);
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).not.toBeDisabled();
    expect(button).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('Wird gespeichert …');
    await act(async () => calls[0]!.resolve('Derby'));
    expect(screen.getByText('Gespeichert: Derby')).toBeInTheDocument();
    expect(button).not.toHaveAttribute('aria-disabled');
  });

  it('aborts its own write on unmount', async () => {
    const user = userEvent.setup();
    const { send, calls } = handSend();
    const { unmount } = render(<TitleForm send={send} />);
    await user.type(screen.getByLabelText('Titel'), 'Derby');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    unmount();
    expect(calls[0]!.signal.aborted).toBe(true);
  });

  it("leaves a store's action running when a part of the view unmounts", async () => {
    const { send, calls } = handSend();
    const action = createAction(send);
    function Part() {
      const [state] = useAction(action);
      return <p>{state.status}</p>;
    }
    const { unmount } = render(<Part />);
    await act(async () => void action.run('x'));
    expect(screen.getByText('pending')).toBeInTheDocument();
    unmount();
    expect(calls[0]!.signal.aborted).toBe(false);
  });

  it('keeps the error in the state with the server text', async () => {
    const action = createAction(() =>
      Promise.reject(new ApiError('http', 'HTTP 422', { status: 422, serverMessage: 'Zu lang.' })),
    );
    function Part() {
      const [state, a] = useAction(action);
      return (
        <>
          <button onClick={() => void a.run()}>los</button>
          {state.status === 'error' && <p>{state.message.text}</p>}
        </>
      );
    }
    render(<Part />);
    await userEvent.click(screen.getByRole('button'));
    expect(await screen.findByText('Zu lang.')).toBeInTheDocument();
  });
});

describe('useField', () => {
  it('wires label, description and error ids', () => {
    function One({ error }: { error: boolean }) {
      const f = useField({ description: true, error: error && { text: 'Pflichtfeld' } });
      return (
        <>
          <label {...f.labelProps}>Name</label>
          <input {...f.inputProps} />
          <span {...f.descriptionProps}>Wie im Pass</span>
          {f.invalid && <span {...f.errorProps}>Pflichtfeld</span>}
        </>
      );
    }
    const { rerender } = render(<One error={false} />);
    const input = screen.getByLabelText('Name');
    expect(input).toHaveAccessibleDescription('Wie im Pass');
    expect(input).not.toHaveAttribute('aria-invalid');
    rerender(<One error />);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Wie im Pass Pflichtfeld');
  });
});

describe('fieldAria and groupAria', () => {
  it('a member points at its group error; a form error describes without marking', () => {
    const group = groupAria('consents', true);
    expect(group.groupProps).toEqual({ 'aria-describedby': 'consents-error' });
    expect(groupAria('consents', false).groupProps).toEqual({});
    expect(
      fieldAria('c1', { error: { text: 'x' }, errorId: group.errorProps.id }).inputProps,
    ).toEqual({ id: 'c1', 'aria-invalid': true, 'aria-describedby': 'consents-error' });
    expect(fieldAria('m', { description: true, describedBy: 'form-error' }).inputProps).toEqual({
      id: 'm',
      'aria-describedby': 'm-description form-error',
    });
    expect(fieldAria('m', { description: true, describedBy: null }).inputProps).toEqual({
      id: 'm',
      'aria-describedby': 'm-description',
    });
  });
});
