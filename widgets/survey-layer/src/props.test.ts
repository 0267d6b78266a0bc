import { describe, expect, it } from 'vitest';
import { surveyLayerProps } from './props.ts';

describe('surveyLayerProps', () => {
  it('reads url, name and an optional label', () => {
    expect(
      surveyLayerProps.parse({ url: '/ajax/survey/{path}.html', name: 'umfrage-2026' }),
    ).toEqual({
      url: '/ajax/survey/{path}.html',
      name: 'umfrage-2026',
    });
    expect(surveyLayerProps.parse({ url: '/s.html', name: 'u', label: 'Fan-Umfrage' }).label).toBe(
      'Fan-Umfrage',
    );
  });

  it('rejects names that cannot be cookie names', () => {
    for (const name of ['', 'umfrage 2026', 'a;b', 'a=b', 'ümfrage']) {
      expect(surveyLayerProps.safeParse({ url: '/s.html', name }).success).toBe(false);
    }
  });

  it('rejects a missing url', () => {
    expect(surveyLayerProps.safeParse({ name: 'u' }).success).toBe(false);
  });
});
