import { describe, expect, it } from 'vitest';
import { activeWarning, isDismissed, warningFingerprint } from './logic.ts';

describe('activeWarning (spec §4 Other: shown when active)', () => {
  it("returns the trimmed warning when active is '1'", () => {
    expect(activeWarning({ active: '1', title: ' Wartung ', text: 'Heute Nacht.\n' })).toEqual({
      title: 'Wartung',
      text: 'Heute Nacht.',
    });
  });

  it('accepts active as the number 1 as well', () => {
    expect(activeWarning({ active: 1, title: 'T', text: '' })).toEqual({ title: 'T', text: '' });
  });

  it("returns null for anything but '1'", () => {
    for (const active of ['0', '', 'true', 'yes', 0, 2]) {
      expect(activeWarning({ active, title: 'T', text: 'x' })).toBeNull();
    }
  });

  it('returns null for an active warning without title and text', () => {
    expect(activeWarning({ active: '1', title: '  ', text: '' })).toBeNull();
  });
});

describe('dismissal fingerprint', () => {
  const warning = { title: 'Wartung', text: 'Heute Nacht.' };

  it('is stable for the same warning and differs for a changed one', () => {
    expect(warningFingerprint(warning)).toBe(warningFingerprint({ ...warning }));
    expect(warningFingerprint(warning)).not.toBe(
      warningFingerprint({ ...warning, text: 'Morgen Nacht.' }),
    );
    expect(warningFingerprint({ title: 'ab', text: 'c' })).not.toBe(
      warningFingerprint({ title: 'a', text: 'bc' }),
    );
  });

  it('treats only the same warning as dismissed', () => {
    expect(isDismissed(warning, warningFingerprint(warning))).toBe(true);
    expect(isDismissed(warning, null)).toBe(false);
    expect(isDismissed({ ...warning, title: 'Neu' }, warningFingerprint(warning))).toBe(false);
  });
});
