import { describe, expect, it } from 'vitest';
import { selectSteps } from './stepSelection.ts';

describe('selectSteps (BENCH_STEPS)', () => {
  it('runs everything without a value', () => {
    const all = selectSteps(undefined);
    expect([0, 3, 6].every(all.runs)).toBe(true);
    expect(all).toMatchObject({ needsBuild: true, needsCms: true, partial: false });
    expect(selectSteps(' ').partial).toBe(false);
  });

  it('runs only the mount step for "3": no build, no CMS', () => {
    const mount = selectSteps('3');
    expect(mount.runs(3)).toBe(true);
    expect(mount.runs(5)).toBe(false);
    expect(mount).toMatchObject({ needsBuild: false, needsCms: false, partial: true });
  });

  it('builds and starts the CMS for the web vitals', () => {
    expect(selectSteps('3, 5')).toMatchObject({ needsBuild: true, needsCms: true });
  });

  it('builds and starts the CMS for the interactions and the slow network alone', () => {
    for (const step of ['7', '8']) {
      const one = selectSteps(step);
      expect(one.runs(Number(step))).toBe(true);
      expect(one.runs(5)).toBe(false);
      expect(one).toMatchObject({ needsBuild: true, needsCms: true, partial: true });
    }
  });

  it('rejects what is not a step number', () => {
    expect(() => selectSteps('mount')).toThrow(/0–8/);
    expect(() => selectSteps('9')).toThrow(/0–8/);
  });
});
