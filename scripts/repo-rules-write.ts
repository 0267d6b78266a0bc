/**
 * Rules of the write platform (issue 25): one way to write, so the next widget cannot slip back.
 * - `write-flag-in-store`: a widget store holds actions (`createAction`), not its own
 *   `sending`/`saving`/`busy`/`submitting` flags or a `'saving'`/`'sending'` status.
 * - `hand-written-aria-invalid`: `aria-invalid` comes from `useField`/`useFormFields` of
 *   @anstoss/ui, never written by hand in a widget.
 * - `draft-storage-outside-storage`: drafts go through `createDraft` of @anstoss/storage (keys
 *   name the account, logout clears them): no `localStorage`/`sessionStorage` calls in a widget, nor
 *   the old sessionStorage draft helpers, nor an expiring item whose key is a draft.
 * - `timer-focus`: focus after a write moves with `useFocusAfter`, never inside a hand-written
 *   `setTimeout`/`requestAnimationFrame`.
 * - `refusal-by-hand`: a `{ success: false }` answer becomes an ApiError through
 *   `acceptedOrThrow` of @anstoss/api, never through a hand-written `success` check in a
 *   widget's `api.ts` (`if (!answer.success) throw …`, `answer.success === false`).
 * - `write-faults-by-hand`: a widget that writes (`useAction`/`createAction`, or the shared
 *   `OffenseReport`) runs the shared fault matrix, `describeWriteFaults` of @anstoss/ui/testing,
 *   in one of its tests, instead of a pasted list of 500s, network errors and 401s.
 * - `login-offer-by-hand`: the "session ended, log in again" alert is `SessionEnded` of
 *   @anstoss/ui: no element with `role="alert"` in a widget that calls `goToLogin` inside it.
 * - `session-rule-by-hand`: whether a failed write means "the session has ended" is decided by
 *   `isSessionEnded` of @anstoss/api (or the action's `sessionEnded`), never by a widget comparing
 *   a status with 401 or 403 itself.
 * - `login-address-by-hand`: the "back here after login" address is `goToLogin()` or
 *   `loginRedirectUrl(loginUrl, currentPageUrl())` of @anstoss/runtime, never an `?fw_url=` or an
 *   address from `location` handed to `goToLogin` in a widget.
 * - `escape-by-hand`: Escape closes a panel through `useDismissable` of @anstoss/ui, never a
 *   widget's own `key === 'Escape'` handler (a check that only returns, to leave the key to the
 *   dismissable, is fine).
 * - `error-description-by-hand`: a field or group is described by its error through `fieldAria`
 *   (`errorId` for a group's error, `describedBy` for a form's error) or `groupAria` of
 *   @anstoss/ui, never an `aria-describedby` that names an error by hand.
 * Each rule starts with the widget folders still to migrate in its allow-list.
 */
import type { SourceFile, Violation } from './repo-rules.ts';

export type WriteRule =
  | 'write-flag-in-store'
  | 'hand-written-aria-invalid'
  | 'draft-storage-outside-storage'
  | 'timer-focus'
  | 'refusal-by-hand'
  | 'write-faults-by-hand'
  | 'login-offer-by-hand'
  | 'session-rule-by-hand'
  | 'login-address-by-hand'
  | 'escape-by-hand'
  | 'error-description-by-hand';

export interface WriteViolation extends Omit<Violation, 'rule'> {
  rule: WriteRule;
}

/**
 * Widget folders that still break a rule: to be emptied by issue 25's migration. Remove a
 * widget here in the same commit that migrates it; the check fails when a listed widget no
 * longer needs its entry, so the lists only shrink.
 */
export const WRITE_RULE_ALLOW: Record<WriteRule, readonly string[]> = {
  // to be emptied by issue 25's migration
  'write-flag-in-store': [],
  // to be emptied by issue 25's migration
  'hand-written-aria-invalid': [],
  // to be emptied by issue 25's migration
  'draft-storage-outside-storage': [],
  // to be emptied by issue 25's migration
  'timer-focus': [],
  'refusal-by-hand': [],
  'write-faults-by-hand': [],
  'login-offer-by-hand': [],
  'session-rule-by-hand': [],
  'login-address-by-hand': [],
  'escape-by-hand': [],
  'error-description-by-hand': [],
};

const lineOf = (text: string, index: number) => text.slice(0, index).split('\n').length;
const widgetOf = (p: string) => /^widgets\/([^/]+)\//.exec(p)?.[1] ?? null;
const isProductCode = (p: string) =>
  /\.tsx?$/.test(p) && !/\.(test|stories|e2e)\.tsx?$/.test(p) && !p.includes('/testing/');

