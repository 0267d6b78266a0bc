// The HTML of a mount-bench page: N hosts of the score badge in the markup the library expects,
// and an inline observer that notes (performance.now, i.e. since navigation start) the moment the
// first host and the moment all N hosts hold rendered content.

export interface HostMarkup {
  /** Markup of one host for the given score. */
  host(score: string): string;
  /** Page-level markup the library reads (in the head). */
  head: string;
}

export const anstossHosts: HostMarkup = {
  host: (score) => `<div data-widget="score-badge" data-score="${score}"></div>`,
  // As a CMS writes it: the language files sit next to the page's bundle.
  head: '<script type="application/json" id="anstoss-config">{"staticBase":"./"}</script>',
};

export const habitatHosts: HostMarkup = {
  host: (score) => `<div data-component="ScoreBadge" data-prop-score="${score}"></div>`,
  head: '',
};

/** The peer with the owner's stack finds the language file through the same config element. */
export const habitatStackHosts: HostMarkup = { host: habitatHosts.host, head: anstossHosts.head };

/** Runs before any module script: counts rendered badges after every batch of DOM mutations. */
function observerScript(expected: number): string {
  return `(() => {
  const bench = (window.__mountBench = { expected: ${expected}, first: null, done: null });
  const observer = new MutationObserver(() => {
    const rendered = document.querySelectorAll('[data-bench-rendered]').length;
    if (rendered > 0 && bench.first === null) bench.first = performance.now();
    if (rendered >= bench.expected) {
      bench.done = performance.now();
      observer.disconnect();
    }
  });
  observer.observe(document, { childList: true, subtree: true });
})();`;
}

export function hostPage(options: {
  count: number;
  markup: HostMarkup;
  entry: string;
  stylesheets: readonly string[];
}): string {
  const hosts = Array.from(
    { length: options.count },
    (_, i) => `<li>Spiel ${i + 1}: ${options.markup.host(`${i % 5}:${(i * 7) % 4}`)}</li>`,
  ).join('\n');
  const links = options.stylesheets
    .map((href) => `<link rel="stylesheet" href="./${href}">`)
    .join('');
  return `<!doctype html>
<html lang="de"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>Mount bench, ${options.count} hosts</title>${links}
<script>${observerScript(options.count)}</script>${options.markup.head}
<script type="module" src="./${options.entry}"></script>
</head><body><main><h1>Ergebnisse</h1><ul>
${hosts}
</ul></main></body></html>`;
}
