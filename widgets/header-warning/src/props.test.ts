import { describe, expect, it } from 'vitest';
import { headerWarningProps } from './props.ts';

describe('headerWarningProps', () => {
  it('needs a url and defaults to dismissible', () => {
    expect(headerWarningProps.parse({ url: '/ajax/header-warning.json' })).toEqual({
      url: '/ajax/header-warning.json',
      dismissible: true,
    });
  });

  it('reads data-dismissible="false"', () => {
    expect(headerWarningProps.parse({ url: '/x.json', dismissible: 'false' }).dismissible).toBe(
      false,
    );
  });

  it('rejects a missing or blank url and an unknown dismissible value', () => {
    expect(headerWarningProps.safeParse({}).success).toBe(false);
    expect(headerWarningProps.safeParse({ url: '  ' }).success).toBe(false);
    expect(headerWarningProps.safeParse({ url: '/x.json', dismissible: 'nein' }).success).toBe(
      false,
    );
  });
});
