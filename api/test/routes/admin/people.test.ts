import { eq } from 'drizzle-orm';
import { accounts } from '../../../src/db/schema/index.js';
import { ADMIN, AGENT, DEMO, appForFile, call, freshIp, latestCode, loginToken, registeredPerson } from '../../helper.js';

const app = appForFile();

let admin = '';
let adminId = '';
beforeAll(async () => {
  admin = await loginToken(app, ADMIN.email, ADMIN.password);
  adminId = (await call(app, { method: 'GET', url: '/api/auth/me', token: admin })).body.id as string;
});

const people = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, payload?: object, lang?: string) =>
  call(app, { method, url: `/api/admin/people${path}`, token: admin, payload, lang, headers: { 'user-agent': 'Console test' } });

const auditOf = async (action: string, targetId: string) => {
  const res = await call(app, { method: 'GET', url: `/api/admin/audit?action=${action}`, token: admin });
  return (res.body.items as Array<{ targetId: string; actor: { id: string } | null; ip: string; userAgent: string; before: unknown; after: unknown }>).filter((e) => e.targetId === targetId);
};

const idOf = async (email: string, password: string) => {
  const token = await loginToken(app, email, password);
  return { token, id: (await call(app, { method: 'GET', url: '/api/auth/me', token })).body.id as string };
};

