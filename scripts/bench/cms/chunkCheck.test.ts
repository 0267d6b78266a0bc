import { describe, expect, it } from 'vitest';
import { checkChunks } from './chunkCheck.ts';

const manifest = {
  'header-warning': ['chunks/widget-header-warning-aaaaaaaa.js', 'chunks/vendor-bbbbbbbb.js'],
  'survey-layer': [
    'chunks/widget-survey-layer-cccccccc.js',
    'chunks/vendor-bbbbbbbb.js',
    'chunks/ui-dddddddd.js',
  ],
};

describe('checkChunks', () => {
  it('accepts the chunks of the carried widgets and their shared chunks', () => {
    const files = [
      'runtime.js',
      'chunks/widget-header-warning-aaaaaaaa.js',
      'chunks/vendor-bbbbbbbb.js',
    ];
    expect(checkChunks(files, ['header-warning'], manifest)).toEqual({
      foreignWidgets: [],
      downloadedWidgets: ['header-warning'],
      otherChunks: [],
    });
  });

  it('names a widget whose chunk was downloaded without a host', () => {
    const files = [
      'chunks/widget-header-warning-aaaaaaaa.js',
      'chunks/widget-survey-layer-cccccccc.js',
    ];
    expect(checkChunks(files, ['header-warning'], manifest).foreignWidgets).toEqual([
      'survey-layer',
    ]);
  });

  it('lists chunks outside every carried closure separately', () => {
    const files = ['chunks/mountReact-eeeeeeee.js', 'chunks/ui-dddddddd.js'];
    expect(checkChunks(files, ['header-warning'], manifest).otherChunks).toEqual([
      'chunks/mountReact-eeeeeeee.js',
      'chunks/ui-dddddddd.js',
    ]);
  });
});
