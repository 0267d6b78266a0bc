import type { SubmitResponse } from './api.ts';

/** Schema-valid sample answers, shared by tests and stories. */
export const successFixture: SubmitResponse = {
  success: true,
  html: '<article class="comment"><p><strong>Max Mustermann</strong></p><div class="comment__text">Mein neuer Kommentar <img src=x onerror="alert(1)"></div></article>',
};

export const pollErrorFixture: SubmitResponse = {
  success: false,
  error: {
    message: 'Bitte fülle alle Felder der Umfrage aus.',
    valid: { title: true, datumVon: false, question: true, answer1: false, answer2: false },
  },
};

export const messageErrorFixture: SubmitResponse = {
  success: false,
  error: { message: 'Bitte schreibe einen Kommentar (mindestens 3 Zeichen).' },
};
