export * from './rules';
export * from './fieldErrors';
