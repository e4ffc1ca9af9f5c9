import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { apiFrom, clusterState, loginFrom, loopbackIp, visitorBrowser } from '../support/cluster';
import { AGENT, DEMO, loginThroughForm } from '../support/auth';
import { COMMON, portalText } from '../support/routes';
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

/**
 * The demo agent, on a page served by the instance on `port`, answers over that instance's socket
 * the unassigned conversation whose last message is `question`.
 */
async function agentAnswersChat(port: number, question: string, answer: string) {
  const agent = await visitorBrowser('chat-agent', [port]);
  try {
    const token = await loginFrom(agent.ip, port, AGENT.email, AGENT.password);
    await agent.page.goto('/api/health');
    await agent.page.evaluate(
      ({ token, question, answer }) =>
        new Promise<void>((resolve, reject) => {
          const socket = new WebSocket(`${location.origin.replace('http', 'ws')}/api/realtime`, 'site.v1');
          const request = (ref: string, name: string, data: unknown) => socket.send(JSON.stringify({ type: 'request', ref, name, data }));
          socket.onopen = () => socket.send(JSON.stringify({ type: 'auth', v: 1, token }));
          socket.onmessage = (event) => {
            const frame = JSON.parse(String(event.data)) as { type: string; ref?: string; data?: { items?: Array<{ id: string; lastMessage: { content: { text?: string } } | null }> } };
            if (frame.type === 'ready') request('list', 'chat.list', { box: 'unassigned' });
            if (frame.type === 'reply' && frame.ref === 'list') {
              const conversation = frame.data?.items?.find((item) => item.lastMessage?.content.text === question);
              if (!conversation) return reject(new Error('the visitor\'s conversation is not in the unassigned box'));
              request('send', 'chat.send', { conversationId: conversation.id, clientId: `cluster-${Date.now()}`, content: { kind: 'text', text: answer } });
            }
            if (frame.type === 'reply' && frame.ref === 'send') resolve(socket.close());
            if (frame.type === 'error') reject(new Error(JSON.stringify(frame)));
          };
        }),
      { token, question, answer },
    );
  } finally {
    await agent.close();
  }
}

test('a chat message sent through instance A reaches the visitor\'s browser on instance B', async () => {
  const visitor = await visitorBrowser('chat', [b.port]);
  try {
    await visitor.page.goto('/en');
    const launcher = visitor.page.getByRole('button', { name: 'Chat with support' });
    await launcher.click();
    const panel = visitor.page.getByRole('dialog', { name: 'Support chat' });
    const question = `Where is my order? ${Date.now()}`;
    await panel.getByRole('textbox', { name: 'Your message' }).fill(question);
    await panel.getByRole('textbox', { name: 'Your message' }).press('Enter');
    const messages = panel.getByRole('list', { name: 'Messages' });
    await expect(messages).toContainText(question);

    const answer = `Answered through A at ${Date.now()}`;
    await agentAnswersChat(a.port, question, answer);
    // No reload: the answer arrives over B's socket, fanned out from A through PostgreSQL.
    await expect(messages).toContainText(answer);
  } finally {
    await visitor.close();
  }
});

test('the login back-off counts attempts spread over both instances', async () => {
  // With a Redis to use (CI names the machine's), the counters are there, as in production.
  if (process.env.REDIS_URL) expect(clusterState().limits).toMatchObject({ store: 'redis', url: process.env.REDIS_URL });
  const identifier = `nobody-${Date.now()}@example.com`;
  const attempt = (port: number, n: number) => apiFrom(loopbackIp(`lockout-${n}`), port, 'POST', '/api/auth/login', { body: { identifier, password: 'Wrong-password-1' } });
  // Five free attempts in all, alternating A and B: each is a plain "wrong credentials".
  for (let n = 0; n < 5; n += 1) expect((await attempt(n % 2 === 0 ? a.port : b.port, n)).status).toBe(422);
  const sixth = await attempt(a.port, 5);
  expect(sixth.status).toBe(429);
  expect(sixth.body.message).toEqual(expect.any(String));
  expect((await attempt(b.port, 6)).status).toBe(429);
});

