/**
 * The words laid over a banner's picture: its title and the text of its content. A banner whose
 * content is empty is a finished picture (text and all), shown as it is.
 */
export function bannerCaption(title: string, contentHtml: string): { title: string; text: string } | null {
  const text = new DOMParser().parseFromString(contentHtml, 'text/html').body.textContent?.trim() ?? '';
  return text === '' ? null : { title, text };
}
