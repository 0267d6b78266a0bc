import { describe, expect, it } from 'vitest';
import { emptySurveyFixture, junkSurveyFixtures, surveyHtmlFixture } from './fixtures.ts';
import { firstPathSegment, surveyTextProblem, surveyUrl } from './logic.ts';

describe('firstPathSegment (spec §7 Survey)', () => {
  it('is the first segment of the page path', () => {
    expect(firstPathSegment('/spiel/-/spiel/02ABC')).toBe('spiel');
    expect(firstPathSegment('/verein/')).toBe('verein');
    expect(firstPathSegment('//news//a')).toBe('news');
  });

  it("is 'index' on the start page", () => {
    expect(firstPathSegment('/')).toBe('index');
    expect(firstPathSegment('')).toBe('index');
  });
});

describe('surveyUrl', () => {
  it('replaces every {path} placeholder', () => {
    expect(surveyUrl('/ajax/survey/{path}.html', '/spiel/123')).toBe('/ajax/survey/spiel.html');
    expect(surveyUrl('/ajax/survey/{path}.html', '/')).toBe('/ajax/survey/index.html');
    expect(surveyUrl('/s/{path}/{path}.html', '/news')).toBe('/s/news/news.html');
  });

  it('leaves a URL without placeholder as it is', () => {
    expect(surveyUrl('/ajax/survey/global.html', '/spiel')).toBe('/ajax/survey/global.html');
  });

  it('keeps the already encoded segment as it is', () => {
    expect(surveyUrl('/s/{path}.html', '/m%C3%BCnchen/x')).toBe('/s/m%C3%BCnchen.html');
  });
});

describe('surveyTextProblem', () => {
  it('accepts a fragment with markup', () => {
    expect(surveyTextProblem(surveyHtmlFixture)).toBeNull();
    expect(surveyTextProblem('<!-- survey 7 --><p>Kurz gefragt</p>')).toBeNull();
  });
  it('names an empty answer empty', () => {
    expect(surveyTextProblem(emptySurveyFixture)).toBe('empty');
  });
  it.each(Object.entries(junkSurveyFixtures))('calls %s junk', (_name, junk) => {
    expect(surveyTextProblem(junk)).toBe('junk');
  });
});
