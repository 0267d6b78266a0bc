/** The widget's only I/O: the table's stylesheet, as a <link> in the document head. */

/**
 * Adds the stylesheet once per URL and resolves when it has loaded (at once when it already
 * had); rejects on a load error, removing the failed link so a retry asks again.
 */
export function loadStylesheet(url: string): Promise<void> {
  const existing = [
    ...document.head.querySelectorAll<HTMLLinkElement>('link[data-anstoss-results]'),
  ].find((l) => l.getAttribute('href') === url);
  if (existing?.dataset.state === 'loaded') return Promise.resolve();
  const link = existing ?? document.createElement('link');
  return new Promise((resolve, reject) => {
    link.addEventListener(
      'load',
      () => {
        link.dataset.state = 'loaded';
        resolve();
      },
      { once: true },
    );
    link.addEventListener(
      'error',
      () => {
        link.remove();
        reject(new Error(`stylesheet ${url} did not load`));
      },
      { once: true },
    );
    if (!existing) {
      link.rel = 'stylesheet';
      link.setAttribute('data-anstoss-results', '');
      link.href = url;
      document.head.append(link);
    }
  });
}
