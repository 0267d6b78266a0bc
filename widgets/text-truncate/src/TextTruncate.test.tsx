import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations, initTestI18n } from '@anstoss/ui/testing';
import { textTruncateProps } from './props.ts';
import { TextTruncate } from './TextTruncate.tsx';

const TEXT =
  'Der SV Blau-Weiß gewinnt das Derby mit 3:1 nach einer starken zweiten Halbzeit. ' +
  'Trainer Müller lobte vor allem die Abwehr, die kaum eine Chance zuließ.';

function renderWidget(attributes: Record<string, string>) {
  const props = textTruncateProps.parse({ text: TEXT, ...attributes });
  return render(<TextTruncate props={props} host={document.createElement('div')} />);
}

const paragraph = (container: HTMLElement) => container.querySelector('p') as HTMLElement;
/** What a sighted reader sees: hidden spans left out. */
const visibleText = (container: HTMLElement) =>
  [...paragraph(container).childNodes]
    .filter((n) => !(n instanceof HTMLElement && (n.hidden || n.tagName === 'BUTTON')))
    .map((n) => n.textContent)
    .join('')
    .trimEnd();

beforeAll(() => {
  initTestI18n('de');
});
afterEach(() => {
  initTestI18n('de');
});

describe('text-truncate', () => {
  it('shows the whole text when not enabled (the default), even with a max length', () => {
    const { container } = renderWidget({ maxLength: '20', readMore: 'true' });
    expect(visibleText(container)).toBe(TEXT);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('cuts at a word boundary with an ellipsis when enabled', () => {
    const { container } = renderWidget({ enabled: 'true', maxLength: '30' });
    expect(visibleText(container)).toBe('Der SV Blau-Weiß gewinnt das…');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('leaves a short text alone', () => {
    const { container } = renderWidget({ enabled: 'true', maxLength: '500', readMore: 'true' });
    expect(visibleText(container)).toBe(TEXT);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('"weiterlesen" reveals the rest after the head in the same paragraph, and back', async () => {
    const user = userEvent.setup();
    const { container } = renderWidget({ enabled: 'true', maxLength: '30', readMore: 'true' });
    const button = screen.getByRole('button', { name: 'weiterlesen' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    const head = paragraph(container).firstChild;

    await user.click(button);
    expect(visibleText(container)).toBe(TEXT);
    expect(paragraph(container).firstChild).toBe(head);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button).toHaveAccessibleName('weniger anzeigen');
    expect(button).toHaveFocus();
    const controlled = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(controlled).toBeVisible();

    await user.click(button);
    expect(visibleText(container)).toBe('Der SV Blau-Weiß gewinnt das…');
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('works with the keyboard', async () => {
    const user = userEvent.setup();
    const { container } = renderWidget({ enabled: 'true', maxLength: '30', readMore: 'true' });
    await user.tab();
    await user.keyboard('{Enter}');
    expect(visibleText(container)).toBe(TEXT);
  });

  it('shows text, never markup', () => {
    const props = textTruncateProps.parse({ text: '<img src=x onerror="alert(1)"> Tor!' });
    const { container } = render(
      <TextTruncate props={props} host={document.createElement('div')} />,
    );
    expect(container.querySelector('img')).toBeNull();
    expect(container).toHaveTextContent('<img src=x onerror="alert(1)"> Tor!');
  });

  it('speaks English when the language is English', () => {
    initTestI18n('en');
    renderWidget({ enabled: 'true', maxLength: '30', readMore: 'true' });
    expect(screen.getByRole('button', { name: 'read on' })).toBeInTheDocument();
  });

  it('has no axe violations, collapsed and expanded', async () => {
    const user = userEvent.setup();
    const { container } = renderWidget({ enabled: 'true', maxLength: '30', readMore: 'true' });
    await expectNoAxeViolations(container);
    await user.click(screen.getByRole('button'));
    await expectNoAxeViolations(container);
  });
});
