export * from './accounts.js';
export * from './sessions.js';
export * from './otp.js';
export * from './outbox.js';
export * from './idempotency.js';
export * from './tickets.js';
export * from './groups.js';
export * from './content.js';
