import { describe, expect, it } from 'vitest';
import { portalTextLang } from './language.ts';

describe('portalTextLang (German text the portal people wrote, inside a widget)', () => {
  it('marks it German while the widget speaks English', () => {
    expect(portalTextLang('en')).toBe('de');
    expect(portalTextLang('en-GB')).toBe('de');
  });

  it('leaves it unmarked while the widget speaks German: German pages stay as they are', () => {
    expect(portalTextLang('de')).toBeUndefined();
    expect(portalTextLang('de-DE')).toBeUndefined();
  });
});
