import zlib from 'node:zlib';
import { servedPage } from '../servedPage';

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
