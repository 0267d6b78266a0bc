import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { STATIC_BASE } from '../context.ts';
import { configureModulePreload, withModulePreloads } from './modulePreload.ts';

const manifest = {
  boot: ['chunks/config-a.js', 'chunks/showHost-b.js'],
  strategies: {
    tabs: 'eager',
    'live-ticker': 'eager',
    'image-gallery': 'visible',
    comments: 'idle',
  },
  widgets: {
    tabs: ['chunks/widget-tabs-1.js', 'chunks/vendor-v.js', 'chunks/core-c.js'],
    'live-ticker': ['chunks/widget-live-ticker-2.js', 'chunks/vendor-v.js', 'chunks/core-c.js'],
    'image-gallery': ['chunks/widget-image-gallery-3.js', 'chunks/Carousel-x.js'],
    comments: ['chunks/widget-comments-4.js'],
  },
};

const page = (body: string) =>
  `<head>\n<script type="module" src="${STATIC_BASE}runtime.js"></script>\n</head><body>${body}</body>`;
const preloaded = (markup: string) =>
  [...markup.matchAll(/<link rel="modulepreload" href="([^"]+)">/g)].map((m) =>
    m[1]!.slice(STATIC_BASE.length),
  );

let dir: string | undefined;
function build(content: unknown = manifest): void {
  dir = mkdtempSync(join(tmpdir(), 'anstoss-dist-'));
  writeFileSync(join(dir, 'manifest.json'), JSON.stringify(content));
  configureModulePreload(dir);
}
afterEach(() => {
  configureModulePreload(undefined);
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('modulepreload hints of a page', () => {
  it("name every chunk of the page's eager widgets and the runtime's own, right after runtime.js", () => {
    build();
    const markup = withModulePreloads(
      page(
        '<div data-widget="tabs"></div><div data-widget="live-ticker"></div><div data-widget="image-gallery"></div><div data-widget="comments"></div>',
      ),
    );
    expect(preloaded(markup)).toEqual([
      'chunks/config-a.js',
      'chunks/core-c.js',
      'chunks/showHost-b.js',
      'chunks/vendor-v.js',
      'chunks/widget-live-ticker-2.js',
      'chunks/widget-tabs-1.js',
    ]);
    // Before the body: the browser starts them with runtime.js.
    expect(markup.indexOf('modulepreload')).toBeLessThan(markup.indexOf('<body>'));
    expect(markup.indexOf('modulepreload')).toBeGreaterThan(markup.indexOf('runtime.js'));
  });

  it('leave lazy widgets lazy: a page with only idle and visible widgets gets no hint', () => {
    build();
    const body = '<div data-widget="image-gallery"></div><div data-widget="comments"></div>';
    expect(withModulePreloads(page(body))).toBe(page(body));
  });

  it('are left out without a build, or with a manifest of another shape', () => {
    const body = '<div data-widget="tabs"></div>';
    expect(withModulePreloads(page(body))).toBe(page(body));
    build({ widgets: 'none' });
    expect(withModulePreloads(page(body))).toBe(page(body));
  });
});