/**
 * What a remote's team runs: `npm run release` from the remote's folder, on a build whose
 * manifest carries `buildId` (here the built mf-groups, copied and given the id, standing in for a
 * new build), to the cluster's second origin.
 */
function release(remoteCopy: string, buildId: string, ...extra: string[]) {
  const manifestFile = path.join(remoteCopy, 'dist', 'mf-manifest.json');
  fs.writeFileSync(manifestFile, JSON.stringify({ ...(JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as object), buildId }));
  const { releases } = clusterState();
  const run = spawnSync(process.execPath, [path.join(__dirname, '..', '..', 'shared', 'build', 'release-remote.cjs'), '--to', releases.dir, '--url', releases.url, '--map', releases.map, '--skip-build', ...extra], { cwd: remoteCopy, encoding: 'utf8' });
  expect(run.status, run.stderr).toBe(0);
}

test('mf-groups released on a second origin, switched to a new build and rolled back; one needing an incompatible shared shows the area error screen', async () => {
  const { url, releases } = clusterState();
  const remoteCopy = fs.mkdtempSync(path.join(os.tmpdir(), 'mf-groups-'));
  fs.cpSync(path.join(__dirname, '..', '..', 'mf-groups', 'dist'), path.join(remoteCopy, 'dist'), { recursive: true });
  fs.writeFileSync(path.join(remoteCopy, 'package.json'), JSON.stringify({ name: '@site/mf-groups' }));
  const pids = clusterState().instances.map((instance) => instance.pid);
  const visitor = await visitorBrowser('release', [Number(new URL(url).port)]);
  // The visitor's host is a subdomain of a main host: the server and the browser must agree on its layout.
  const renderedAgain: string[] = [];
  visitor.page.on('console', (message) => {
    if (message.text().includes('rendered again')) renderedAgain.push(message.text());
  });
  /**
   * The groups page: the build that rendered its area on the server (the marker the served HTML
   * carries) and the release its remote entry came from in the browser.
   */
  const groupsFrom = async () => {
    const entry = visitor.page.waitForResponse((response) => response.url().endsWith('/remoteEntry.js') && response.url().includes('/mf-groups/'));
    const served = await visitor.page.goto('/en/groups');
    const marker = /id="sh-area-mf-groups"[^>]*data-ssr="([^"]*)"/.exec((await served?.text()) ?? '')?.[1];
    await expect(visitor.page.getByRole('heading', { level: 1 })).toBeVisible();
    return { marker, entry: (await entry).url() };
  };
  // Each instance picks up the map on its own: a release is live once every one of them serves it.
  const mappedBy = (port: number) => fetch(`http://127.0.0.1:${port}/app-config.json`).then(async (response) => ((await response.json()) as { remotes: Record<string, string> }).remotes['mf-groups']);
  const mapped = async () => {
    const maps = new Set(await Promise.all(clusterState().instances.map((instance) => mappedBy(instance.port))));
    return maps.size === 1 ? [...maps][0] : `instances differ: ${[...maps].join(', ')}`;
  };
  try {
    for (const id of ['e2e-v1', 'e2e-v2']) {
      release(remoteCopy, id);
      await expect.poll(mapped).toBe(`${releases.url}/mf-groups/${id}/mf-manifest.json`);
      expect(await groupsFrom()).toEqual({ marker: id, entry: `${releases.url}/mf-groups/${id}/remoteEntry.js` });
    }
    release(remoteCopy, 'e2e-v2', '--rollback');
    await expect.poll(mapped).toBe(`${releases.url}/mf-groups/e2e-v1/mf-manifest.json`);
    expect(await groupsFrom()).toEqual({ marker: 'e2e-v1', entry: `${releases.url}/mf-groups/e2e-v1/remoteEntry.js` });

    // A build that asks for an incompatible `shared` (^2, the shell provides 1.x): its remote
    // entry with the ranges it consumes raised, as a build against shared 2.0.0 would have them.
    const entry = path.join(remoteCopy, 'dist', 'remoteEntry.js');
    // The federation runtime's share config: `requiredVersion:"^1.x.y"` only `@site/shared` asks for.
    const ranges = /requiredVersion:"\^1\.\d+\.\d+"/g;
    expect(fs.readFileSync(entry, 'utf8')).toMatch(ranges);
    fs.writeFileSync(entry, fs.readFileSync(entry, 'utf8').replace(ranges, 'requiredVersion:"^2.0.0"'));
    for (const copy of ['.gz', '.br']) fs.rmSync(`${entry}${copy}`, { force: true });
    release(remoteCopy, 'e2e-v3-needs-shared-2');
    await expect.poll(mapped).toBe(`${releases.url}/mf-groups/e2e-v3-needs-shared-2/mf-manifest.json`);
    await visitor.page.goto('/en/groups');
    const area = visitor.page.getByRole('alert');
    const common = COMMON.en as { errors: Record<string, string>; nav: { main: string } };
    await expect(area).toContainText(common.errors.heading!);
    await expect(area).toContainText(common.errors['500']!);
    // Only the area fails: the shell's chrome stays.
    await expect(visitor.page.getByRole('navigation', { name: common.nav.main })).toBeVisible();

    // The same API processes served every step.
    expect(clusterState().instances.map((instance) => instance.pid)).toEqual(pids);
    // Every served page hydrated as it was: nothing the server rendered was thrown away.
    expect(renderedAgain).toEqual([]);
  } finally {
    await visitor.close();
    fs.rmSync(remoteCopy, { recursive: true, force: true });
  }
});

