import { serverHtml } from './server-html';

const ALLOWED_TAGS = new Set([
  'H2',
  'H3',
  'H4',
  'P',
  'BR',
  'HR',
  'UL',
  'OL',
  'LI',
  'STRONG',
  'B',
  'EM',
  'I',
  'U',
  'A',
  'BLOCKQUOTE',
  'TABLE',
  'THEAD',
  'TBODY',
  'TR',
  'TH',
  'TD',
  'SPAN',
  'IMG',
]);
const ALLOWED_ATTRIBUTES: Record<string, string[]> = {
  A: ['href', 'title', 'target', 'rel'],
  IMG: ['src', 'alt', 'width', 'height'],
};
const SAFE_URL = /^(https?:\/\/|\/(?!\/))/i;

function clean(node: Element): void {
  for (const child of [...node.children]) {
    if (!ALLOWED_TAGS.has(child.tagName)) {
      // Unknown wrappers keep their text; scripts, styles and embeds go entirely.
      if (['SCRIPT', 'STYLE', 'IFRAME', 'OBJECT', 'EMBED', 'TEMPLATE', 'NOSCRIPT'].includes(child.tagName)) {
        child.remove();
      } else {
        clean(child);
        child.replaceWith(...child.childNodes);
      }
      continue;
    }
    const allowed = ALLOWED_ATTRIBUTES[child.tagName] ?? [];
    for (const attribute of [...child.attributes]) {
      const keep =
        allowed.includes(attribute.name) &&
        (!['href', 'src'].includes(attribute.name) || SAFE_URL.test(attribute.value.trim()));
      if (!keep) child.removeAttribute(attribute.name);
    }
    if (child.tagName === 'A' && /^https?:/i.test(child.getAttribute('href') ?? '')) {
      child.setAttribute('target', '_blank');
      child.setAttribute('rel', 'noopener noreferrer');
    }
    clean(child);
  }
}

/**
 * The server stores only sanitised HTML; this second pass in the browser keeps a compromised or
 * misconfigured server from injecting script (R-HELP-06). DOMParser documents never run scripts.
 */
export function safeHtml(html: string): string {
  if (typeof DOMParser === 'undefined') return serverHtml().sanitize(html);
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  clean(doc.body);
  return doc.body.innerHTML;
}
