/** The seeded demo accounts the benchmarks sign in as (api/src/db/seed/accounts.ts), as login bodies. */
export const DEMO = { identifier: 'demo@example.com', password: 'Demo@12345' };
export const AGENT = { identifier: 'agent@example.com', password: 'Agent@12345' };
