// Small files of the deployed builds (index.html, routes.json), read through a cache checked against
// their size and modification time on every request: a redeploy is served from its next request on.
import type { Stats } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { freshRead } from '../freshRead';

const cache = new Map<string, { mtimeMs: number; size: number; value: unknown }>();
const MAX_CACHED = 500;
/** A look at each file, shared by the requests that arrive while one is under way. */
const looks = new Map<string, () => Promise<Stats>>();

function look(file: string): Promise<Stats> {
  let fresh = looks.get(file);
  if (!fresh) {
    fresh = freshRead(() => stat(file));
    if (looks.size >= MAX_CACHED) looks.delete(looks.keys().next().value as string);
    looks.set(file, fresh);
  }
  return fresh();
}

/** Reads a file, parsed, from the cache while its size and modification time are unchanged; null when absent. */
export async function readCached<T>(file: string, parse: (text: string) => T): Promise<T | null> {
  let info;
  try {
    info = await look(file);
  } catch {
    cache.delete(file);
    return null;
  }
  const hit = cache.get(file);
  if (hit && hit.mtimeMs === info.mtimeMs && hit.size === info.size) return hit.value as T;
  const value = parse(await readFile(file, 'utf8'));
  if (cache.size >= MAX_CACHED) cache.delete(cache.keys().next().value as string);
  cache.set(file, { mtimeMs: info.mtimeMs, size: info.size, value });
  return value;
}
