import { describe, expect, it } from 'vitest';
import { textTruncateProps } from './props.ts';

describe('textTruncateProps', () => {
  it('is off by default, 200 characters, no button', () => {
    expect(textTruncateProps.parse({ text: 'Hallo' })).toEqual({
      text: 'Hallo',
      enabled: false,
      maxLength: 200,
      readMore: false,
    });
  });

  it('reads enabled, max length and read-more', () => {
    expect(
      textTruncateProps.parse({ text: 'x', enabled: 'true', maxLength: '80', readMore: 'true' }),
    ).toEqual({ text: 'x', enabled: true, maxLength: 80, readMore: true });
  });

  it('rejects a missing text and bad values, naming the attribute', () => {
    expect(textTruncateProps.safeParse({}).success).toBe(false);
    expect(textTruncateProps.safeParse({ text: '' }).success).toBe(false);
    const length = textTruncateProps.safeParse({ text: 'x', maxLength: '0' });
    expect(JSON.stringify(length.error?.issues)).toContain('data-max-length');
    expect(textTruncateProps.safeParse({ text: 'x', maxLength: 'viel' }).success).toBe(false);
    expect(textTruncateProps.safeParse({ text: 'x', enabled: 'ja' }).success).toBe(false);
  });
});
