// @vitest-environment jsdom
/** The build's stand-in for RJSF's markdown renderer shows the text as written. */
import { cleanup, render } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { Markdown } from './plain-markdown.tsx';

afterEach(cleanup);

it('renders the text as written, markdown syntax included, and never as HTML', () => {
  const { container } = render(
    <Markdown options={{ disableParsingRawHTML: true }}>{'Unsupported field `x` <b>y</b>'}</Markdown>,
  );
  expect(container.textContent).toBe('Unsupported field `x` <b>y</b>');
  expect(container.querySelector('b, code')).toBeNull();
});
