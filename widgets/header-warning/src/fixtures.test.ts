import { describe, expect, it } from 'vitest';
import { headerWarningResponse } from './api.ts';
import {
  activeWarningFixture,
  inactiveWarningFixture,
  markupWarningFixture,
  schemaMismatchWarning,
} from './fixtures.ts';

describe('header-warning fixtures', () => {
  it('are valid responses, except the mismatch sample', () => {
    for (const fixture of [activeWarningFixture, inactiveWarningFixture, markupWarningFixture]) {
      expect(headerWarningResponse.safeParse(fixture).success).toBe(true);
    }
    expect(headerWarningResponse.safeParse(schemaMismatchWarning).success).toBe(false);
  });

  it('fills a missing title and text of an inactive warning', () => {
    expect(headerWarningResponse.parse({ active: '0' })).toEqual({
      active: '0',
      title: '',
      text: '',
    });
  });
});
