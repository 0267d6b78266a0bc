import { describe, expect, it } from 'vitest';
import { currentBackground, isChange } from './logic.ts';

const list = [
  { id: 'rasen', label: 'Rasen', imageUrl: '/r.svg' },
  { id: 'flutlicht', label: 'Flutlicht', imageUrl: '/f.svg' },
];

describe('profile-stage rules', () => {
  it('shows the chosen background, or the first when none or an unknown one is stored', () => {
    expect(currentBackground(list, 'flutlicht')?.id).toBe('flutlicht');
    expect(currentBackground(list, null)?.id).toBe('rasen');
    expect(currentBackground(list, 'weg')?.id).toBe('rasen');
    expect(currentBackground([], null)).toBeUndefined();
  });
  it('saving the same background is no change', () => {
    expect(isChange('rasen', 'rasen')).toBe(false);
    expect(isChange(null, 'rasen')).toBe(true);
  });
});
