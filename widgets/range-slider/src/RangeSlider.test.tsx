import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations, initTestI18n } from '@anstoss/ui/testing';
import { rangeSliderProps } from './props.ts';
import { RangeSlider } from './RangeSlider.tsx';

function renderWidget(attributes: Record<string, string> = {}) {
  const props = rangeSliderProps.parse({
    label: 'Ballbesitz',
    labelLeft: 'Heim',
    labelRight: 'Gast',
    ...attributes,
  });
  return render(
    <form>
      <RangeSlider props={props} host={document.createElement('div')} />
    </form>,
  );
}

const left = () => screen.getByRole('slider', { name: 'Ballbesitz Heim' });
const right = () => screen.getByRole('slider', { name: 'Ballbesitz Gast' });
const values = () => [left(), right()].map((s) => Number(s.getAttribute('aria-valuenow')));

beforeAll(() => {
  initTestI18n('de');
});
afterEach(() => {
  initTestI18n('de');
});

describe('range-slider', () => {
  it('shows two labelled sliders whose values sum to 100', () => {
    renderWidget({ valueLeft: '60' });
    expect(values()).toEqual([60, 40]);
    expect(left()).toHaveAttribute('aria-valuetext', '60 %');
    expect(left()).toHaveAttribute('aria-valuemin', '0');
    expect(left()).toHaveAttribute('aria-valuemax', '100');
    expect(screen.getByText('Heim 60 %')).toBeInTheDocument();
    expect(screen.getByText('Gast 40 %')).toBeInTheDocument();
  });

  it('moves the left share with arrows, page keys, Home and End; the right follows', async () => {
    const user = userEvent.setup();
    renderWidget();
    await user.tab();
    expect(left()).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(values()).toEqual([51, 49]);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(values()).toEqual([49, 51]);
    await user.keyboard('{PageUp}');
    expect(values()).toEqual([59, 41]);
    await user.keyboard('{PageDown}{PageDown}');
    expect(values()).toEqual([39, 61]);
    await user.keyboard('{End}');
    expect(values()).toEqual([100, 0]);
    await user.keyboard('{ArrowRight}');
    expect(values()).toEqual([100, 0]);
    await user.keyboard('{Home}');
    expect(values()).toEqual([0, 100]);
  });

  it('the right end is keyboard operable too, the left follows', async () => {
    const user = userEvent.setup();
    renderWidget({ valueLeft: '30' });
    await user.tab();
    await user.tab();
    expect(right()).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(values()).toEqual([29, 71]);
    await user.keyboard('{PageDown}');
    expect(values()).toEqual([39, 61]);
    await user.keyboard('{End}');
    expect(values()).toEqual([0, 100]);
    await user.keyboard('{Home}');
    expect(values()).toEqual([100, 0]);
  });

  it('sends both shares with the form', async () => {
    const user = userEvent.setup();
    const { container } = renderWidget({ name: 'tipp' });
    await user.tab();
    await user.keyboard('{PageUp}');
    const data = new FormData(container.querySelector('form') as HTMLFormElement);
    expect([data.get('tippLeft'), data.get('tippRight')]).toEqual(['60', '40']);
  });

  it('moves the split to where the bar is pressed', () => {
    renderWidget();
    const track = left().parentElement as HTMLElement;
    track.getBoundingClientRect = () => ({ left: 100, width: 200 }) as DOMRect;
    fireEvent.pointerDown(track, { clientX: 250, pointerId: 1 });
    expect(values()).toEqual([75, 25]);
  });

  it('ignores other keys', async () => {
    const user = userEvent.setup();
    renderWidget();
    await user.tab();
    await user.keyboard('a{Enter}');
    expect(values()).toEqual([50, 50]);
  });

  it('has no axe violations', async () => {
    const { container } = renderWidget();
    await expectNoAxeViolations(container);
  });
});
