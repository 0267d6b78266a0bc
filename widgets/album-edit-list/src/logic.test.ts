import { describe, expect, it } from 'vitest';
import { anyEncoding, editPageHref, isFormOpen, referralUrl } from './logic.ts';

describe('album-edit-list logic', () => {
  it('links an album to its photo editing page, safely', () => {
    expect(editPageHref('/meine-alben/-/album/{id}', 'A 1', 'http://x.de/')).toBe(
      'http://x.de/meine-alben/-/album/A%201',
    );
    expect(editPageHref('/meine-alben/-/album/', '7', 'http://x.de/')).toBe(
      'http://x.de/meine-alben/-/album/7',
    );
    expect(editPageHref('', '7')).toBeNull();
    expect(editPageHref('javascript:alert({id})', '7', 'http://x.de/')).toBeNull();
  });
  it('one form open at a time', () => {
    expect(isFormOpen({ kind: 'create' }, 'create')).toBe(true);
    expect(isFormOpen({ kind: 'edit', id: '1' }, 'edit', '1')).toBe(true);
    expect(isFormOpen({ kind: 'edit', id: '1' }, 'edit', '2')).toBe(false);
    expect(isFormOpen({ kind: 'edit', id: '1' }, 'create')).toBe(false);
    expect(isFormOpen(null, 'create')).toBe(false);
  });
  it('polls while any album is encoding', () => {
    expect(anyEncoding([{ encodingrunning: false }, { encodingrunning: true }])).toBe(true);
    expect(anyEncoding([{ encodingrunning: false }])).toBe(false);
    expect(anyEncoding([])).toBe(false);
  });
});

describe('referralUrl (spec §8 Add album)', () => {
  const page = 'https://anstoss.test/meine-alben';
  it('the configured address first, else fw_url, else none', () => {
    expect(referralUrl('/fotos', `${page}?fw_url=%2Fhochladen`)).toBe('/fotos');
    expect(referralUrl('', `${page}?fw_url=%2Fhochladen%3Fx%3D1`)).toBe('/hochladen?x=1');
    expect(referralUrl('', page)).toBeNull();
  });
  it('never another origin or a script URL', () => {
    expect(referralUrl('', `${page}?fw_url=https%3A%2F%2Fevil.test%2F`)).toBeNull();
    expect(referralUrl('javascript:alert(1)', page)).toBeNull();
    expect(referralUrl('//evil.test/x', page)).toBeNull();
  });
});
