// The daily retention job (issue 39 §4) on pg-boss's scheduler, which the mail queue already runs
// (one job per tick across replicas, Korea time): each night it applies the dry run the previous
// night listed (what organisers could see on the back-office page for a day), then lists what the
// next night's run will erase. The back office's access record past its period (two years at
// least) goes in the same nightly step.
import type { AppDeps } from '../../context';
import { purgeExpiredAccessRecords } from '../accessRecord/accessRecord.service';
import { dailyRetention } from './retention.service';

export const RETENTION_QUEUE = 'retention-daily';
/** 03:30 Korea time, after the day's traffic. */
export const RETENTION_CRON = '30 3 * * *';

export async function scheduleRetention(
  deps: Pick<AppDeps, 'knex' | 'clock' | 'mail' | 'logger' | 'config'>,
): Promise<void> {
  await deps.mail.schedule(RETENTION_QUEUE, RETENTION_CRON, async () => {
    const { applied, next } = await dailyRetention(deps);
    const accessRecordsPurged = await purgeExpiredAccessRecords(deps);
    deps.logger.info(
      { applied: applied?.id ?? null, next: next.id, accessRecordsPurged },
      'retention: daily run',
    );
  });
}
