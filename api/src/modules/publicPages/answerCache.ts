// The page queries' answers, shared by the renders of one content version (docs/decisions.md, "A
// kept page served as kept"). A page's reads run as an anonymous visitor, so their answers depend
// on the content version alone, as the rendered page does: renders of other addresses (another
// query string, the other language) and the site-wide reads every page makes (menus, settings,
// popups) ask the database once per version. Kept as long as a page is (what changes with the
// clock alone); a failed read or an answer with errors is not kept.
import type { FormattedExecutionResult } from 'graphql';
import { MAX_AGE_MS, MAX_ENTRIES } from './pageCache';
import type { Execute } from './renderPool';

export type AnswerCache = (version: string, execute: Execute) => Execute;

export function createAnswerCache(now: () => number = Date.now): AnswerCache {
  let kept: {
    version: number;
    answers: Map<string, { at: number; answer: Promise<FormattedExecutionResult> }>;
  } = { version: -1, answers: new Map() };
  return (version, execute) => async (query, variables) => {
    const number = Number(version);
    if (number > kept.version) kept = { version: number, answers: new Map() };
    // A render of a version already replaced reads for itself.
    if (number < kept.version || !Number.isFinite(number)) return execute(query, variables);
    const { answers } = kept;
    const key = `${query}\n${JSON.stringify(variables)}`;
    const found = answers.get(key);
    if (found && now() - found.at < MAX_AGE_MS) return found.answer;
    const entry = { at: now(), answer: execute(query, variables) };
    answers.set(key, entry);
    if (answers.size > MAX_ENTRIES) answers.delete(answers.keys().next().value as string);
    const forget = () => {
      if (answers.get(key) === entry) answers.delete(key);
    };
    entry.answer.then((result) => {
      if (result.errors?.length) forget();
    }, forget);
    return entry.answer;
  };
}
