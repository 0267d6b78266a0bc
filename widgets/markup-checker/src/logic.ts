/** Pure readings of a check result for the view (counts, which hosts need attention). */
import type { CheckResult, HostCheck } from '@anstoss/runtime/checker';

export interface Summary {
  count: number;
  shown: number;
  ok: number;
  /** Hosts that would not mount. */
  bad: number;
  /** Hosts that mount but carry attributes their widget does not read. */
  warned: number;
}

export function needsAttention(host: HostCheck): boolean {
  return host.verdict !== 'ok' || host.unknown.length > 0;
}

export function summarize(result: CheckResult): Summary {
  let ok = 0;
  let bad = 0;
  let warned = 0;
  for (const host of result.hosts) {
    if (host.verdict !== 'ok') bad++;
    else if (host.unknown.length > 0) warned++;
    else ok++;
  }
  return { count: result.total, shown: result.hosts.length, ok, bad, warned };
}

/** Problems first (in document order), then the hosts that are fine. */
export function orderForDisplay(hosts: readonly HostCheck[]): HostCheck[] {
  return [...hosts.filter(needsAttention), ...hosts.filter((h) => !needsAttention(h))];
}
