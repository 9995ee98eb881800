// The Content-Security-Policy watch (issue 23 §5, issue 38): any `securitypolicyviolation` event,
// "Refused to …" console message, or page document served without the policy is a problem. The
// public crawl runs under it; csp.spec.ts runs it on the member area, the back office and a host
// whose remotes come from another origin.
import type { BrowserContext } from '@playwright/test';

/**
 * Collects, in a browser context, each violation of a policy and each page served without one.
 * The page reports violations itself (an init script in every document), the console the rest.
 */
export async function watchPolicy(context: BrowserContext, problems: string[]) {
  await context.exposeBinding('__cspViolation', ({ frame }, text: string) => {
    problems.push(`${frame.url()}: ${text}`);
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { __cspViolation(text: string): void }).__cspViolation(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber} ${event.sample})`,
      );
    });
  });
  context.on('console', (message) => {
    if (/Refused to|Content Security Policy/i.test(message.text()))
      problems.push(`${message.page()?.url()}: console: ${message.text()}`);
  });
  context.on('response', (response) => {
    const request = response.request();
    if (request.resourceType() !== 'document' || response.status() >= 300) return;
    const policy = response.headers()['content-security-policy'] ?? '';
    if (!/script-src [^;]*'self'|script-src 'sha256-/.test(policy))
      problems.push(`${response.url()}: no Content-Security-Policy (${policy})`);
  });
}
