import { describe, expect, it } from 'vitest';
import { roundLabel, widgetLabel } from './widgetLabels.ts';

describe('widget labels in the page language', () => {
  it('German and English labels, names unchanged', () => {
    expect(widgetLabel('de', 'crossTable.caption', 'Kreisliga A')).toBe('Kreuztabelle Kreisliga A');
    expect(widgetLabel('en', 'crossTable.caption', 'Kreisliga A')).toBe('Cross table Kreisliga A');
    expect(widgetLabel('en', 'tabs.ticker')).toBe('Live ticker');
  });
  it('cup rounds', () => {
    expect(roundLabel('en', '2. Runde')).toBe('Round 2');
    expect(roundLabel('en', 'Halbfinale')).toBe('Semi-final');
    expect(roundLabel('de', 'Halbfinale')).toBe('Halbfinale');
    expect(roundLabel('en', 'Sonderrunde')).toBe('Sonderrunde');
  });
});