/** The HTML instance `port` serves for `pathname` to a crawler (no cookies, the main host's name). */
function htmlFrom(port: number, pathname: string) {
  return new Promise<string>((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port, path: pathname, headers: { host: 'localhost', 'cache-control': 'no-cache' } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    });
    request.on('error', reject);
  });
}

test('an editor publishes the home hero through instance A; the page instance B serves shows it within a second', async () => {
  const ip = loopbackIp('editor');
  const token = await loginFrom(ip, a.port, 'editor@example.com', 'Editor@12345');
  const list = await apiFrom(ip, a.port, 'GET', '/api/admin/content/home-hero', { token });
  const hero = (list.body.items as Array<{ live: { id: string; title: { ar: string; en: string } } }>)[0]!.live;
  // Letters only: the Arabic pages are checked for Western digits elsewhere.
  const marker = `عنوان المجموعة ${Date.now().toString().replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!)}`;
  const draft = await apiFrom(ip, a.port, 'PUT', `/api/admin/content/home-hero/${hero.id}/draft`, { token, body: { data: { ...hero, title: { ...hero.title, ar: marker } } } });
  expect(draft.status).toBe(200);
  expect(await htmlFrom(b.port, '/ar')).not.toContain(marker);

  const published = await apiFrom(ip, a.port, 'POST', `/api/admin/content/home-hero/${hero.id}/publish`, { token, body: {} });
  expect(published.status).toBe(200);
  const since = Date.now();
  let ms = -1;
  while (ms < 0 && Date.now() - since < 10_000) {
    if ((await htmlFrom(b.port, '/ar')).includes(marker)) ms = Date.now() - since;
    else await new Promise((resolve) => setTimeout(resolve, 20));
  }
  console.log(`publish-to-visible across instances (published on A, /ar served by B): ${ms} ms`);
  expect(ms).toBeGreaterThanOrEqual(0);
  expect(ms).toBeLessThanOrEqual(1_000);
  expect(await htmlFrom(b.port, '/en')).toContain(hero.title.en);
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
    // A socket that was on the killed instance is back through nginx within about a second, and the
    // page reads the ticket again once it follows the ticket's topic again: the answer is in that
    // read or arrives as an event after it.
    await expect(visitor.page.getByText(answer)).toBeVisible({ timeout: 15_000 });

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