/** A store or slice file of a widget: where its state shape lives. */
const isStoreFile = (p: string) =>
  /^widgets\/[^/]+\/src\/(?:.*\/)?[\w-]*(?:store|slice)[\w-]*\.ts$/i.test(p);

/**
 * Elements with `role="alert"` whose content (up to the matching closing tag) calls `goToLogin`:
 * the login offer written by hand. Yields the alert's opening tag.
 */
function* handWrittenLoginOffers(text: string): Generator<{ index: number; 0: string }> {
  for (const open of text.matchAll(/<([a-z][\w-]*)\b[^<]*?\brole=["']alert["'][^<]*?>/g)) {
    const tag = open[1]!;
    const tags = new RegExp(`<${tag}\\b[^<]*?(/?)>|</${tag}\\s*>`, 'g');
    tags.lastIndex = open.index + open[0].length;
    let depth = open[0].endsWith('/>') ? 0 : 1;
    let end = tags.lastIndex;
    for (let m = depth ? tags.exec(text) : null; m && depth; m = depth ? tags.exec(text) : null) {
      if (m[0].startsWith('</')) depth -= 1;
      else if (!m[1]) depth += 1;
      end = m.index + m[0].length;
    }
    if (/\bgoToLogin\b/.test(text.slice(open.index, depth ? text.length : end)))
      yield { index: open.index, 0: open[0] };
  }
}

const RULES: {
  rule: WriteRule;
  applies: (p: string) => boolean;
  re: RegExp | ((text: string) => Iterable<{ index: number; 0: string }>);
  advice: string;
}[] = [
  {
    rule: 'write-flag-in-store',
    applies: isStoreFile,
    re: /\b(?:sending_?|saving|busy|submitting)\??\s*:|\bstatus\??\s*:\s*['"](?:saving|sending)['"]|['"](?:saving|sending)['"]\s*\|/g,
    advice: 'hold a createAction in the store; the view reads its status through useAction',
  },
  {
    rule: 'hand-written-aria-invalid',
    applies: (p) => p.startsWith('widgets/'),
    re: /\baria-invalid\s*=|['"]aria-invalid['"]\s*:/g,
    advice: 'spread useField/useFormFields inputProps of @anstoss/ui',
  },
  {
    rule: 'draft-storage-outside-storage',
    applies: (p) => p.startsWith('widgets/'),
    re: /\b(?:local|session)Storage\s*\.\s*(?:getItem|setItem|removeItem|key|clear)\b|(?<!function\s)\b(?:readDraft|writeDraft|removeDraft)\s*\(|\b(?:readItem|writeItem|removeItem)\s*(?:<[^>()]*>)?\(\s*[^,)]*draft/gi,
    advice: 'keep drafts with createDraft of @anstoss/storage',
  },
  {
    rule: 'timer-focus',
    applies: (p) => p.startsWith('widgets/'),
    re: /\b(?:setTimeout|requestAnimationFrame)\s*\(\s*(?:\([^)]*\)\s*=>|function\b)[\s\S]{0,300}?\.focus\(/g,
    advice: 'useFocusAfter(target) of @anstoss/ui',
  },
  {
    rule: 'refusal-by-hand',
    applies: (p) => /^widgets\/[^/]+\/src\/api\.ts$/.test(p),
    re: /\bif\s*\(\s*!\s*[\w.]+\.success\s*\)\s*(?:\{\s*)?throw\b|\.success\s*===\s*false\b/g,
    advice: 'acceptedOrThrow(answer) of @anstoss/api',
  },
  {
    rule: 'login-offer-by-hand',
    applies: (p) => /^widgets\/.*\.tsx$/.test(p),
    re: handWrittenLoginOffers,
    advice: 'render <SessionEnded message={…} onLogin={goToLogin} /> of @anstoss/ui',
  },
  {
    rule: 'session-rule-by-hand',
    applies: (p) => p.startsWith('widgets/'),
    re: /\.status\s*===?\s*40[13]\b|\b40[13]\s*===?\s*[\w.?]*\.status\b|\bfunction\s+(?:isSessionExpired|sessionEnded)\b/g,
    advice:
      "isSessionEnded(error, getSession()) of @anstoss/api, or the action state's sessionEnded",
  },
  {
    rule: 'login-address-by-hand',
    applies: (p) => p.startsWith('widgets/'),
    re: /[?&]fw_url=|\bgoToLogin\(\s*[^)\s][^)]*\blocation\./g,
    advice:
      'goToLogin() or loginRedirectUrl(getConfig().loginUrl, currentPageUrl()) of @anstoss/runtime',
  },
  {
    rule: 'escape-by-hand',
    applies: (p) => p.startsWith('widgets/'),
    re: /\.key\s*===?\s*['"]Esc(?:ape)?['"]\s*\)\s*(?!\{?\s*return\b)|\bcase\s+['"]Esc(?:ape)?['"]\s*:/g,
    advice: 'useDismissable(…) of @anstoss/ui (or its inline variant) closes on Escape',
  },
  {
    rule: 'error-description-by-hand',
    applies: (p) => p.startsWith('widgets/'),
    re: /\baria-describedby\s*=\s*\{[^\n]*?error|['"]aria-describedby['"]\s*:[^\n]*?error/gi,
    advice:
      'fieldAria(id, { error, errorId | describedBy }) or groupAria(id, invalid) of @anstoss/ui',
  },
];

export function findWriteViolations(
  file: SourceFile,
  allow: Record<WriteRule, readonly string[]> = WRITE_RULE_ALLOW,
): WriteViolation[] {
  if (!isProductCode(file.path)) return [];
  const widget = widgetOf(file.path);
  const found: WriteViolation[] = [];
  for (const { rule, applies, re, advice } of RULES) {
    if (!applies(file.path) || (widget && allow[rule].includes(widget))) continue;
    const matches = typeof re === 'function' ? re(file.text) : file.text.matchAll(re);
    for (const match of matches) {
      found.push({
        rule,
        file: file.path,
        line: lineOf(file.text, match.index),
        detail: `"${match[0].trim().slice(0, 60)}": ${advice}`,
      });
    }
  }
  return found;
}

/** A widget's write: an action of its own, or the shared offense report (its action inside). */
const WRITES_RE = /\b(?:useAction|createAction)\s*[<(]|<OffenseReport\b/;

/**
 * Widgets that write (in their product code) while none of their tests runs
 * `describeWriteFaults`: their faults are pasted by hand, or not tested at all.
 */
export function findWritesWithoutSharedFaults(
  files: SourceFile[],
  allow: Record<WriteRule, readonly string[]> = WRITE_RULE_ALLOW,
): WriteViolation[] {
  const writes = new Map<string, { file: string; line: number }>();
  const covered = new Set<string>();
  for (const file of files) {
    const widget = widgetOf(file.path);
    if (!widget) continue;
    if (/\.test\.tsx?$/.test(file.path) && /\bdescribeWriteFaults\s*\(/.test(file.text))
      covered.add(widget);
    const match = isProductCode(file.path) ? WRITES_RE.exec(file.text) : null;
    if (match && !writes.has(widget))
      writes.set(widget, { file: file.path, line: lineOf(file.text, match.index) });
  }
  return [...writes]
    .filter(([widget]) => !covered.has(widget) && !allow['write-faults-by-hand'].includes(widget))
    .map(([widget, at]) => ({
      rule: 'write-faults-by-hand' as const,
      ...at,
      detail: `widget "${widget}" writes, but no test of it runs describeWriteFaults of @anstoss/ui/testing`,
    }));
}

/** Allow-list entries whose widget no longer breaks the rule: remove them (the lists only shrink). */
export function findStaleAllowances(
  files: SourceFile[],
  allow: Record<WriteRule, readonly string[]> = WRITE_RULE_ALLOW,
): WriteViolation[] {
  const none = Object.fromEntries(Object.keys(allow).map((r) => [r, []])) as unknown as Record<
    WriteRule,
    readonly string[]
  >;
  const breaking = new Set(
    [
      ...files.flatMap((f) => findWriteViolations(f, none)),
      ...findWritesWithoutSharedFaults(files, none),
    ].map((v) => `${v.rule} ${widgetOf(v.file)}`),
  );
  return (Object.entries(allow) as [WriteRule, readonly string[]][]).flatMap(([rule, widgets]) =>
    widgets
      .filter((w) => !breaking.has(`${rule} ${w}`))
      .map((w) => ({
        rule,
        file: 'scripts/repo-rules-write.ts',
        line: 0,
        detail: `widget "${w}" is migrated: remove it from the ${rule} allow-list`,
      })),
  );
}

export function checkWriteRules(files: SourceFile[]): WriteViolation[] {
  return [
    ...files.flatMap((f) => findWriteViolations(f)),
    ...findWritesWithoutSharedFaults(files),
    ...findStaleAllowances(files),
  ];
}
