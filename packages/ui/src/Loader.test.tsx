import { render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations, initTestI18n } from './testing/index.ts';
import { Loader } from './Loader.tsx';

beforeAll(() => {
  initTestI18n('de');
});
afterEach(() => {
  initTestI18n('de');
});

describe('Loader', () => {
  it('is a status with German text for screen readers', () => {
    render(<Loader />);
    expect(screen.getByRole('status')).toHaveTextContent('Wird geladen …');
  });

  it('takes its own label and can show it', () => {
    render(<Loader label="Tabelle wird geladen" showLabel />);
    const text = screen.getByText('Tabelle wird geladen');
    expect(text).not.toHaveClass('ast-visually-hidden');
  });

  it('can cover its parent as an overlay', () => {
    render(<Loader overlay />);
    expect(screen.getByRole('status')).toHaveClass('ast-loader--overlay');
  });

  it('speaks English when the language is English', () => {
    initTestI18n('en');
    render(<Loader />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading …');
  });

  it('has no axe violations', async () => {
    const { container } = render(<Loader />);
    await expectNoAxeViolations(container);
  });
});
