import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeNavigation, type FakeNavigation } from '../testing/navigation.ts';
import { needsBehaviours } from '../behaviourSelectors.ts';
import { restSearchUrl, startRestSearchForms } from './restSearchForm.ts';

let stop: () => void;
let assign: FakeNavigation['go'];
beforeEach(() => {
  stop = startRestSearchForms();
  assign = installFakeNavigation().go;
});
afterEach(() => {
  stop();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('REST search form URL (spec §7)', () => {
  it('puts name/value pairs into the path after the action', () => {
    expect(
      restSearchUrl('/spielplan', [
        ['verband', '_22'],
        ['datum-von', '2025-09-01'],
        ['leer', ''],
      ]),
    ).toBe(`${location.origin}/spielplan/-/verband/_22/datum-von/2025-09-01`);
  });
  it('comma-joins repeated names, encodes / as _|_ and URI-encodes', () => {
    expect(
      restSearchUrl('/suche/', [
        ['k', 'a b'],
        ['k', 'c/d'],
      ]),
    ).toBe(`${location.origin}/suche/-/k/a%20b%2Cc_%7C_d`);
  });
  it('replaces an earlier /-/ part of the action and works without fields', () => {
    expect(restSearchUrl('/spielplan/-/verband/_1', [['verband', '_3']])).toBe(
      `${location.origin}/spielplan/-/verband/_3`,
    );
    expect(restSearchUrl('/spielplan', [])).toBe(`${location.origin}/spielplan`);
  });
  it('leaves out the csrf field', () => {
    expect(restSearchUrl('/x', [['csrf', 'geheim']])).toBe(`${location.origin}/x`);
  });
});

describe('form[data-rest-search]', () => {
  it('is markup that loads the behaviours', () => {
    document.body.innerHTML = '<form data-rest-search action="/x"></form>';
    expect(needsBehaviours(document.body)).toBe(true);
  });

  it('navigates on submit instead of sending ?name=value', () => {
    document.body.innerHTML =
      '<form data-rest-search action="/spielplan"><input name="verband" value="_22"><button>Suchen</button></form>';
    document.querySelector('button')!.click();
    expect(assign).toHaveBeenCalledWith(`${location.origin}/spielplan/-/verband/_22`);
  });

  it('leaves POST forms and other origins alone', () => {
    document.body.innerHTML =
      '<form data-rest-search method="post" action="/a"><button id="p">x</button></form>' +
      '<form data-rest-search action="https://elsewhere.example/a"><button id="o">x</button></form>';
    const prevent = vi.fn((e: Event) => e.preventDefault());
    document.addEventListener('submit', prevent);
    document.getElementById('p')!.click();
    document.getElementById('o')!.click();
    document.removeEventListener('submit', prevent);
    expect(assign).not.toHaveBeenCalled();
  });
});
