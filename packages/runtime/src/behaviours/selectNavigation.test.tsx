import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeNavigation, type FakeNavigation } from '../testing/navigation.ts';
import { needsBehaviours } from '../behaviourSelectors.ts';
import { selectNavigationUrl, startSelectNavigation } from './selectNavigation.ts';

let stop: () => void;
let assign: FakeNavigation['go'];
beforeEach(() => {
  stop = startSelectNavigation();
  assign = installFakeNavigation().go;
  document.body.innerHTML =
    '<select data-select-navigation name="/spielplan/-/verband"><option value="-1">Landesverband wählen</option><option value="_22">Mittelrhein</option><option value="_3">Bayern</option></select>';
});
afterEach(() => {
  stop();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

const select = () => document.querySelector('select')!;
const change = (value: string) => {
  select().value = value;
  select().dispatchEvent(new Event('change', { bubbles: true }));
};

describe('select navigation URL (spec §7)', () => {
  it('is the field name followed by the selected value', () => {
    expect(selectNavigationUrl('/spielplan/-/verband', '_22')).toBe(
      `${location.origin}/spielplan/-/verband/_22`,
    );
    expect(selectNavigationUrl('/news?kategorie=', 'frauen')).toBe(
      `${location.origin}/news?kategorie=frauen`,
    );
  });
  it("'-1' means no selection", () => {
    expect(selectNavigationUrl('/x', '-1')).toBeNull();
  });
  it('never leaves the origin', () => {
    expect(selectNavigationUrl('https://elsewhere.example/x', 'a')).toBeNull();
    expect(selectNavigationUrl('javascript:alert(1)//', 'a')).toBeNull();
  });
});

describe('select[data-select-navigation]', () => {
  it('is markup that loads the behaviours', () => {
    expect(needsBehaviours(document.body)).toBe(true);
  });

  it('navigates on a pointer change', () => {
    select().dispatchEvent(new Event('pointerdown', { bubbles: true }));
    change('_3');
    expect(assign).toHaveBeenCalledWith(`${location.origin}/spielplan/-/verband/_3`);
  });

  it("does nothing for '-1'", () => {
    change('_3');
    assign.mockClear();
    change('-1');
    expect(assign).not.toHaveBeenCalled();
  });

  it('an arrow-key change waits for Enter (WCAG 3.2.2)', () => {
    select().dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true }));
    change('_22');
    expect(assign).not.toHaveBeenCalled();
    select().dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    expect(assign).toHaveBeenCalledWith(`${location.origin}/spielplan/-/verband/_22`);
  });

  it('an arrow-key change navigates when focus leaves', () => {
    select().dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true }));
    change('_22');
    select().dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
    expect(assign).toHaveBeenCalledTimes(1);
  });
});
