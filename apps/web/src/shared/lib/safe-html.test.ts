import { describe, expect, it } from 'vitest';
import { safeHtml } from './safe-html';

describe('help HTML in the browser', () => {
  it('R-HELP-06 keeps text and structure and drops scripts, handlers, styles and non-web links', () => {
    const out = safeHtml(
      '<h3 onclick="x()">Title</h3><script>alert(1)</script><p style="color:red">Text <b>bold</b></p>' +
        '<img src="x" onerror="alert(1)"><a href="javascript:alert(1)">bad</a><a href="//evil.example">proto</a>' +
        '<a href="https://example.com">out</a><a href="/m/help?i=1">in</a><div><span>kept</span></div><iframe src="https://e.example"></iframe>',
    );
    expect(out).toBe(
      '<h3>Title</h3><p>Text <b>bold</b></p><img><a>bad</a><a>proto</a>' +
        '<a href="https://example.com" target="_blank" rel="noopener noreferrer">out</a><a href="/m/help?i=1">in</a><span>kept</span>',
    );
  });
});
