export * from './common';
export * from './auth';
export * from './content';
export * from './tickets';
export * from './uploads';
