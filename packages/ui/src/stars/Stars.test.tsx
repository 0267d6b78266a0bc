import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations, initTestI18n } from '../testing/index.ts';
import { Stars, StarsInput } from './Stars.tsx';
import { starsFromPoints } from './stars.ts';

beforeAll(() => initTestI18n('de'));
afterEach(() => initTestI18n('de'));

function Choice({ initial = 0 }: { initial?: number }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <StarsInput legend="Deine Bewertung" value={value} onChange={setValue} />
      <output>{value}</output>
    </>
  );
}

describe('Stars (display)', () => {
  it('is one image named "3 von 5 Sternen" with 3 lit stars (350 points)', async () => {
    const { container } = render(<Stars lit={starsFromPoints(350)} />);
    expect(screen.getByRole('img', { name: '3 von 5 Sternen' })).toBeInTheDocument();
    expect(container.querySelectorAll('.ast-stars__star--lit')).toHaveLength(3);
    await expectNoAxeViolations(container);
  });
  it('shows no lit star for no rating, and takes its own label', async () => {
    const { container } = render(<Stars lit={0} label="Noch keine Bewertung" />);
    expect(screen.getByRole('img', { name: 'Noch keine Bewertung' })).toBeInTheDocument();
    expect(container.querySelectorAll('.ast-stars__star--lit')).toHaveLength(0);
    await expectNoAxeViolations(container);
  });
  it('speaks English', () => {
    initTestI18n('en');
    render(<Stars lit={5} />);
    expect(screen.getByRole('img', { name: '5 of 5 stars' })).toBeInTheDocument();
  });
});

describe('StarsInput', () => {
  it('is a group of radios named "n von 5 Sternen"; click chooses', async () => {
    const user = userEvent.setup();
    const { container } = render(<Choice />);
    expect(screen.getByRole('group', { name: 'Deine Bewertung' })).toBeInTheDocument();
    expect(screen.getAllByRole('radio')).toHaveLength(5);
    await expectNoAxeViolations(container);
    await user.click(screen.getByRole('radio', { name: '4 von 5 Sternen' }));
    expect(screen.getByRole('radio', { name: '4 von 5 Sternen' })).toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent('4');
    expect(container.querySelectorAll('.ast-stars__star--lit')).toHaveLength(4);
    await expectNoAxeViolations(container);
  });
  it('arrow keys move the choice, as in any radio group', async () => {
    const user = userEvent.setup();
    render(<Choice initial={2} />);
    await user.tab();
    expect(screen.getByRole('radio', { name: '2 von 5 Sternen' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: '3 von 5 Sternen' })).toBeChecked();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('radio', { name: '1 von 5 Sternen' })).toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent('1');
  });
  it('hovering previews a choice without making it', async () => {
    const user = userEvent.setup();
    const { container } = render(<Choice initial={1} />);
    await user.hover(screen.getByRole('radio', { name: '5 von 5 Sternen' }).closest('label')!);
    expect(container.querySelectorAll('.ast-stars__star--lit')).toHaveLength(5);
    await user.unhover(screen.getByRole('radio', { name: '5 von 5 Sternen' }).closest('label')!);
    expect(container.querySelectorAll('.ast-stars__star--lit')).toHaveLength(1);
  });
});
