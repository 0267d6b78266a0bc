import { expect, it } from 'vitest';
import { profileStageProps } from './props.ts';

it('editable defaults to false; the background may be missing', () => {
  const p = profileStageProps.parse({
    name: 'A',
    backgrounds: [{ id: 'a', label: 'A', imageUrl: '/a.svg' }],
  });
  expect(p).toMatchObject({ editable: false, saveUrl: '', background: null });
});
