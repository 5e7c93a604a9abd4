import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import { useSiteSettings } from '../lib/use-site-settings';

/** Tags platform HTML may not use, besides what DOMPurify already removes (scripts, handlers). */
const FORBIDDEN_TAGS = [
  'style',
  'form',
  'input',
  'button',
  'textarea',
  'select',
  'iframe',
  'object',
  'embed',
  'video',
  'audio',
  'svg',
  'math',
  'link',
  'meta',
  'base',
];

/**
 * Sanitizes HTML from the platform (notices, messages, promotions, help; DESIGN.md "HTML from the
 * platform") for rendering. Besides DOMPurify's defaults (no scripts, event handlers or
 * `javascript:` URLs), issue 14 point 10:
 * - no `style` attributes or `<style>` (one message covered the whole screen) and no forms,
 *   frames or media;
 * - an image loads only from the page's own origin or one of the brand's image hosts
 *   (`imageCDNs`); any other image is removed, so a message cannot track its reader;
 * - a link to another origin opens in a new tab without the opener or a referrer.
 *
 * @param html       the platform's HTML
 * @param imageHosts allowed image origins, e.g. `https://img1.lotus.example`
 * @param origin     the page's origin (relative URLs resolve against it)
 * @returns the safe HTML string
 */
export function sanitizeHtml(html: string, imageHosts: readonly string[], origin: string): string {
  const allowed = new Set([origin, ...imageHosts.map((host) => safeOrigin(host, origin))]);
  const purifier = DOMPurify(window);
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'IMG') {
      const src = safeOrigin(node.getAttribute('src') ?? '', origin);
      if (!allowed.has(src)) node.remove();
      node.removeAttribute('srcset');
    }
    if (node.tagName === 'A' && node.hasAttribute('href')) {
      if (safeOrigin(node.getAttribute('href') ?? '', origin) !== origin) {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      }
    }
  });
  return purifier.sanitize(html, { FORBID_TAGS: FORBIDDEN_TAGS, FORBID_ATTR: ['style', 'srcset'] });
}

function safeOrigin(url: string, base: string): string {
  try {
    return new URL(url, base).origin;
  } catch {
    return 'null';
  }
}

/**
 * Renders platform HTML through {@link sanitizeHtml} with the brand's image hosts; the only
 * component that uses `dangerouslySetInnerHTML`.
 */
export function SafeHtml({ html, className, id }: { html: string; className?: string; id?: string }) {
  const { imageCDNs } = useSiteSettings();
  const safe = useMemo(() => sanitizeHtml(html, imageCDNs, window.location.origin), [html, imageCDNs]);
  return <div id={id} className={className} dangerouslySetInnerHTML={{ __html: safe }} />;
}
