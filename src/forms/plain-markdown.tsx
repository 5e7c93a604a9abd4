/**
 * Stands in for `markdown-to-jsx/react` in the build (`vite.config.ts` aliases it here; issue 13:
 * the /register download). RJSF core imports `Markdown` for descriptions and help that opt in with
 * `ui:enableMarkdownInDescription` / `ui:enableMarkdownInHelp`, and for its own developer messages
 * (an unsupported field schema, a file widget's file list). Lotus forms never opt in: their texts
 * are translated strings shown as written (the converter sets no markdown option, and
 * `src/forms/converter.test.ts` checks it). Rendering them as plain text saves the markdown parser
 * (≈ 19 KB brotli of the form chunk).
 */
import type { ReactNode } from 'react';

/** The props RJSF passes to `Markdown`; only `children` is used. */
export interface PlainMarkdownProps {
  children?: ReactNode;
  options?: unknown;
}

/** Renders `children` as plain text, in a `span` like markdown-to-jsx's inline output. */
export function Markdown({ children }: PlainMarkdownProps): ReactNode {
  return <span>{children}</span>;
}
