// The fee tables (public fee pages, the member's registration tabs): an entry of its own, so only
// the pages that show them carry them.
export { FeeTables } from './FeeTables';
