import { describe, expect, it } from 'vitest';
import { articleEditorProps } from './props.ts';

describe('article-editor props', () => {
  it('needs data-save-url', () => {
    expect(articleEditorProps.safeParse({}).success).toBe(false);
    expect(articleEditorProps.safeParse({ saveUrl: '  ' }).success).toBe(false);
  });
  it('defaults: draft key neu, fill today, teaser 300', () => {
    const p = articleEditorProps.parse({ saveUrl: '/s' });
    expect(p).toMatchObject({ draftKey: 'neu', fillToday: true, teaserMaxLength: 300 });
  });
  it('refuses wrong dates, draft keys and durations', () => {
    expect(articleEditorProps.safeParse({ saveUrl: '/s', minDate: '1.1.2026' }).success).toBe(
      false,
    );
    expect(articleEditorProps.safeParse({ saveUrl: '/s', draftKey: 'a b' }).success).toBe(false);
    expect(
      articleEditorProps.safeParse({ saveUrl: '/s', article: { voting: { duration: 5 } } }).success,
    ).toBe(false);
  });
  it('reads the stored article from the props JSON, ids opaque', () => {
    const p = articleEditorProps.parse({
      saveUrl: '/s',
      article: {
        id: '02IEQ6L1J4000000VS5489B3VU2TDLOS',
        title: 'T',
        visible: true,
        publishFrom: '2026-03-14',
      },
    });
    expect(p.article).toMatchObject({
      id: '02IEQ6L1J4000000VS5489B3VU2TDLOS',
      visible: true,
      publishTo: null,
    });
  });
});
