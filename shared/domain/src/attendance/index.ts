export * from './credits';
export * from './creditSchemeSchema';
