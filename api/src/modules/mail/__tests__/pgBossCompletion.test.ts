import PgBoss from 'pg-boss';
import { createLogger } from '../../../logger';
import { guardPgBossCompletion } from '../pgBossCompletion';

it('a batch outcome pg-boss records without awaiting, cut off by the database, is logged rather than left unhandled', async () => {
  const logger = createLogger('silent');
  const warn = jest.spyOn(logger, 'warn');
  guardPgBossCompletion(logger);
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { prototype } = require('pg-boss/src/manager') as {
    prototype: { complete: (this: unknown, name: string, id: string) => Promise<unknown> };
  };
  const cutManager = {
    db: { executeSql: () => Promise.reject(new Error('Connection terminated due to connection timeout')) },
    completeJobsCommand: 'SELECT 1',
    mapCompletionIdArg: (id: string) => [id],
    mapCompletionDataArg: (data: unknown) => data,
  };
  // pg-boss's worker does not await it; the guard's handler, attached first, has run once it settles.
  await prototype.complete.call(cutManager, 'mail-send', 'job-1').catch(() => undefined);
  expect(warn).toHaveBeenCalledWith(
    expect.objectContaining({ queue: 'mail-send' }),
    expect.stringContaining('complete was not recorded'),
  );
});

it('leaves the boss its complete and fail (pg-boss hands them on by name)', () => {
  guardPgBossCompletion(createLogger('silent'));
  // Not started: nothing connects.
  const boss = new PgBoss({ connectionString: 'postgres://127.0.0.1:1/none' });
  expect(typeof boss.fail).toBe('function');
  expect(typeof boss.complete).toBe('function');
});
