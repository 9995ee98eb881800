import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import express from 'express';
import pino from 'pino';
import { requestLog } from '../http/requestLog';

describe('request log', () => {
  it('writes one short line per request: method, path, operation, status, time; no headers, no query', async () => {
    const lines: Record<string, unknown>[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(JSON.parse(chunk.toString()));
        done();
      },
    });
    const app = express();
    app.use(requestLog(pino({ level: 'info' }, sink)));
    app.use(express.json());
    app.get('/healthz', (_req, res) => void res.send('ok'));
    app.get('/checkAuth', (_req, res) => void res.status(400).send('no'));
    app.post('/graphql', (_req, res) => void res.json({ data: {} }));
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      await fetch(`${url}/healthz`);
      await fetch(`${url}/checkAuth?email=a@b.org&authCode=123456`, {
        headers: { authorization: 'Bearer secret-token' },
      });
      await fetch(`${url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ operationName: 'Login', query: '{ x }' }),
      });
      await new Promise((resolve) => setTimeout(resolve, 50));
    } finally {
      server.close();
    }
    expect(lines.map((line) => String(line.msg).replace(/\d+ms$/, 'Nms'))).toEqual([
      'GET /checkAuth 400 Nms',
      'POST /graphql Login 200 Nms',
    ]);
    expect(lines.every((line) => line.level === 30)).toBe(true);
    const text = JSON.stringify(lines);
    expect(text).not.toContain('123456');
    expect(text).not.toContain('secret-token');
    expect(text).not.toContain('headers');
  });
});
