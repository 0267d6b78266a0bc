import { describe, expect, it } from 'vitest';
import { getPageVariables, PAGE_VARIABLE_NAMES } from './pageVariables.ts';

describe('getPageVariables', () => {
  it('reads the eight ed* variables of spec §3', () => {
    expect(PAGE_VARIABLE_NAMES).toEqual([
      'edMandant',
      'edSaison',
      'edWettkampfTyp',
      'edMannschaftsart',
      'edSpielklasse',
      'edGebiet',
      'edWettbewerbId',
      'edWettbewerbUrl',
    ]);
    const win = {
      edMandant: '_22',
      edSaison: '_2526',
      edWettkampfTyp: '_1',
      edMannschaftsart: '_343',
      edSpielklasse: '_5',
      edGebiet: '_01',
      edWettbewerbId: '_abc',
      edWettbewerbUrl: '/spieltagsuebersicht/x',
    };
    expect(getPageVariables(win)).toEqual(win);
  });

  it('turns numbers into strings and leaves out everything else', () => {
    expect(
      getPageVariables({
        edSaison: 2526,
        edMandant: '',
        edGebiet: null,
        edSpielklasse: { a: 1 },
        other: 'x',
      }),
    ).toEqual({ edSaison: '2526' });
  });

  it('reads window by default, live', () => {
    const win = globalThis as Record<string, unknown>;
    win.window = win;
    win.edMandant = '_22';
    expect(getPageVariables().edMandant).toBe('_22');
    win.edMandant = '_23';
    expect(getPageVariables().edMandant).toBe('_23');
    delete win.edMandant;
    delete win.window;
  });
});
