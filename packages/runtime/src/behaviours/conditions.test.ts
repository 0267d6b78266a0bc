import { describe, expect, it } from 'vitest';
import {
  conditionEffects,
  parseConditions,
  profileUserIdFromPath,
  testCondition,
  type Condition,
  type ConditionContext,
} from './conditions.ts';

const values: Record<string, string | string[]> = {
  FBDE_LOGIN: '1',
  FBDE_ROLE: 'club',
  FBDE_TEAMS: '42, 7,1001',
  FBDE_USER_ID: 'u-9',
  'config:leagues': ['kreisliga-a', 'bezirksliga'],
};
const context: ConditionContext = { read: (name) => values[name] ?? null, profileUserId: 'u-9' };
const test = (text: string): boolean => {
  const [condition] = parseConditions(text).conditions;
  if (!condition) throw new Error(`cannot parse ${text}`);
  return testCondition(condition, context);
};

describe('parseConditions', () => {
  it('reads TYPE NAME [VALUE] clauses joined with ";"', () => {
    expect(
      parseConditions('equal FBDE_ROLE club; inarray FBDE_TEAMS 42 ;exist FBDE_LOGIN'),
    ).toEqual({
      conditions: [
        { type: 'equal', name: 'FBDE_ROLE', value: 'club' },
        { type: 'inarray', name: 'FBDE_TEAMS', value: '42' },
        { type: 'exist', name: 'FBDE_LOGIN', value: '' },
      ],
      errors: [],
    });
  });

  it('accepts the type in any case and keeps spaces inside the value', () => {
    expect(
      parseConditions('EQUALSPROFILEUSERID FBDE_USER_ID; equal FBDE_NAME Max Mustermann')
        .conditions,
    ).toEqual([
      { type: 'equalsProfileUserId', name: 'FBDE_USER_ID', value: '' },
      { type: 'equal', name: 'FBDE_NAME', value: 'Max Mustermann' },
    ]);
  });

  it('returns clauses it cannot read as errors', () => {
    expect(parseConditions('same FBDE_ROLE club; exist').errors).toEqual([
      'same FBDE_ROLE club',
      'exist',
    ]);
  });
});

describe('the ten condition types', () => {
  it('equal / notequal', () => {
    expect(test('equal FBDE_ROLE club')).toBe(true);
    expect(test('equal FBDE_ROLE fan')).toBe(false);
    expect(test('notequal FBDE_ROLE fan')).toBe(true);
    expect(test('notequal FBDE_ROLE club')).toBe(false);
    expect(test('notequal FBDE_MISSING x')).toBe(true);
  });

  it('inarray / inarraystartswith / notinarray over comma-separated values', () => {
    expect(test('inarray FBDE_TEAMS 7')).toBe(true);
    expect(test('inarray FBDE_TEAMS 100')).toBe(false);
    expect(test('inarraystartswith FBDE_TEAMS 100')).toBe(true);
    expect(test('inarraystartswith FBDE_TEAMS 9')).toBe(false);
    expect(test('notinarray FBDE_TEAMS 100')).toBe(true);
    expect(test('notinarray FBDE_TEAMS 42')).toBe(false);
    expect(test('inarray FBDE_MISSING 1')).toBe(false);
    expect(test('notinarray FBDE_MISSING 1')).toBe(true);
  });

  it('inarray over a config list', () => {
    expect(test('inarray config:leagues bezirksliga')).toBe(true);
    expect(test('inarraystartswith config:leagues kreis')).toBe(true);
  });

  it('equalsProfileUserId compares the cookie with the user id in the path', () => {
    expect(test('equalsProfileUserId FBDE_USER_ID')).toBe(true);
    expect(
      testCondition(
        { type: 'equalsProfileUserId', name: 'FBDE_USER_ID', value: '' },
        { ...context, profileUserId: 'u-1' },
      ),
    ).toBe(false);
    expect(
      testCondition(
        { type: 'equalsProfileUserId', name: 'FBDE_MISSING', value: '' },
        { ...context, profileUserId: null },
      ),
    ).toBe(false);
  });

  it('exist / notexist / existVisible / notexistVisible', () => {
    expect(test('exist FBDE_LOGIN')).toBe(true);
    expect(test('exist FBDE_MISSING')).toBe(false);
    expect(test('notexist FBDE_MISSING')).toBe(true);
    expect(test('notexist FBDE_LOGIN')).toBe(false);
    expect(test('existVisible FBDE_LOGIN')).toBe(true);
    expect(test('existVisible FBDE_MISSING')).toBe(false);
    expect(test('notexistVisible FBDE_MISSING')).toBe(true);
    expect(test('notexistVisible FBDE_LOGIN')).toBe(false);
  });
});

describe('effects', () => {
  const effects = (text: string) => conditionEffects(parseConditions(text).conditions, context);

  it('marks user-disabled only when every exist-type condition fails', () => {
    expect(effects('exist FBDE_MISSING')).toEqual({ disable: true, remove: false });
    expect(effects('exist FBDE_MISSING; equal FBDE_ROLE club')).toEqual({
      disable: false,
      remove: false,
    });
    expect(effects('equal FBDE_ROLE fan; inarray FBDE_TEAMS 5')).toEqual({
      disable: true,
      remove: false,
    });
  });

  it('removes only when every visible-type condition fails', () => {
    expect(effects('existVisible FBDE_MISSING')).toEqual({ disable: false, remove: true });
    expect(effects('existVisible FBDE_MISSING; notexistVisible FBDE_OTHER')).toEqual({
      disable: false,
      remove: false,
    });
  });

  it('judges the two groups separately', () => {
    expect(effects('exist FBDE_MISSING; existVisible FBDE_LOGIN')).toEqual({
      disable: true,
      remove: false,
    });
    const none: Condition[] = [];
    expect(conditionEffects(none, context)).toEqual({ disable: false, remove: false });
  });
});

describe('profileUserIdFromPath', () => {
  it('finds the user id per the configured pattern', () => {
    expect(profileUserIdFromPath('/fanprofil/-/userid/{userId}', '/fanprofil/-/userid/u-9')).toBe(
      'u-9',
    );
    expect(
      profileUserIdFromPath('/fanprofil/-/userid/{userId}', '/fanprofil/-/userid/u%2D9/tab/fotos'),
    ).toBe('u-9');
    expect(profileUserIdFromPath('/fanprofil/-/userid/{userId}', '/verein/x')).toBeNull();
    expect(profileUserIdFromPath('/profil/{userId}/info', '/profil/abc/info')).toBe('abc');
  });
});
