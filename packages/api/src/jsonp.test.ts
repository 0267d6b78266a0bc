import { describe, expect, it } from 'vitest';
import { JSONP_CALLBACK, parseJsonp, withCallback } from './jsonp.ts';

describe('withCallback', () => {
  it('appends ?callback= or &callback= before any hash', () => {
    expect(withCallback('/a/-/offset/10')).toBe(`/a/-/offset/10?callback=${JSONP_CALLBACK}`);
    expect(withCallback('/a?x=1')).toBe(`/a?x=1&callback=${JSONP_CALLBACK}`);
    expect(withCallback('/a#top', 'cb')).toBe('/a?callback=cb#top');
  });
});

describe('parseJsonp', () => {
  it.each([
    ['anstossJsonp({"html":"<p>x</p>","final":true});', { html: '<p>x</p>', final: true }],
    ['  cb ( {"a":[1,2]} ) ', { a: [1, 2] }],
    ['/**/ angular.callbacks._0({"a":1})', { a: 1 }],
    ['typeof cb === \'function\' && cb({"a":"b)"});', { a: 'b)' }],
    ['cb(null)', null],
    // Only ever parsed as JSON, never run: a wrapper around a number is just that number.
    ['alert(1)', 1],
  ])('unwraps %j', (text, expected) => {
    expect(parseJsonp(text)).toEqual(expected);
  });

  it.each([
    'alert(document.cookie)',
    'cb({"a":1}); alert(1)',
    'cb({"a":1}) + alert(1)',
    '{"a":1}',
    'cb(function(){})',
    'x=1;cb({})',
  ])('refuses %j, never evaluating it', (text) => {
    expect(() => parseJsonp(text)).toThrow(SyntaxError);
  });
});
