import sanitize from 'sanitize-html';

const OPTIONS: sanitize.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'p',
    'br',
    'hr',
    'ul',
    'ol',
    'li',
    'strong',
    'b',
    'em',
    'i',
    'u',
    'a',
    'blockquote',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'span',
    'img',
  ],
  allowedAttributes: { a: ['href', 'title', 'target', 'rel'], img: ['src', 'alt', 'width', 'height'] },
  allowedSchemes: ['http', 'https'],
  allowedSchemesByTag: { img: ['https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // Links that leave the site open in a new tab and pass no referrer or opener.
    a: (tagName, attribs) => {
      const external = /^https?:\/\//.test(attribs.href ?? '');
      return {
        tagName,
        attribs: external ? { ...attribs, target: '_blank', rel: 'noopener noreferrer' } : attribs,
      };
    },
  },
};

/** Operator-written HTML is cleaned before it is stored (S-24): no script, handler or style. */
export function sanitizeHtml(html: string): string {
  return sanitize(html, OPTIONS);
}

const ESCAPED = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"' } as const;

/** The text of HTML, as a browser's `textContent` reads it: every tag dropped, entities decoded. */
export function textOfHtml(html: string): string {
  const escaped = sanitize(html, { allowedTags: [], allowedAttributes: {}, disallowedTagsMode: 'discard' });
  return escaped.replace(/&(?:amp|lt|gt|quot);/g, (entity) => ESCAPED[entity as keyof typeof ESCAPED]);
}
