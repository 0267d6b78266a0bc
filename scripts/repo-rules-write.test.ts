import { describe, expect, test } from 'vitest';
import { readSourceFiles } from './repo-files.ts';
import {
  checkWriteRules,
  findStaleAllowances,
  findWriteViolations,
  findWritesWithoutSharedFaults,
  type WriteRule,
} from './repo-rules-write.ts';

const none: Record<WriteRule, readonly string[]> = {
  'write-flag-in-store': [],
  'hand-written-aria-invalid': [],
  'draft-storage-outside-storage': [],
  'timer-focus': [],
  'refusal-by-hand': [],
  'write-faults-by-hand': [],
  'login-offer-by-hand': [],
  'session-rule-by-hand': [],
  'login-address-by-hand': [],
  'escape-by-hand': [],
  'error-description-by-hand': [],
};
const rules = (path: string, text: string, allow = none) =>
  findWriteViolations({ path, text }, allow).map((v) => v.rule);

describe('write platform rules', () => {
  test('a widget store with its own submit flags', () => {
    const text = [
      'interface S { sending: boolean; busy?: string; saving: boolean }',
      "type T = { status: 'saving' | 'idle' };",
    ].join('\n');
    expect(rules('widgets/x/src/store.ts', text)).toHaveLength(4);
    expect(rules('widgets/x/src/parts/slice.ts', 'submitting: false,')).toEqual([
      'write-flag-in-store',
    ]);
    expect(rules('widgets/x/src/logic.ts', 'const busy: boolean = true;')).toEqual([]);
    expect(rules('widgets/x/src/store.ts', 'save: createAction(send),')).toEqual([]);
  });

  test('aria-invalid written by hand in a widget, not in packages/ui', () => {
    expect(rules('widgets/x/src/X.tsx', '<input aria-invalid={bad} />')).toEqual([
      'hand-written-aria-invalid',
    ]);
    expect(rules('widgets/x/src/X.tsx', "const p = { 'aria-invalid': true };")).toHaveLength(1);
    expect(rules('widgets/x/src/X.tsx', '<input {...title.inputProps} />')).toEqual([]);
    expect(rules('packages/ui/src/form/useField.ts', "'aria-invalid': true")).toEqual([]);
    expect(rules('widgets/x/src/X.test.tsx', "toHaveAttribute('aria-invalid')")).toEqual([]);
  });

  test('a field or group described by its error by hand', () => {
    expect(
      rules('widgets/x/src/X.tsx', "<fieldset aria-describedby={bad ? errorId('c') : undefined}>"),
    ).toEqual(['error-description-by-hand']);
    expect(
      rules(
        'widgets/x/src/X.tsx',
        'aria-describedby={`${counterId}${error ? ` ${errorId}` : ""}`}',
      ),
    ).toEqual(['error-description-by-hand']);
    expect(rules('widgets/x/src/X.tsx', "const p = { 'aria-describedby': errorId };")).toHaveLength(
      1,
    );
    expect(rules('widgets/x/src/X.tsx', '<a aria-describedby={titleId}>')).toEqual([]);
    expect(rules('widgets/x/src/X.tsx', '<fieldset {...consents.groupProps}>')).toEqual([]);
  });

  test('drafts kept by hand', () => {
    const text = [
      "sessionStorage.setItem('k', v);",
      'writeDraft(key, v);',
      'readItem(draftKey(id), parse);',
      'export function readDraft(key: string) {}',
      'readItem(choiceKey(id));',
    ].join('\n');
    expect(rules('widgets/x/src/api.ts', text)).toEqual([
      'draft-storage-outside-storage',
      'draft-storage-outside-storage',
      'draft-storage-outside-storage',
    ]);
    expect(rules('packages/storage/src/draft.ts', 'sessionStorage.getItem(k)')).toEqual([]);
  });

  test('focus moved inside a timer', () => {
    const text = [
      'requestAnimationFrame(() => button.current?.focus());',
      'setTimeout(() => {\n  const a = document.activeElement;\n  if (!a) heading.current?.focus();\n}, 0);',
      'setTimeout(() => setOpen(false), 200);',
    ].join('\n');
    expect(rules('widgets/x/src/X.tsx', text)).toEqual(['timer-focus', 'timer-focus']);
  });

  test('a refusal turned into an error by hand in a widget api.ts', () => {
    const text = [
      "if (!answer.success) throw new ApiError('http', 'refused', { status: 200 });",
      'if (!res.success) {\n  throw new ApiError("http", "x");\n}',
      'if (response.success === false) return null;',
      "acceptedOrThrow(answer, 'refused');",
      'if (!answer.success || id === undefined) throw new UploadRefused();',
    ].join('\n');
    expect(rules('widgets/x/src/api.ts', text)).toEqual([
      'refusal-by-hand',
      'refusal-by-hand',
      'refusal-by-hand',
    ]);
    expect(rules('packages/api/src/errors.ts', 'if (!answer.success) throw x;')).toEqual([]);
    expect(rules('widgets/x/src/logic.ts', 'return answer.success === false;')).toEqual([]);
  });

  test('the session-ended login offer written by hand instead of SessionEnded', () => {
    const inline = [
      '{ended && (',
      '  <p className="ast-x__session" role="alert">',
      "    {t('x.sessionEnded')}{' '}",
      '    <button type="button" className="ast-link-button" onClick={() => goToLogin()}>',
      "      {t('x.login')}",
      '    </button>',
      '  </p>',
      ')}',
    ].join('\n');
    expect(findWriteViolations({ path: 'widgets/x/src/X.tsx', text: inline }, none)).toEqual([
      {
        rule: 'login-offer-by-hand',
        file: 'widgets/x/src/X.tsx',
        line: 2,
        detail:
          '"<p className="ast-x__session" role="alert">": render <SessionEnded message={…} onLogin={goToLogin} /> of @anstoss/ui',
      },
    ]);
    // Nested boxes of the same tag: the alert ends at its own closing tag, not the first one.
    const block = [
      '<div role=\'alert\' className="ast-x__expired">',
      '  <div><p>{text}</p></div>',
      '  <button type="button" onClick={goToLogin}>{t(\'x.login\')}</button>',
      '</div>',
    ].join('\n');
    expect(rules('widgets/x/src/parts/Box.tsx', block)).toEqual(['login-offer-by-hand']);
    // The component, a login button outside any alert, an alert closed before the login: fine.
    const fine = [
      '<SessionEnded className="ast-x__session" message={m} onLogin={goToLogin} />',
      '<p role="alert">{error}</p>',
      '<button type="button" onClick={() => goToLogin()}>{t(\'x.rateLogin\')}</button>',
      '<p role="status" />',
    ].join('\n');
    expect(rules('widgets/x/src/X.tsx', fine)).toEqual([]);
    // packages/ui holds the one offer; tests may write anything.
    expect(rules('packages/ui/src/form/SessionEnded.tsx', inline)).toEqual([]);
    expect(rules('widgets/x/src/X.test.tsx', inline)).toEqual([]);
  });

  test('the session-ended rule decided by hand in a widget', () => {
    const text = [
      'if (error.status === 401) setExpired(true);',
      'const ended = 403 === err?.status && !loggedIn;',
      'export function sessionEnded(error: unknown) {}',
      'function isSessionExpired(e) {}',
      'if (isSessionEnded(error, getSession())) offerLogin();',
      'if (error.status !== 401 && error.status !== 403) return parse(error.body);',
      'if (isApiError(error) && error.status === 404) vanished(id);',
    ].join('\n');
    expect(rules('widgets/x/src/X.tsx', text)).toEqual([
      'session-rule-by-hand',
      'session-rule-by-hand',
      'session-rule-by-hand',
      'session-rule-by-hand',
    ]);
    expect(rules('packages/api/src/session.ts', 'error.status === 401')).toEqual([]);
  });

  test('the address back after login put together by hand', () => {
    const text = [
      'goToLogin(`${window.location.pathname}${window.location.search}`);',
      'href={`${getConfig().loginUrl}?fw_url=${encodeURIComponent(here)}`}',
      "const u = login + '&fw_url=' + back;",
      'goToLogin();',
      'href={loginRedirectUrl(getConfig().loginUrl, currentPageUrl())}',
      "page.searchParams.get('fw_url')",
      'savePage(url, resolveFwUrl(props.fwUrl, window.location), signal)',
    ].join('\n');
    expect(rules('widgets/x/src/X.tsx', text)).toEqual([
      'login-address-by-hand',
      'login-address-by-hand',
      'login-address-by-hand',
    ]);
    expect(rules('packages/runtime/src/navigation.ts', '`${l}?fw_url=${b}`')).toEqual([]);
  });

  test('Escape handled by hand instead of useDismissable', () => {
    const text = [
      "if (e.key === 'Escape') onCancel();",
      "if (event.key === 'Escape') {\n  close();\n}",
      "switch (event.key) {\n  case 'Escape':\n    close();\n}",
      // Leaving the key to the dismissable, a message from another window: fine.
      "if (event.key === 'Escape') return;",
      "return message.type === 'x:key' && message.key === 'Escape';",
      'dismiss.onKeyDown(e);',
    ].join('\n');
    expect(rules('widgets/x/src/X.tsx', text)).toEqual([
      'escape-by-hand',
      'escape-by-hand',
      'escape-by-hand',
    ]);
    expect(rules('packages/ui/src/Dismissable.tsx', "if (e.key === 'Escape') close();")).toEqual(
      [],
    );
  });

  test('a widget that writes runs the shared write faults in one of its tests', () => {
    const view = {
      path: 'widgets/x/src/X.tsx',
      text: 'const a = 1;\nconst [save, action] = useAction(send);',
    };
    const pasted = {
      path: 'widgets/x/src/X.test.tsx',
      text: "it.each([['HTTP 500', () => new HttpResponse('x', { status: 500 })]])",
    };
    const shared = { path: 'widgets/x/src/X.test.tsx', text: "describeWriteFaults('faults', {" };
    expect(findWritesWithoutSharedFaults([view, pasted], none)).toEqual([
      {
        rule: 'write-faults-by-hand',
        file: 'widgets/x/src/X.tsx',
        line: 2,
        detail:
          'widget "x" writes, but no test of it runs describeWriteFaults of @anstoss/ui/testing',
      },
    ]);
    expect(findWritesWithoutSharedFaults([view, shared], none)).toEqual([]);
    // The shared offense report writes for the widget that shows it.
    const report = { path: 'widgets/y/src/Y.tsx', text: '<OffenseReport action={a} />' };
    expect(findWritesWithoutSharedFaults([report], none)).toHaveLength(1);
    // A widget that only reads, a story and a test that call useAction are not a write.
    const reads = [
      { path: 'widgets/z/src/Z.tsx', text: 'useResource(key)' },
      { path: 'widgets/z/src/Z.stories.tsx', text: 'useAction(send)' },
    ];
    expect(findWritesWithoutSharedFaults(reads, none)).toEqual([]);
    expect(
      findWritesWithoutSharedFaults([view], { ...none, 'write-faults-by-hand': ['x'] }),
    ).toEqual([]);
    expect(
      findStaleAllowances([view, shared], { ...none, 'write-faults-by-hand': ['x'] }).map(
        (v) => v.detail,
      ),
    ).toEqual(['widget "x" is migrated: remove it from the write-faults-by-hand allow-list']);
  });

  test('an allow-listed widget is skipped; an entry it no longer needs is reported', () => {
    const allow = { ...none, 'timer-focus': ['x', 'y'] };
    const file = { path: 'widgets/x/src/X.tsx', text: 'setTimeout(() => b.focus(), 0);' };
    expect(findWriteViolations(file, allow)).toEqual([]);
    expect(findStaleAllowances([file], allow).map((v) => v.detail)).toEqual([
      'widget "y" is migrated: remove it from the timer-focus allow-list',
    ]);
  });

  test('the repository keeps them', () => {
    expect(checkWriteRules(readSourceFiles())).toEqual([]);
  });
});
