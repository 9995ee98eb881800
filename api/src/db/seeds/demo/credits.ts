// The demo's CME credits (issue 26 §3): the KMA scheme the migration created gets the points
// KMA would approve for the demo congress's three published days (6, 6, 3), so the credit pages
// compute something from the first scan. Runs once (seed_history); an organiser's later edit stays.
import type { Knex } from 'knex';
import { setSchemeDayPoints } from '../../../modules/credits/credits.repository';
import { publishedDayDates } from '../../../modules/programme/programme.lookup';

const SEED_NAME = 'demo-credits-v1';
/** KMA's approval for the demo: two full days and a half day. */
const DEMO_DAY_POINTS = [6, 6, 3];

export async function seedDemoCredits(knex: Knex): Promise<boolean> {
  return knex.transaction(async (trx) => {
    const days = (await publishedDayDates(trx)).sort();
    // Before the demo programme is published there are no days to approve: try again next start.
    if (!days.length) return false;
    const fresh = await trx('seed_history')
      .insert({ name: SEED_NAME })
      .onConflict('name')
      .ignore()
      .returning('name');
    if (fresh.length === 0) return false;
    const dayPoints = Object.fromEntries(
      days.slice(0, DEMO_DAY_POINTS.length).map((day, i) => [day, DEMO_DAY_POINTS[i]!]),
    );
    await setSchemeDayPoints(trx, 'KMA', dayPoints);
    return true;
  });
}
