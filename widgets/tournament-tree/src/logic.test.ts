import { describe, expect, it } from 'vitest';
import { isOpen, swapAction } from './logic.ts';

describe('tournament tree', () => {
  it('swaps /action/OPEN and /action/CLOSE', () => {
    expect(swapAction('/ajax/turnier/pokal/runde/1/action/OPEN')).toBe(
      '/ajax/turnier/pokal/runde/1/action/CLOSE',
    );
    expect(swapAction('/ajax/turnier/pokal/runde/1/action/CLOSE')).toBe(
      '/ajax/turnier/pokal/runde/1/action/OPEN',
    );
    expect(swapAction('/ajax/x')).toBe('/ajax/x');
  });
  it('treats a CLOSE resource as open', () => {
    expect(isOpen('/a/action/CLOSE')).toBe(true);
    expect(isOpen('/a/action/OPEN')).toBe(false);
  });
});
