/**
 * Obfuscated result tables as the portal serves them (issue 12; spec §7 Obfuscated results):
 * the page sends codes instead of digits, and a per-table stylesheet draws each code's digit
 * with CSS `content`. Stateless: the id of a table gives its codes and its stylesheet.
 */
import { createHash } from 'node:crypto';

const digest = (text: string) => createHash('sha256').update(text).digest('hex');

/** The obfuscation id of a table (e.g. competition and matchday): 12 hex characters. */
export const obfuscationId = (table: string) => digest(`table:${table}`).slice(0, 12);

/** The code that draws `digit` (0–9) in table `id`; a letter first, so it is a valid class. */
export const digitCode = (id: string, digit: number) => `o${digest(`${id}:${digit}`).slice(0, 7)}`;

/** Codes the stylesheet hides: mixed into the cells so copied text carries no score. */
export const decoyCode = (id: string, n: number) => `o${digest(`${id}:decoy:${n}`).slice(0, 7)}`;

/** The parts of a score like 3:1 — codes for each digit (with one decoy), ':' between. */
export function obfuscateScore(id: string, home: number, guest: number): string[] {
  const digits = (value: number) => [...String(value)].map((d) => digitCode(id, Number(d)));
  return [...digits(home), decoyCode(id, (home + guest) % 3), ':', ...digits(guest)];
}

/** The table's stylesheet: each digit code draws its digit, decoys are hidden. */
export function obfuscationCss(id: string): string {
  const scope = `.results-c-${id}`;
  const rules: string[] = [];
  for (let d = 0; d <= 9; d++) rules.push(`${scope} .${digitCode(id, d)}::before{content:"${d}"}`);
  for (let n = 0; n < 3; n++) rules.push(`${scope} .${decoyCode(id, n)}{display:none}`);
  return `${rules.join('\n')}\n`;
}
