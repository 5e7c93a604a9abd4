// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './safe-html';

const ORIGIN = 'https://lotus.example';
const HOSTS = ['https://img1.lotus.example'];
const clean = (html: string) => sanitizeHtml(html, HOSTS, ORIGIN);

describe('sanitizeHtml (issue 14 point 10)', () => {
  it('drops style attributes and style tags, forms and frames', () => {
    const out = clean(
      '<p style="position:fixed;inset:0;z-index:9999">Hi</p><style>body{display:none}</style><form action="https://evil.example"><input name="p"></form><iframe src="https://evil.example"></iframe>',
    );
    expect(out).toBe('<p>Hi</p>');
  });

  it('keeps images from the page origin and the brand image hosts only', () => {
    const out = clean(
      '<img src="/img/a.png" alt="a"><img src="https://img1.lotus.example/b.png" alt="b"><img src="https://tracker.example/pixel.gif" alt="c"><img src="data:image/png;base64,AAAA" alt="d">',
    );
    expect(out).toContain('alt="a"');
    expect(out).toContain('alt="b"');
    expect(out).not.toContain('tracker.example');
    expect(out).not.toContain('data:');
  });

  it('still removes scripts and handlers, and opens external links without opener or referrer', () => {
    const out = clean(
      '<a href="https://other.example/x" onclick="alert(1)">x</a><script>alert(1)</script><a href="/help">h</a>',
    );
    expect(out).toBe(
      '<a href="https://other.example/x" target="_blank" rel="noopener noreferrer">x</a><a href="/help">h</a>',
    );
  });
});
