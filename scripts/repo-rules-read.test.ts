import { describe, expect, test } from 'vitest';
import { readSourceFiles } from './repo-files.ts';
import { checkReadRules } from './repo-rules-read.ts';

describe('read platform rule', () => {
  const view = { path: 'widgets/x/src/X.tsx', text: 'const [s] = useResource({ key });' };
  const store = { path: 'widgets/x/src/store.ts', text: 'createResource(load)' };
  const shared = {
    path: 'widgets/x/src/X.test.tsx',
    text: "describeLoadFaults('faults', { server, path });",
  };
  test('a widget that reads runs describeLoadFaults in one of its tests', () => {
    expect(checkReadRules([view], [])).toEqual([
      {
        rule: 'load-faults-by-hand',
        file: 'widgets/x/src/X.tsx',
        line: 1,
        detail:
          'widget "x" reads, but no test of it runs describeLoadFaults of @anstoss/ui/testing',
      },
    ]);
    expect(checkReadRules([store], [])).toHaveLength(1);
    expect(checkReadRules([view, shared], [])).toEqual([]);
    // A story or a test that reads is not the widget reading; a pasted matrix is no cover.
    const pasted = {
      path: 'widgets/z/src/Z.test.tsx',
      text: "['HTTP 500', () => HttpResponse.error()]",
    };
    const story = { path: 'widgets/z/src/Z.stories.tsx', text: 'useResource({ key })' };
    expect(checkReadRules([pasted, story], [])).toEqual([]);
  });

  test('the allow-list skips a widget and may only shrink', () => {
    expect(checkReadRules([view], ['x'])).toEqual([]);
    expect(checkReadRules([view, shared], ['x']).map((v) => v.detail)).toEqual([
      'widget "x" is migrated: remove it from the load-faults-by-hand allow-list',
    ]);
  });

  test('the repository keeps it', () => {
    expect(checkReadRules(readSourceFiles())).toEqual([]);
  });
});
