export * from './credits';
