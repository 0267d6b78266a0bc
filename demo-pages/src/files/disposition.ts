/**
 * `Content-Disposition` for a stored file under any Unicode name (RFC 6266 with RFC 5987's
 * `filename*`): an ASCII fallback for old clients and the UTF-8 name, percent-encoded. A header
 * value must be Latin-1 bytes; a raw "Łukasz.jpg" made every request for that file fail.
 */

/** The name reduced to printable ASCII without quotes or backslashes (the plain `filename`). */
export function asciiFallback(name: string): string {
  const plain = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]|["\\]/g, '_');
  const extension = /\.[A-Za-z0-9]{2,4}$/.exec(plain)?.[0] ?? '';
  return /[A-Za-z0-9]/.test(plain.slice(0, plain.length - extension.length))
    ? plain
    : `datei${extension}`;
}

/** RFC 5987 value chars: attr-char stays, everything else is %XX of its UTF-8 bytes. */
function encodeExtValue(name: string): string {
  return encodeURIComponent(name).replace(
    /['()*]/g,
    (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

export function contentDisposition(name: string, kind: 'inline' | 'attachment' = 'inline'): string {
  return `${kind}; filename="${asciiFallback(name)}"; filename*=UTF-8''${encodeExtValue(name)}`;
}
