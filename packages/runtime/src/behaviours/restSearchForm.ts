import { navigation } from '../navigation.ts';
import { eventElement } from './elements.ts';

/**
 * REST-style search forms (spec §2 Forms, §7 Browser navigations): `form[data-rest-search]`
 * navigates (GET) to `{action}/-/{name}/{value}/…` instead of `?name=value`. Empty fields are
 * left out, repeated names are comma-joined, '/' in a value becomes '_|_', everything is
 * URI-encoded (the content-loader path format). Without JavaScript the form submits normally.
 */
export function restSearchUrl(
  action: string,
  fields: Iterable<[string, FormDataEntryValue]>,
): string {
  const values = new Map<string, string[]>();
  for (const [name, value] of fields) {
    if (typeof value !== 'string' || value === '' || name === '' || name === 'csrf') continue;
    values.set(name, [...(values.get(name) ?? []), value]);
  }
  const url = new URL(action || location.href, document.baseURI);
  url.search = '';
  url.hash = '';
  const base = url.pathname.replace(/\/-\/.*$/, '').replace(/\/+$/, '');
  const encode = (text: string) => encodeURIComponent(text.replaceAll('/', '_|_'));
  const pairs = [...values].map(([name, list]) => `${encode(name)}/${encode(list.join(','))}`);
  url.pathname = pairs.length ? `${base}/-/${pairs.join('/')}` : base || '/';
  return url.href;
}

export function startRestSearchForms(): () => void {
  const onSubmit = (e: SubmitEvent): void => {
    const form = eventElement(e)?.closest<HTMLFormElement>('form[data-rest-search]');
    if (!form || e.defaultPrevented || (form.method || 'get').toLowerCase() !== 'get') return;
    const submitter = e.submitter instanceof HTMLElement ? e.submitter : null;
    const data = new FormData(form, submitter);
    const target = restSearchUrl(form.getAttribute('action') ?? '', data);
    // Only the page's own origin: a REST form never sends its fields elsewhere.
    if (new URL(target).origin !== location.origin) return;
    e.preventDefault();
    navigation.go(target);
  };
  document.addEventListener('submit', onSubmit);
  return () => document.removeEventListener('submit', onSubmit);
}
