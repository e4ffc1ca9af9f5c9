import { expect, test } from '@playwright/test';
import { apiFrom, clusterState, loginFrom, loopbackIp, visitorBrowser } from '../support/cluster';
import { AGENT, DEMO, loginThroughForm } from '../support/auth';
import { portalText } from '../support/routes';
import { expectToast, recordToasts } from '../support/toasts';

/*
 * The production shape: nginx in front of two API instances on one PostgreSQL. Instance A and B
 * are also reached directly, to prove that what one instance accepts, the other serves.
 */

test.describe.configure({ mode: 'serial' });

const text = (key: string) => portalText('en', key);
const [a, b] = clusterState().instances;
if (!a || !b) throw new Error('the cluster runs fewer than two instances');

/**
 * The demo client signs in on the page, raises a ticket through instance B and opens it: the page
 * now follows the ticket over its realtime socket. Returns the client's token and the ticket id.
 */
async function clientOnOwnTicket(visitor: Awaited<ReturnType<typeof visitorBrowser>>, subject: string) {
  await recordToasts(visitor.page);
  await loginThroughForm(visitor.page, 'en', DEMO.email, DEMO.password);
  const token = await loginFrom(visitor.ip, b!.port, DEMO.email, DEMO.password);
  const { status, body } = await apiFrom(visitor.ip, b!.port, 'POST', '/api/tickets', {
    token, body: { type: 'problem', department: 'technical', subject, details: 'Raised in the cluster test.' },
  });
  expect(status).toBe(201);
  const id = body.id as string;
  await visitor.page.goto(`/en/tickets/${id}`);
  await expect(visitor.page.getByRole('heading', { level: 1, name: subject })).toBeVisible();
  return { token, id };
}

/** The demo agent answers ticket `id` through the instance on `port`. */
async function agentAnswers(port: number, id: string, answer: string) {
  const ip = loopbackIp(`agent-${port}`);
  const token = await loginFrom(ip, port, AGENT.email, AGENT.password);
  expect((await apiFrom(ip, port, 'POST', `/api/tickets/${id}/replies`, { token, body: { body: answer } })).status).toBe(201);
}

test('signed in through instance A, the session works through instance B', async () => {
  const visitor = await visitorBrowser('session', [a.port, b.port]);
  try {
    const onB = visitor.origins[1] as string;
    await loginThroughForm(visitor.page, 'en', DEMO.email, DEMO.password);

    await visitor.page.goto(`${onB}/en/tickets`);
    await expect(visitor.page).toHaveURL(`${onB}/en/tickets`);
    const cookie = (await visitor.page.context().cookies(onB)).find((c) => c.name === 'auth_user');
    const token = (JSON.parse(decodeURIComponent(cookie?.value ?? '{}')) as { token?: string }).token ?? '';
    const me = await apiFrom(visitor.ip, b.port, 'GET', '/api/auth/me', { token });
    expect(me.status).toBe(200);
    expect(me.body.email).toBe(DEMO.email);
  } finally {
    await visitor.close();
  }
});

test('a ticket reply sent through instance A reaches the client’s browser on instance B', async () => {
  const visitor = await visitorBrowser('reply', [b.port]);
  try {
    const { id } = await clientOnOwnTicket(visitor, `Cluster reply ${Date.now()}`);
    const answer = `Answered through A at ${Date.now()}`;
    await agentAnswers(a.port, id, answer);
    // No reload: the reply arrives over B's socket, fanned out from A through PostgreSQL.
    await expect(visitor.page.getByText(answer)).toBeVisible();
  } finally {
    await visitor.close();
  }
});

test('the login back-off counts attempts spread over both instances', async () => {
  const identifier = `nobody-${Date.now()}@example.com`;
  const attempt = (port: number, n: number) => apiFrom(loopbackIp(`lockout-${n}`), port, 'POST', '/api/auth/login', { body: { identifier, password: 'Wrong-password-1' } });
  // Five free attempts in all, alternating A and B: each is a plain "wrong credentials".
  for (let n = 0; n < 5; n += 1) expect((await attempt(n % 2 === 0 ? a.port : b.port, n)).status).toBe(422);
  const sixth = await attempt(a.port, 5);
  expect(sixth.status).toBe(429);
  expect(sixth.body.message).toEqual(expect.any(String));
  expect((await attempt(b.port, 6)).status).toBe(429);
});

test('SIGKILL of one instance mid-session: the browser carries on through the other', async () => {
  const { url } = clusterState();
  const visitor = await visitorBrowser('kill', [Number(new URL(url).port)]);
  try {
    const { token, id } = await clientOnOwnTicket(visitor, `Cluster failover ${Date.now()}`);

    process.kill(a.pid, 'SIGKILL');
    await expect.poll(() => apiFrom(visitor.ip, a.port, 'GET', '/api/health/live').then(() => 'up', () => 'down')).toBe('down');

    // An answer through the surviving instance reaches the page (its socket reconnected, if it was on A).
    const answer = `Still here at ${Date.now()}`;
    await agentAnswers(b.port, id, answer);
    await expect(visitor.page.getByText(answer)).toBeVisible({ timeout: 20_000 });

    // The client answers from the page, through nginx: acknowledged, and kept.
    const mine = `Client reply after the failover ${Date.now()}`;
    const form = visitor.page.getByRole('form', { name: text('tickets.reply.heading') });
    await form.getByLabel(text('tickets.reply.body')).fill(mine);
    await form.getByRole('button', { name: text('tickets.reply.submit') }).click();
    await expectToast(visitor.page, text('toasts.replySent'));
    const detail = await apiFrom(visitor.ip, b.port, 'GET', `/api/tickets/${id}`, { token });
    expect(JSON.stringify(detail.body)).toContain(mine);
  } finally {
    await visitor.close();
  }
});
