import { describe, expect, it } from 'vitest';
import { classify, widgetOfChunk, type Budgets } from './budgets.ts';

const budgets: Budgets = {
  runtime: 5,
  css: 12,
  vendor: 92,
  core: 33,
  sharedChunk: 15,
  widgetDefault: 15,
  widgets: { 'news-carousel': 20 },
  pages: { match: 130 },
};

describe('widgetOfChunk', () => {
  it('prefers the longest known widget name', () => {
    expect(
      widgetOfChunk('chunks/widget-news-carousel-Ab_3-x9Z.js', ['news', 'news-carousel']),
    ).toBe('news-carousel');
  });

  it('falls back to the file pattern for widgets the manifest does not list', () => {
    expect(widgetOfChunk('chunks/widget-live-ticker-Ab_3x9Zq.js', [])).toBe('live-ticker');
  });

  it('does not take a shared chunk named after widget.ts for a widget', () => {
    expect(widgetOfChunk('chunks/widget-Dfvzj6n2.js', ['survey-layer'])).toBeNull();
  });
});

describe('classify', () => {
  it('gives each file its budget in bytes (KB = 1000 bytes, as size-limit)', () => {
    expect(classify('runtime.js', budgets, []).budgetBytes).toBe(5000);
    expect(classify('chunks/vendor-aaaaaaaa.js', budgets, []).kind).toBe('vendor');
    expect(
      classify('chunks/widget-news-carousel-aaaaaaaa.js', budgets, ['news-carousel']).budgetBytes,
    ).toBe(20_000);
    expect(classify('chunks/client-aaaaaaaa.js', budgets, []).kind).toBe('shared');
    expect(classify('chunks/core-aaaaaaaa.js', budgets, []).budgetBytes).toBe(33_000);
    expect(classify('lang-de.json', budgets, []).budgetBytes).toBeNull();
  });
});
