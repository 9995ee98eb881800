export * from './credits';
export * from './checkIn';
export * from './creditLabels';
