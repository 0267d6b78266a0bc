import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, initTestI18n } from './testing/index.ts';
import { ErrorText, errorTextOf } from './ErrorText.tsx';

beforeAll(() => {
  initTestI18n('de');
});
afterEach(() => {
  initTestI18n('de');
});

describe('ErrorText', () => {
  it('announces the generic German message by default (spec §8 unknown_error)', () => {
    render(<ErrorText />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Es ist ein unbekannter Fehler aufgetreten.',
    );
  });

  it('shows the server text when there is one, as plain text', () => {
    render(<ErrorText message={{ text: '<b>Titel</b> fehlt' }} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('<b>Titel</b> fehlt');
    expect(alert.querySelector('b')).toBeNull();
  });

  it('translates a message key', () => {
    render(<ErrorText message={{ key: 'javascript.error.message.error_by_delete_of_picture' }} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Das Foto konnte nicht gelöscht werden.');
  });

  it('offers a retry button when given onRetry', async () => {
    const onRetry = vi.fn();
    render(<ErrorText onRetry={onRetry} />);
    await userEvent.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('speaks English when the language is English', () => {
    initTestI18n('en');
    render(<ErrorText onRetry={() => undefined} />);
    expect(screen.getByRole('alert')).toHaveTextContent('An unknown error occurred.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { container } = render(<ErrorText onRetry={() => undefined} />);
    await expectNoAxeViolations(container);
  });
});

describe('errorTextOf', () => {
  const t = (key: string) => `t:${key}`;
  it('prefers non-blank server text, then the key, then the generic key', () => {
    expect(errorTextOf({ text: 'Server sagt nein', key: 'anstoss.common.retry' }, t)).toBe(
      'Server sagt nein',
    );
    expect(errorTextOf({ text: '  ', key: 'anstoss.common.retry' }, t)).toBe(
      't:anstoss.common.retry',
    );
    expect(errorTextOf(undefined, t)).toBe('t:javascript.error.message.unknown_error');
  });
});
