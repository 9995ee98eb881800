// The page template every app is served in: the HTML validator's one finding on the public
// pages was the favicon's data: URL with raw spaces (issue 27 §4). URLs in it are valid URLs.
import { readFileSync } from 'node:fs';
import path from 'node:path';

const html = readFileSync(path.resolve(__dirname, '../index.html'), 'utf8');

describe('index.html', () => {
  it('has URLs without raw spaces, the favicon a parseable SVG data: URL', () => {
    const urls = [...html.matchAll(/\b(?:href|src)="([^"]*)"/g)].map((m) => m[1] as string);
    expect(urls.length).toBeGreaterThan(0);
    expect(urls.filter((url) => /\s/.test(url))).toEqual([]);
    const icon = /<link[^>]*rel="icon"[^>]*href="([^"]+)"/s.exec(html)?.[1] ?? '';
    expect(icon).toMatch(/^data:image\/svg\+xml,/);
    expect(decodeURIComponent(icon.slice(icon.indexOf(',') + 1))).toMatch(/^<svg xmlns="[^"]+" .*<\/svg>$/);
  });
});
