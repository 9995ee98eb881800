export * from './credits';
export * from './checkIn';
