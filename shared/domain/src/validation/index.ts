export { z } from './zod';
export * from './rules';
export * from './fieldErrors';
export * from './signUp';
export * from './abstract';
export * from './registration';
export * from './statistics';
export * from './sponsor';
export * from './visaLetter';
export * from './popup';
export * from './post';
export * from './group';
export * from './settings';

export * from './programme';
export * from './refundAccount';
export * from './checkIn';
// The credit schemes' settings (zod: never in the main entry, which the host bundles).
export * from '../attendance/creditSchemeSchema';
export * from '../attendance/creditFigureSchema';
export * from './review';
export * from './walkIn';
export * from './mail';
