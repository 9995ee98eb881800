import path from 'node:path';

/** Repository root: api/src (tsx, jest) or api/dist (bundle) are both two levels below it. */
export const REPO_ROOT = path.resolve(__dirname, '../..');
