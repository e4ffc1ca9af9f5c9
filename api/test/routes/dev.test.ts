import { eq } from 'drizzle-orm';
import { accounts, outbox as outboxTable } from '../../src/db/schema/index.js';
import { DEMO, PRODUCTION_ENV, buildTestApp, call, freshIp, latestCode, loginToken, openTestDatabase } from '../helper.js';

const outbox = (app: Awaited<ReturnType<typeof buildTestApp>>) =>
  call(app, { method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent('+966500000001')}` });

test('the dev outbox is mounted only with DEV_OUTBOX=1', async () => {
  const on = await buildTestApp({ env: { DEV_OUTBOX: '1' } });
  const off = await buildTestApp({ env: { DEV_OUTBOX: '0' } });
  try {
    const shown = await outbox(on);
    expect(shown.status).toBe(200);
    expect(Array.isArray(shown.body.items)).toBe(true);
    const hidden = await outbox(off);
    expect(hidden.status).toBe(404);
    expect(hidden.body).toEqual({ message: 'Page not found: /api/dev/outbox', errors: [] });
  } finally {
    await Promise.all([on.close(), off.close()]);
  }
});

test('production: no dev outbox and no demo accounts', async () => {
  const database = await openTestDatabase();
  // Start from a database without the demo accounts, as a fresh production one would be.
  await database.db.delete(accounts);
  const app = await buildTestApp({ database, env: { ...PRODUCTION_ENV }, seed: true });
  try {
    expect((await outbox(app)).status).toBe(404);
    expect(await app.deps.db.select().from(accounts).where(eq(accounts.email, 'demo@example.com'))).toEqual([]);
    await expect(loginToken(app)).rejects.toThrow(/login failed: 422/);
  } finally {
    await app.close();
  }
});

test('the outbox table keeps codes sealed; only the dev outbox opens them', async () => {
  const app = await buildTestApp();
  try {
    const forgot = await call(app, { method: 'POST', url: '/api/auth/password/forgot', payload: { identifier: DEMO.phone }, remoteAddress: freshIp() });
    expect(forgot.status).toBe(200);
    const code = await latestCode(app, DEMO.phone);
    const rows = await app.deps.db.select().from(outboxTable).where(eq(outboxTable.to, DEMO.phone));
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(JSON.stringify(row)).not.toContain(code);
      expect(row.body).toMatch(/^v1\./);
    }
    const shown = await outbox(app);
    expect((shown.body.items as Array<{ body: string }>)[0]!.body).toContain(code);
  } finally {
    await app.close();
  }
});
