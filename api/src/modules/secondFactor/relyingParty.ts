// The WebAuthn relying party: the site's host and origin (PUBLIC_URL). An IP address cannot be a
// relying party id (browsers refuse it), so a loopback PUBLIC_URL (http://127.0.0.1:8080, a
// development or test server) answers as `localhost` on the same port: passkeys are used there
// at http://localhost:8080, which browsers treat as a secure context like 127.0.0.1.
export function relyingPartyFor(siteOrigin: string): { rpID: string; origin: string } {
  const url = new URL(siteOrigin);
  if (url.hostname === '127.0.0.1' || url.hostname === '[::1]') url.hostname = 'localhost';
  return { rpID: url.hostname, origin: url.origin };
}
