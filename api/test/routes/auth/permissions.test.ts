import { type Role, permissionsOf } from '@site/shared/permissions';
import { ADMIN, AGENT, DEMO, EDITOR, MANAGER, appForFile, call, loginToken } from '../../helper.js';

/*
 * The permission matrix as the API applies it: each demo role signs in, reads its own permissions
 * from /auth/me, and a staff-only route answers by permission, not by a role written in the route.
 */
const app = appForFile();
const PEOPLE: Record<Role, { email: string; password: string }> = { client: DEMO, manager: MANAGER, agent: AGENT, editor: EDITOR, admin: ADMIN };
const token: Partial<Record<Role, string>> = {};

beforeAll(async () => {
  for (const [role, person] of Object.entries(PEOPLE)) token[role as Role] = await loginToken(app, person.email, person.password);
});

it.each(Object.keys(PEOPLE) as Role[])('/auth/me gives the %s their role and its permissions', async (role) => {
  const { status, body } = await call(app, { method: 'GET', url: '/api/auth/me', token: token[role] });
  expect(status).toBe(200);
  expect(body).toMatchObject({ role, permissions: [...permissionsOf(role)] });
});

it('lets only roles that work the queue list the agents', async () => {
  const statuses = Object.fromEntries(
    await Promise.all(
      (Object.keys(PEOPLE) as Role[]).map(async (role) => [role, (await call(app, { method: 'GET', url: '/api/tickets/agents', token: token[role] })).status]),
    ),
  );
  expect(statuses).toEqual({ client: 403, manager: 403, agent: 200, editor: 403, admin: 200 });
  expect((await call(app, { method: 'GET', url: '/api/tickets/agents' })).status).toBe(401);
});

it('counts an admin among the people a ticket can be transferred to', async () => {
  const { body } = await call(app, { method: 'GET', url: '/api/tickets/agents', token: token.agent });
  const names = (body as unknown as Array<{ name: string }>).map((agent) => agent.name);
  expect(names).toEqual(expect.arrayContaining(['Omar Al-Qahtani', 'Faisal Al-Otaibi']));
  expect(names).not.toContain('Noura Al-Shehri');
});
