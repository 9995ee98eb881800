// The API as its own process for bench/lists.ts: the parent measures the requests from outside,
// and reads this process's peak memory (max RSS) after the export. Not for production use.
import type { AddressInfo } from 'node:net';
import express from 'express';
import knexFactory from 'knex';
import { createApp } from '../api/src/app';
import { loadConfig } from '../api/src/config';
import { createLogger } from '../api/src/logger';
import { createRateLimits } from '../api/src/modules/auth/rateLimits';
import { createTokenService } from '../api/src/modules/auth/tokens';
import type { MailQueue } from '../api/src/modules/mail/mail.queue';

async function main() {
  const databaseUrl = process.env.BENCH_DATABASE_URL as string;
  const config = loadConfig({
    ...process.env,
    DATABASE_URL: databaseUrl,
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    PAYMENT_GATEWAY: 'emulator',
    PUBLIC_URL: 'http://127.0.0.1',
  });
  const knex = knexFactory({ client: 'pg', connection: databaseUrl, pool: { min: 0, max: 10 } });
  const tokens = createTokenService(process.env.BENCH_JWT_SECRET as string, '1h');
  // The lists send no mail.
  const mail: MailQueue = { enqueue: async () => undefined, stop: async () => undefined };
  const { app } = await createApp({
    config,
    knex,
    logger: createLogger('silent'),
    tokens,
    mail,
    limits: createRateLimits({ knex, namespace: 'bench:', points: {} }),
  });
  // Server time of each request: from its arrival to the last byte handed to the socket, by the
  // case the client names in x-bench-case.
  const timings: Record<string, number[]> = {};
  const outer = express();
  outer.use((req, res, next) => {
    const started = performance.now();
    const name = String(req.headers['x-bench-case'] ?? '');
    res.on('finish', () => (timings[name] ??= []).push(performance.now() - started));
    next();
  });
  outer.use(app);
  const server = outer.listen(0, '127.0.0.1', () => {
    process.send?.({ type: 'listening', port: (server.address() as AddressInfo).port });
  });
  process.on('message', (message: { type: string }) => {
    if (message.type === 'rss') process.send?.({ type: 'rss', maxRssKb: process.resourceUsage().maxRSS });
    if (message.type === 'timings') process.send?.({ type: 'timings', timings });
    if (message.type === 'stop') {
      server.closeAllConnections();
      server.close(() => void knex.destroy().then(() => process.exit(0)));
    }
  });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
