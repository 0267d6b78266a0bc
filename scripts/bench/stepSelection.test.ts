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

  it('rejects what is not a step number', () => {
    expect(() => selectSteps('mount')).toThrow(/0–6/);
    expect(() => selectSteps('7')).toThrow(/0–6/);
  });
});
