import type { FormattedExecutionResult } from 'graphql';
import { createAnswerCache } from '../answerCache';

function database() {
  let reads = 0;
  let title = 'first';
  const execute = async (
    query: string,
    variables: Record<string, unknown>,
  ): Promise<FormattedExecutionResult> => {
    reads += 1;
    if (query.includes('broken')) return { errors: [{ message: 'refused' }] };
    return { data: { query, variables, title } };
  };
  return { execute, reads: () => reads, retitle: (t: string) => (title = t) };
}

describe("the page queries' answers kept per content version", () => {
  it('answers the same read of one version once, for every render asking it', async () => {
    const db = database();
    const answers = createAnswerCache(() => 0);
    const a = await answers('7', db.execute)('{ settings }', { locale: 'en' });
    const b = await answers('7', db.execute)('{ settings }', { locale: 'en' });
    expect(b).toBe(a);
    await answers('7', db.execute)('{ settings }', { locale: 'ko' });
    expect(db.reads()).toBe(2);
  });

  it('reads anew for a new version, and lets a render of a replaced version read for itself', async () => {
    const db = database();
    const answers = createAnswerCache(() => 0);
    await answers('7', db.execute)('{ news }', {});
    db.retitle('second');
    expect((await answers('8', db.execute)('{ news }', {})).data?.title).toBe('second');
    // A render still on version 7 neither gets version 8's answer kept nor replaces it.
    expect((await answers('7', db.execute)('{ news }', {})).data?.title).toBe('second');
    expect(db.reads()).toBe(3);
    await answers('8', db.execute)('{ news }', {});
    expect(db.reads()).toBe(3);
  });

  it('keeps no answer with errors, and nothing past the pages’ age', async () => {
    const db = database();
    let clock = 0;
    const answers = createAnswerCache(() => clock);
    await answers('1', db.execute)('{ broken }', {});
    await answers('1', db.execute)('{ broken }', {});
    expect(db.reads()).toBe(2);
    await answers('1', db.execute)('{ home }', {});
    clock = 60_001;
    await answers('1', db.execute)('{ home }', {});
    expect(db.reads()).toBe(4);
  });
});
