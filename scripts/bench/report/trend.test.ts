import { describe, expect, it } from 'vitest';
import type { BenchResults } from './results-file.ts';
import { annotateChanges, describeChange, leadingNumber } from './trend.ts';
import type { StepReport } from './types.ts';

describe('leadingNumber', () => {
  it('reads the number and unit at the start of a figure', () => {
    expect(leadingNumber('152.0 kB')).toEqual({ value: 152, unit: 'kB' });
    expect(leadingNumber('1.07x')).toEqual({ value: 1.07, unit: 'x' });
    expect(leadingNumber('416 ms (380–520)')).toEqual({ value: 416, unit: 'ms' });
    expect(leadingNumber('not built yet')).toBeNull();
  });
});

describe('describeChange', () => {
  it('says new, equal, a signed difference with percent, or the old figure', () => {
    expect(describeChange('3.96 kB', undefined)).toBe('new');
    expect(describeChange('3.96 kB', '3.96 kB')).toBe('=');
    expect(describeChange('3.96 kB', '4.69 kB')).toBe('−0.73 kB (−16 %)');
    expect(describeChange('120 ms', '100 ms')).toBe('+20 ms (+20 %)');
    expect(describeChange('1.2 s', '900 ms')).toBe('was 900 ms');
    expect(describeChange('skipped', 'ok')).toBe('was ok');
  });
});

describe('annotateChanges', () => {
  const step = (rows: StepReport['rows']): StepReport => ({
    id: 'sizes',
    title: 'sizes',
    status: 'ok',
    durationMs: 1,
    notes: [],
    rows,
    data: null,
  });

  it('matches rows by step and item', () => {
    const steps = [
      step([
        { item: 'runtime.js', figure: '3.96 kB' },
        { item: 'x', figure: '1' },
      ]),
    ];
    const previous = {
      steps: { sizes: { ...step([{ item: 'runtime.js', figure: '4.69 kB' }]), id: undefined } },
    } as unknown as BenchResults;
    annotateChanges(steps, previous);
    expect(steps[0]?.rows.map((r) => r.change)).toEqual(['−0.73 kB (−16 %)', 'new']);
  });

  it('leaves rows alone without a previous run', () => {
    const steps = [step([{ item: 'runtime.js', figure: '3.96 kB' }])];
    annotateChanges(steps, null);
    expect(steps[0]?.rows[0]?.change).toBeUndefined();
  });
});
