/**
 * Every vector of the public XSS corpus (packages/api/src/xss-vectors.json) as a TV entry's title,
 * description, context link and image: titles stay text, descriptions are sanitised, links and
 * images pass only allowed URLs, and `alert` is never called.
 */
import { cleanup, render } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadSanitizer } from '@anstoss/api';
import { initTestI18n } from '@anstoss/ui/testing';
import corpus from '../../../../packages/api/src/xss-vectors.json';
import { tvEntry } from '../api.ts';
import { tvEntryFixture } from '../fixtures.ts';
import { Teaser } from './Teaser.tsx';

const alerts = vi.fn();
const original = window.alert;
beforeAll(async () => {
  initTestI18n('de');
  window.alert = alerts;
  await loadSanitizer();
});
afterAll(() => {
  window.alert = original;
});

const BATCH = 40;
const vectors = corpus.vectors.map((v) => v.html);

describe('TV teaser with the XSS corpus', () => {
  for (let start = 0; start < vectors.length; start += BATCH) {
    it(`vectors ${start + 1}–${Math.min(start + BATCH, vectors.length)}`, async () => {
      const entries = vectors.slice(start, start + BATCH).map((html, i) =>
        tvEntry.parse(
          tvEntryFixture(start + i, {
            title: html,
            description: html,
            href: html,
            context: { href: html, name: 'Kontext' },
            image: { folder: '', src: { medium: html } },
          }),
        ),
      );
      const { container } = render(
        <ul>
          {entries.map((entry) => (
            <li key={entry.id}>
              <Teaser entry={entry} />
            </li>
          ))}
        </ul>,
      );
      // Titles are text: each heading reads exactly the vector.
      const headings = [...container.querySelectorAll('h3')].map((h) => h.textContent);
      expect(headings).toEqual(vectors.slice(start, start + BATCH));
      expect(container.querySelector('script, iframe, object, embed, frame')).toBeNull();
      for (const element of container.querySelectorAll('*')) {
        for (const attribute of element.attributes) {
          expect(attribute.name, element.outerHTML.slice(0, 120)).not.toMatch(/^on/i);
          if (['href', 'src', 'action', 'formaction', 'xlink:href'].includes(attribute.name))
            // eslint-disable-next-line no-control-regex -- browsers ignore these inside a scheme
            expect(attribute.value.replace(/[\s\u0000-\u001f]/g, '')).not.toMatch(
              /^(javascript|vbscript|data:text)/i,
            );
        }
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(alerts).not.toHaveBeenCalled();
      cleanup();
    });
  }
});