describe('inviting staff', () => {
  test('the invite is mailed through the outbox, shown once, audited; accepting it makes an agent who signs in with a phone code', async () => {
    const email = 'new.agent@example.com';
    const created = await people('POST', '/invites', { email: 'New.Agent@example.com', fullName: 'Sara Agent', role: 'agent', departments: ['billing', 'technical'] });
    expect(created.status).toBe(201);
    const link = created.body.link as string;
    expect(link).toMatch(/\/en\/admin\/join\?token=[A-Za-z0-9_-]{20,}$/);
    const token = new URL(link).searchParams.get('token')!;

    const mail = (await call(app, { method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(email)}` })).body.items as Array<{ purpose: string; body: string; channel: string }>;
    expect(mail[0]).toMatchObject({ purpose: 'staff-invite', channel: 'email' });
    expect(mail[0]!.body).toContain(link);

    const invite = (created.body.invite as { id: string }).id;
    expect(await auditOf('people.invite', invite)).toEqual([expect.objectContaining({ actor: expect.objectContaining({ id: adminId }), userAgent: 'Console test', after: { email, role: 'agent', departments: ['billing', 'technical'] } })]);
    // The list shows the invite, never its link.
    const staff = await people('GET', '/staff');
    expect(JSON.stringify(staff.body)).toContain(email);
    expect(JSON.stringify(staff.body)).not.toContain(token);

    expect((await call(app, { method: 'GET', url: `/api/auth/invites?token=${token}` })).body).toEqual({ email, fullName: 'Sara Agent', role: 'agent' });
    const accept = { token, fullName: 'Sara Agent', phone: '0501999888', gender: 'female', birthDate: '1990-01-01', password: 'Fresh-pass-1', passwordConfirmation: 'Fresh-pass-1' };
    expect((await call(app, { method: 'POST', url: '/api/auth/invites/accept', payload: accept, remoteAddress: freshIp() })).status).toBe(201);
    // Once only.
    const again = await call(app, { method: 'POST', url: '/api/auth/invites/accept', payload: accept, remoteAddress: freshIp(), lang: 'ar' });
    expect(again.status).toBe(404);
    expect(again.body.message).toBe('هذه الدعوة غير صالحة أو استُخدمت أو انتهت صلاحيتها. اطلب دعوة جديدة.');

    const login = await call(app, { method: 'POST', url: '/api/auth/login', payload: { identifier: email, password: 'Fresh-pass-1' }, remoteAddress: freshIp() });
    expect(login.body.challengeId).toBeDefined();
    const verified = await call(app, { method: 'POST', url: '/api/auth/otp/verify', payload: { challengeId: login.body.challengeId, code: await latestCode(app, '+966501999888') }, remoteAddress: freshIp() });
    const me = await call(app, { method: 'GET', url: '/api/auth/me', token: verified.body.token as string });
    expect(me.body).toMatchObject({ email, role: 'agent', emailVerified: true });
    expect((await people('GET', `/${me.body.id as string}`)).body).toMatchObject({ role: 'agent', departments: ['billing', 'technical'], status: 'active' });
  });

  test('an email that already has an account is refused', async () => {
    const res = await people('POST', '/invites', { email: AGENT.email, fullName: 'Again', role: 'agent' });
    expect(res.status).toBe(422);
  });
});

describe('roles and departments', () => {
  test('setting a role and an agent’s departments is audited before → after', async () => {
    const person = await registeredPerson(app, 'promoted');
    const { id } = await idOf(person.email, person.password);
    expect((await people('PUT', `/${id}/role`, { role: 'agent' })).body).toMatchObject({ role: 'agent', departments: [] });
    expect((await people('PUT', `/${id}/departments`, { departments: ['sales', 'general'] })).body).toMatchObject({ departments: ['general', 'sales'] });
    expect(await auditOf('people.role', id)).toEqual([expect.objectContaining({ before: { role: 'client' }, after: { role: 'agent' } })]);
    expect(await auditOf('people.departments', id)).toEqual([expect.objectContaining({ before: { departments: [] }, after: { departments: ['general', 'sales'] } })]);
    // Back to client: the departments go with the role.
    expect((await people('PUT', `/${id}/role`, { role: 'client' })).body).toMatchObject({ role: 'client', departments: [] });
    expect((await people('PUT', `/${id}/departments`, { departments: ['sales'] })).status).toBe(409);
  });

  test('an admin cannot demote or deactivate themself, in their language', async () => {
    const demote = await people('PUT', `/${adminId}/role`, { role: 'editor' }, 'ar');
    expect(demote.status).toBe(409);
    expect(demote.body.message).toBe('لا يمكنك تغيير دورك بنفسك. اطلب ذلك من مسؤول آخر.');
    const deactivate = await people('POST', `/${adminId}/deactivate`, {}, 'en');
    expect(deactivate.status).toBe(409);
    expect(deactivate.body.message).toBe('You cannot deactivate your own account. Ask another administrator.');
    expect((await call(app, { method: 'GET', url: '/api/auth/me', token: admin })).body.role).toBe('admin');
  });

  test('unknown ids answer 404 on every id route', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    for (const [method, path, body] of [
      ['GET', ''], ['PUT', '/role', { role: 'agent' }], ['PUT', '/departments', { departments: [] }], ['POST', '/deactivate'], ['POST', '/reactivate'],
      ['POST', '/lock'], ['POST', '/unlock'], ['POST', '/two-factor/reset'], ['GET', '/sessions'], ['DELETE', `/sessions/${unknown}`],
    ] as const) {
      expect([`${method} ${path}`, (await people(method, `/${unknown}${path}`, body)).status]).toEqual([`${method} ${path}`, 404]);
    }
  });
});

describe('accounts', () => {
  test('deactivating ends the sessions and refuses sign-in; reactivating lets the person back', async () => {
    const person = await registeredPerson(app, 'leaver');
    const { id, token } = await idOf(person.email, person.password);
    expect((await people('POST', `/${id}/deactivate`)).body).toMatchObject({ status: 'deactivated' });
    expect((await call(app, { method: 'GET', url: '/api/auth/me', token })).status).toBe(401);
    const refused = await call(app, { method: 'POST', url: '/api/auth/login', payload: { identifier: person.email, password: person.password }, remoteAddress: freshIp() });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('This account is not active. Contact the site administrators.');
    expect((await people('POST', `/${id}/reactivate`)).body).toMatchObject({ status: 'active' });
    expect((await call(app, { method: 'GET', url: '/api/auth/me', token: await loginToken(app, person.email, person.password) })).status).toBe(200);
    expect((await auditOf('people.deactivate', id))[0]).toMatchObject({ before: { deactivatedAt: null }, after: { deactivatedAt: expect.any(String) } });
    expect(await auditOf('people.reactivate', id)).toHaveLength(1);
  });

  test('lock and unlock, reset two-step sign-in, see and revoke sessions', async () => {
    const person = await registeredPerson(app, 'locked');
    const { id } = await idOf(person.email, person.password);
    const second = await loginToken(app, person.email, person.password);
    const sessions = (await people('GET', `/${id}/sessions`)).body.items as Array<{ id: string; device: string; ip: string }>;
    expect(sessions).toHaveLength(2);
    expect((await people('DELETE', `/${id}/sessions/${sessions[0]!.id}`)).status).toBe(204);
    expect((await people('DELETE', `/${id}/sessions/${sessions[0]!.id}`)).status).toBe(404);
    expect((await people('GET', `/${id}/sessions`)).body.items).toHaveLength(1);
    expect(await auditOf('people.sessionRevoke', id)).toHaveLength(1);

    expect((await people('POST', `/${id}/lock`)).body).toMatchObject({ status: 'locked' });
    expect((await call(app, { method: 'GET', url: '/api/auth/me', token: second })).status).toBe(401);
    expect((await call(app, { method: 'POST', url: '/api/auth/login', payload: { identifier: person.email, password: person.password }, remoteAddress: freshIp() })).status).toBe(403);
    expect((await people('POST', `/${id}/unlock`)).body).toMatchObject({ status: 'active' });
    expect(await auditOf('people.lock', id)).toHaveLength(1);
    expect(await auditOf('people.unlock', id)).toHaveLength(1);

    // Turned on by its owner (the profile's flow has tests of its own).
    await app.deps.db.update(accounts).set({ twoFactorEnabled: true }).where(eq(accounts.id, id));
    expect((await people('GET', `/${id}`)).body.twoFactorEnabled).toBe(true);
    expect((await people('POST', `/${id}/two-factor/reset`)).body).toMatchObject({ twoFactorEnabled: false });
    expect((await auditOf('people.twoFactorReset', id))[0]).toMatchObject({ before: { twoFactorEnabled: true }, after: { twoFactorEnabled: false } });
  });

  test('clients are found by name, email or phone, a page at a time', async () => {
    const found = await people('GET', `/clients?q=${encodeURIComponent(DEMO.email)}`);
    expect((found.body.items as Array<{ email: string }>).map((p) => p.email)).toEqual([DEMO.email]);
    const byPhone = await people('GET', `/clients?q=${DEMO.phone.slice(-7)}`);
    expect((byPhone.body.items as Array<{ email: string }>).map((p) => p.email)).toContain(DEMO.email);
    // Staff are not clients.
    expect((await people('GET', `/clients?q=${encodeURIComponent(AGENT.email)}`)).body.items).toEqual([]);

    const seen = new Set<string>();
    let after: string | null = null;
    let pages = 0;
    do {
      const page = await people('GET', `/clients${after ? `?after=${after}` : ''}`);
      for (const item of page.body.items as Array<{ id: string }>) seen.add(item.id);
      after = page.body.next as string | null;
      pages += 1;
    } while (after && pages < 20);
    expect(seen.size).toBeGreaterThan(0);
    expect(after).toBeNull();
  });
});
