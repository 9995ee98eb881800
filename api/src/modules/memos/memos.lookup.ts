// What other modules may ask of the organisers' notes: they never query its table themselves.
// Straight from the repository.
import type { MemoRow } from './memos.repository';

export { notedMembers } from './memos.repository';
export type MemoType = MemoRow['type'];
