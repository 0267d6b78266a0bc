import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { opaqueId, optionalOpaqueId } from './ids.ts';

const PORTAL_ID = '02IEQ6L1J4000000VS5489B3VU2TDLOS';

describe('opaqueId', () => {
  it('accepts a 32-character portal id unchanged', () => {
    expect(opaqueId.parse(PORTAL_ID)).toBe(PORTAL_ID);
  });

  it('turns a numeric id into the same string the server would send as text', () => {
    expect(opaqueId.parse(4711)).toBe('4711');
    expect(opaqueId.parse(4711)).toBe(opaqueId.parse('4711'));
  });

  it('refuses what cannot be an id', () => {
    for (const bad of ['', null, undefined, true, {}, [], Number.NaN]) {
      expect(opaqueId.safeParse(bad).success).toBe(false);
    }
  });

  it('optionalOpaqueId reads a missing or null id as null', () => {
    const schema = z.object({ team_id: optionalOpaqueId });
    expect(schema.parse({})).toEqual({ team_id: null });
    expect(schema.parse({ team_id: null })).toEqual({ team_id: null });
    expect(schema.parse({ team_id: PORTAL_ID })).toEqual({ team_id: PORTAL_ID });
    expect(schema.parse({ team_id: 7 })).toEqual({ team_id: '7' });
  });
});
