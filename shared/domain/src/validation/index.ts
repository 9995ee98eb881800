export * from './rules';
export * from './fieldErrors';
export * from './signUp';
