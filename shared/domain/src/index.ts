export * from './enums';
export * from './constants';
export * from './fees';
export * from './topics';
export * from './errors';
export * from './routes';
export * from './registration';
