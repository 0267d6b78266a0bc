import { describe, expect, it } from 'vitest';
import { photoForm } from './api.ts';

describe('photoForm (spec §7 Profile photo)', () => {
  it('holds the other inputs, the PNG as profile-image.png, image, comp and cropMetaData', async () => {
    const form = photoForm({
      png: new Blob([new Uint8Array([0x89, 0x50])], { type: 'image/png' }),
      dataUrl: 'data:image/png;base64,iVA=',
      comp: 'teampicture',
      crop: { x: 1, y: 2, w: 30, h: 17 },
      fileField: 'file',
      fields: { userId: 'u-7', team: 42 },
    });
    const file = form.get('file');
    expect(file).toBeInstanceOf(File);
    expect((file as File).name).toBe('profile-image.png');
    expect((file as File).type).toBe('image/png');
    expect(form.get('image')).toBe('data:image/png;base64,iVA=');
    expect(form.get('comp')).toBe('teampicture');
    expect(JSON.parse(String(form.get('cropMetaData')))).toEqual({ x: 1, y: 2, w: 30, h: 17 });
    expect(form.get('userId')).toBe('u-7');
    expect(form.get('team')).toBe('42');
  });
});
