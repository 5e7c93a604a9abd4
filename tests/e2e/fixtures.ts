import { expect, test as base } from '@playwright/test';

/**
 * Every end-to-end test runs under this fixture (issue 14: "the site runs with no CSP violation on
 * every route"): each page of the test's browser context listens for `securitypolicyviolation`
 * (documents and frames alike) and Chromium's own CSP console errors are collected too; a test
 * that caused any violation fails after its own steps, naming the directive and the blocked URL.
 */
export const test = base.extend<{ cspGuard: void }>({
  cspGuard: [
    async ({ context }, use) => {
      const violations: string[] = [];
      await context.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          console.error(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI}`);
        });
      });
      context.on('console', (message) => {
        if (message.type() === 'error' && /CSP violation|Content Security Policy/.test(message.text()))
          violations.push(`${message.location().url}: ${message.text()}`);
      });
      await use();
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
