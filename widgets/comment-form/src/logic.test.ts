import { describe, expect, it } from 'vitest';
import { EMPTY_DRAFT, flaggedFields, hasPollInput } from './logic.ts';
import { createCommentFormStore } from './store.ts';

describe('flaggedFields (spec §5: poll fields not reported valid are flagged)', () => {
  it('flags every poll field the server does not report as valid', () => {
    expect(
      flaggedFields(
        { valid: { title: true, datumVon: false, question: true, answer1: false } },
        true,
      ),
    ).toEqual(['datumVon', 'answer1', 'answer2']);
  });
  it('flags nothing without the poll part or without a valid map', () => {
    expect(flaggedFields({ valid: { title: false } }, false)).toEqual([]);
    expect(flaggedFields({}, true)).toEqual([]);
    expect(flaggedFields(undefined, true)).toEqual([]);
  });
  it('hasPollInput', () => {
    expect(hasPollInput(EMPTY_DRAFT)).toBe(false);
    expect(hasPollInput({ ...EMPTY_DRAFT, answer2: 'x' })).toBe(true);
  });
});

describe('comment form store (spec §4 Comment form)', () => {
  const typed = { ...EMPTY_DRAFT, message: 'Hallo', usePoll: true, title: 'T' };

  it('a failed submit keeps every field and shows the message and flags', () => {
    const store = createCommentFormStore(typed);
    store.getState().sendStarted();
    store.getState().failed({ text: 'Bitte fülle alle Felder aus.' }, ['question', 'answer1']);
    expect(store.getState()).toMatchObject({
      draft: typed,
      error: { text: 'Bitte fülle alle Felder aus.' },
      flagged: ['question', 'answer1'],
    });
  });

  it('a field error clears once the person types in that field', () => {
    const store = createCommentFormStore(typed);
    store.getState().failed({ text: 'x' }, ['question', 'answer1']);
    store.getState().setField('question', 'Wer?');
    expect(store.getState().flagged).toEqual(['answer1']);
    expect(store.getState().draft.question).toBe('Wer?');
  });

  it('success keeps the new HTML, clears the message (counter back to maxlength) and the poll', () => {
    const store = createCommentFormStore(typed);
    store.getState().succeeded('<article>neu</article>');
    expect(store.getState().draft).toEqual(EMPTY_DRAFT);
    expect(store.getState().posted[0]?.html).toBe('<article>neu</article>');
    store.getState().succeeded('<article>zwei</article>');
    expect(store.getState().posted.map((p) => p.html)).toEqual([
      '<article>zwei</article>',
      '<article>neu</article>',
    ]);
  });

  it('switching the poll part off drops its flags', () => {
    const store = createCommentFormStore(typed);
    store.getState().failed({ text: 'x' }, ['title']);
    store.getState().setUsePoll(false);
    expect(store.getState().flagged).toEqual([]);
  });
});
