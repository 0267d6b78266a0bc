/**
 * An uploaded picture in server markup, for the responsive-image behaviour (packages/runtime
 * README 5.12): the three stored sizes (`/dateien/{id}-420.jpg`, `-840`, `-1600`), the one
 * fitting the box loaded when it enters the viewport; without script the small size. WebP is
 * chosen by the server from the image request's Accept header, under the same addresses (see
 * demo-pages/README.md, Uploads): a <picture> with a WebP <source> would override the source
 * the behaviour sets.
 */
import { variantUrl, type FileRow } from '../files/repo.ts';
import { html, type SafeHtml } from '../html.ts';

export function uploadedPhoto(
  row: Pick<FileRow, 'id' | 'contentType'>,
  box: { alt: string; width: number; height: number; className?: string },
): SafeHtml {
  return html`<img
      data-responsive-image
      data-src-small="${variantUrl(row, 'small')}"
      data-src-medium="${variantUrl(row, 'medium')}"
      data-src-large="${variantUrl(row, 'large')}"
      alt="${box.alt}"
      width="${box.width}"
      height="${box.height}"
      class="${box.className ?? ''}"
      decoding="async"
    /><noscript
      ><img
        src="${variantUrl(row, 'small')}"
        alt="${box.alt}"
        width="${box.width}"
        height="${box.height}"
        class="${box.className ?? ''}"
        loading="lazy"
    /></noscript>`;
}
