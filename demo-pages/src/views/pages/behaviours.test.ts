import { describe, expect, it } from 'vitest';
import { removedForVisitor } from './behaviours.ts';

describe('conditions the server already knows the answer to', () => {
  it('existVisible / notexistVisible FBDE_LOGIN follow the login', () => {
    expect(removedForVisitor('existVisible FBDE_LOGIN', false)).toBe(true);
    expect(removedForVisitor('existVisible FBDE_LOGIN', true)).toBe(false);
    expect(removedForVisitor('notexistVisible FBDE_LOGIN', true)).toBe(true);
    expect(removedForVisitor('notexistVisible FBDE_LOGIN', false)).toBe(false);
  });

  it('any failing part of a list removes the element', () => {
    expect(removedForVisitor('existVisible FBDE_LOGIN; equal FBDE_ROLE club', false)).toBe(true);
    expect(removedForVisitor('equal FBDE_ROLE club;  existVisible  FBDE_LOGIN', true)).toBe(false);
  });

  it('leaves every other condition to the runtime', () => {
    expect(removedForVisitor('exist FBDE_LOGIN', false)).toBe(false);
    expect(removedForVisitor('existVisible FBDE_TEAMS', false)).toBe(false);
    expect(removedForVisitor('equal config:loggedIn 1', false)).toBe(false);
  });
});
