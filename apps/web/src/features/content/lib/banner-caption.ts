import { serverHtml } from '../../../shared/lib/server-html';

/**
 * The words laid over a banner's picture: its title and the text of its content. A banner whose
 * content is empty is a finished picture (text and all), shown as it is.
 */
export function bannerCaption(title: string, contentHtml: string): { title: string; text: string } | null {
  const text =
    typeof DOMParser === 'undefined'
      ? serverHtml().text(contentHtml).trim()
      : (new DOMParser().parseFromString(contentHtml, 'text/html').body.textContent?.trim() ?? '');
  return text === '' ? null : { title, text };
}
