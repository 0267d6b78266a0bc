import { describe, expect, it } from 'vitest';
import {
  appendQuote,
  confirmsTool,
  NO_TEXT_SELECTED,
  quoteFromSelection,
  quoteMarkup,
} from './logic.ts';

describe('quote format (spec §9 Texts)', () => {
  it('is (quote)(quotefrom){name}(/quotefrom){user_content}(/quote)', () => {
    expect(quoteMarkup('Max M.', 'Starkes Spiel')).toBe(
      '(quote)(quotefrom)Max M.(/quotefrom)Starkes Spiel(/quote)',
    );
  });
});

describe('quoteFromSelection (spec §5 Comments and poll form)', () => {
  it('quotes the trimmed selection inside the comment', () => {
    expect(quoteFromSelection('Lena', '  gutes Tor ', true)).toEqual({
      quote: '(quote)(quotefrom)Lena(/quotefrom)gutes Tor(/quote)',
    });
  });
  it('quotes the whole comment when nothing is selected (issue 18: keyboard use)', () => {
    expect(quoteFromSelection('Lena', '', true, '  Ein\n starkes   Spiel ')).toEqual({
      quote: '(quote)(quotefrom)Lena(/quotefrom)Ein starkes Spiel(/quote)',
    });
    expect(quoteFromSelection('Lena', '   \n', false, 'Text')).toEqual({
      quote: '(quote)(quotefrom)Lena(/quotefrom)Text(/quote)',
    });
  });
  it('fails with no_text_selected when nothing is selected and the comment is empty', () => {
    expect(quoteFromSelection('Lena', '', true)).toEqual({ error: NO_TEXT_SELECTED });
    expect(quoteFromSelection('Lena', '   \n', true, ' ')).toEqual({ error: NO_TEXT_SELECTED });
  });
  it('fails with no_text_selected when the selection is outside the comment text', () => {
    expect(quoteFromSelection('Lena', 'anderer Text', false)).toEqual({ error: NO_TEXT_SELECTED });
  });
  it('uses the spec key', () => {
    expect(NO_TEXT_SELECTED).toBe('javascript.error.message.no_text_selected');
  });
});

describe('appendQuote', () => {
  it('fills an empty field and appends on a new line otherwise', () => {
    expect(appendQuote('', 'Q')).toBe('Q');
    expect(appendQuote('Hallo', 'Q')).toBe('Hallo\nQ');
    expect(appendQuote('Hallo\n', 'Q')).toBe('Hallo\nQ');
  });
});

describe('confirmsTool (spec §4 Comment tools)', () => {
  it('delete ends only with success and deleted', () => {
    expect(confirmsTool('delete', { success: true, deleted: true })).toBe(true);
    expect(confirmsTool('delete', { success: true })).toBe(false);
    expect(confirmsTool('delete', { success: false, deleted: true })).toBe(false);
    expect(confirmsTool('delete', { success: true, reported: true })).toBe(false);
  });
  it('report ends only with success and reported', () => {
    expect(confirmsTool('report', { success: true, reported: true })).toBe(true);
    expect(confirmsTool('report', { success: true, deleted: true })).toBe(false);
    expect(confirmsTool('report', { success: false, reported: true })).toBe(false);
  });
});
