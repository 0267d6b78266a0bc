import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { initTestI18n } from '../testing/index.ts';
import { SessionEnded } from './SessionEnded.tsx';

afterAll(() => initTestI18n('de'));

describe('SessionEnded: the one login offer after an ended session', () => {
  it('is an alert with the widget sentence and "Erneut anmelden"; click and Enter log in', async () => {
    initTestI18n('de');
    const onLogin = vi.fn();
    render(
      <SessionEnded
        className="ast-x__session"
        message="Deine Sitzung ist abgelaufen."
        loginId="x-login"
        onLogin={onLogin}
      />,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Deine Sitzung ist abgelaufen. Erneut anmelden');
    expect(alert).toHaveClass('ast-x__session');
    const login = screen.getByRole('button', { name: 'Erneut anmelden' });
    expect(alert).toContainElement(login);
    expect(login).toHaveAttribute('id', 'x-login');
    expect(login).toHaveAttribute('type', 'button');

    await userEvent.click(login);
    expect(onLogin).toHaveBeenCalledTimes(1);
    // No click event handed on: goToLogin's only argument is the return address.
    expect(onLogin).toHaveBeenCalledWith();
    login.focus();
    await userEvent.keyboard('{Enter}');
    expect(onLogin).toHaveBeenCalledTimes(2);
  });

  it('speaks English after the switch', () => {
    initTestI18n('en');
    render(<SessionEnded message="Your session has ended." onLogin={() => {}} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Your session has ended. Log in again');
    expect(screen.getByRole('button', { name: 'Log in again' })).toBeInTheDocument();
  });

  it('takes an id and tabIndex for a widget that focuses the alert, and a ref to the button', () => {
    initTestI18n('de');
    const ref = createRef<HTMLButtonElement>();
    render(
      <SessionEnded
        id="c-error"
        tabIndex={-1}
        message="Abgelaufen."
        loginRef={ref}
        onLogin={() => {}}
      />,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveAttribute('id', 'c-error');
    expect(alert).toHaveAttribute('tabindex', '-1');
    expect(ref.current).toBe(screen.getByRole('button', { name: 'Erneut anmelden' }));
  });

  it('block layout: the sentence as a paragraph, a full button below, still one alert', async () => {
    initTestI18n('de');
    const onLogin = vi.fn();
    render(
      <SessionEnded
        layout="block"
        className="ast-x__expired"
        message="Abgelaufen."
        onLogin={onLogin}
      />,
    );
    const alert = screen.getByRole('alert');
    expect(alert.tagName).toBe('DIV');
    expect(alert.querySelector('p')).toHaveTextContent('Abgelaufen.');
    const login = screen.getByRole('button', { name: 'Erneut anmelden' });
    expect(login).toHaveClass('ast-button');
    await userEvent.click(login);
    expect(onLogin).toHaveBeenCalledTimes(1);
  });

  it('focusOnShow: the login button takes focus when the offer appears', async () => {
    initTestI18n('de');
    render(<SessionEnded message="Abgelaufen." onLogin={() => {}} focusOnShow />);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Erneut anmelden' })).toHaveFocus(),
    );
  });
});
