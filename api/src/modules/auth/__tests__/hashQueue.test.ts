import { AppError } from '../../../errors';
import { createHashQueue } from '../password';

/** A task the test finishes by hand, recording that it started. */
function manualTask(started: string[], name: string) {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return { run: () => (started.push(name), done.then(() => name)), finish: () => finish() };
}

describe('the password hash queue', () => {
  it('runs at most `concurrency` tasks at once, the others in arrival order', async () => {
    const limited = createHashQueue({ concurrency: 1, maxWaitMs: 10_000 });
    const started: string[] = [];
    const [a, b, c] = ['a', 'b', 'c'].map((name) => manualTask(started, name));
    const results = [a!, b!, c!].map((task) => limited(task.run));
    await Promise.resolve();
    expect(started).toEqual(['a']);
    a!.finish();
    await results[0];
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual(['a', 'b']);
    b!.finish();
    c!.finish();
    expect(await Promise.all(results)).toEqual(['a', 'b', 'c']);
  });

  it('refuses at once, with UNAVAILABLE, a task that would wait longer than the limit, and never runs it', async () => {
    // The first estimate is 25 ms a task: with one lane and a 100 ms limit, four may wait.
    const limited = createHashQueue({ concurrency: 1, maxWaitMs: 100 });
    const started: string[] = [];
    const tasks = ['run', 'w1', 'w2', 'w3', 'w4', 'refused'].map((name) => manualTask(started, name));
    const results = tasks.map((task) => limited(task.run).catch((error: unknown) => error));
    const refusal = await results[5];
    expect(refusal).toBeInstanceOf(AppError);
    expect((refusal as AppError).code).toBe('UNAVAILABLE');
    for (const task of tasks) task.finish();
    expect(await Promise.all(results.slice(0, 5))).toEqual(['run', 'w1', 'w2', 'w3', 'w4']);
    expect(started).not.toContain('refused');
    // Once the queue has drained, a new task is admitted again.
    const later = manualTask(started, 'later');
    const result = limited(later.run);
    later.finish();
    expect(await result).toBe('later');
  });
});
