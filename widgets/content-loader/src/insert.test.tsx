import { beforeAll, describe, expect, it } from 'vitest';
import { loadSanitizer } from '@anstoss/api';
import { insertHtml } from './insert.ts';

beforeAll(async () => {
  await loadSanitizer();
});

describe('insertHtml', () => {
  it('counts the entries inserted, not the ad slots between them', () => {
    const target = document.createElement('div');
    const html =
      '<article>1</article><article>2</article><div id="SPMADS_fbde_LISTE-12" data-type="ad" data-ad-format="banner"></div>';
    expect(insertHtml(target, html, 'append')).toBe(2);
    expect(target.querySelector('#SPMADS_fbde_LISTE-12')).not.toBeNull();
    expect(insertHtml(target, '<article>3</article>', 'replace')).toBe(1);
    expect(target.children).toHaveLength(1);
  });
});
