import zlib from 'node:zlib';
import { servedPage, windowBits } from '../servedPage';

const html = `<!doctype html><html lang="ko"><body>${'<p>정밀 영양 precision nutrition</p>'.repeat(200)}</body></html>`;

describe('a page as served', () => {
  it('gives the same page in every encoding, compressed once per encoding', async () => {
    const page = servedPage(html);
    const [br, gzip, identity] = await Promise.all([
      page.body('br'),
      page.body('gzip'),
      page.body('identity'),
    ]);
    expect(zlib.brotliDecompressSync(br).toString('utf8')).toBe(html);
    expect(zlib.gunzipSync(gzip).toString('utf8')).toBe(html);
    expect(identity.toString('utf8')).toBe(html);
    expect(br.length).toBeLessThan(gzip.length);
    expect(br.length).toBeLessThan(identity.length / 10);
    // Kept: the second reader gets the same bytes, not a second compression.
    expect(await page.body('br')).toBe(br);
  });

  it('is named by its content', () => {
    expect(servedPage(html).etag).toBe(servedPage(html).etag);
    expect(servedPage(`${html} `).etag).not.toBe(servedPage(html).etag);
    expect(servedPage(html).etag).toMatch(/^"[\w-]{27}"$/);
  });
});

describe('the compression window', () => {
  it('is the smallest power of two the page fits in, within what brotli allows', () => {
    expect(windowBits(64_558)).toBe(16);
    expect(windowBits(70_000)).toBe(17);
    expect(windowBits(65_535)).toBe(16);
    expect(windowBits(65_536)).toBe(17);
    expect(windowBits(100)).toBe(16);
    expect(windowBits(50_000_000)).toBe(24);
  });

  it('gives pages bigger than a window whole (several at once, one compressed at a time)', async () => {
    const big = `<p>${'정밀 영양 '.repeat(40_000)}</p>`;
    const pages = [big, html, `${big}!`].map(servedPage);
    const bodies = await Promise.all(pages.map((page) => page.body('br')));
    expect(bodies.map((body) => zlib.brotliDecompressSync(body).toString('utf8'))).toEqual([
      big,
      html,
      `${big}!`,
    ]);
  });
});
