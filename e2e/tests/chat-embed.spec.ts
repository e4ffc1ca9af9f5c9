import http from 'node:http';
import path from 'node:path';
import { type Page, expect, test } from '@playwright/test';
import { AGENT } from '../support/auth';
import { seriousA11yViolations } from '../support/axe';
import { BASE_URL, CHROMIUM, CHROMIUM_ARGS, EMBED_HOST_ORIGIN, EMBED_HOST_PORT, UNLISTED_HOST_PORT } from '../support/env';

/**
 * Another website embeds the chat with one script tag: the visitor sends text, a photo, a voice
 * note (Chromium's fake microphone) and a location, an agent answers through the API, and the
 * visitor sees the answer. A website not listed in CHAT_EMBED_ORIGINS gets no chat.
 */
const PHOTO = path.resolve(__dirname, '../../api/public/images/og-default.png');

const hostPage = (lang: 'ar' | 'en') => `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><title>Partner shop</title></head>
<body><main><h1>Partner shop</h1><p>Products and prices.</p></main>
<script>window.received = [];</script>
<script src="${BASE_URL}/chat/embed.js" data-lang="${lang}" async
  onload="SiteChat.on('message', function (m) { window.received.push(m); })"></script>
</body></html>`;

// One small server answers on both ports: only the first is listed in CHAT_EMBED_ORIGINS.
const server = http.createServer((request, response) => {
  const lang = request.url?.includes('lang=ar') ? 'ar' : 'en';
  response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(hostPage(lang));
});
const unlisted = http.createServer((_request, response) => response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(hostPage('en')));

test.beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(EMBED_HOST_PORT, '127.0.0.1', resolve));
  await new Promise<void>((resolve) => unlisted.listen(UNLISTED_HOST_PORT, '127.0.0.1', resolve));
});
test.afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await new Promise((resolve) => unlisted.close(resolve));
});

test.use({
  launchOptions: { executablePath: CHROMIUM, args: [...CHROMIUM_ARGS, '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'] },
  permissions: ['geolocation', 'microphone'],
  geolocation: { latitude: 24.7136, longitude: 46.6753 },
});

const LABEL = { en: 'Chat with support', ar: 'تحدّث مع فريق الدعم' };
const TITLE = { en: 'Support chat', ar: 'محادثة الدعم' };

async function openWidget(page: Page, lang: 'ar' | 'en') {
  await page.goto(`${EMBED_HOST_ORIGIN}/?lang=${lang}`);
  const launcher = page.getByRole('button', { name: LABEL[lang] });
  await launcher.click();
  await expect(launcher).toHaveAttribute('aria-expanded', 'true');
  const frame = page.frameLocator(`iframe[title="${TITLE[lang]}"]`);
  await expect(frame.getByRole('dialog', { name: TITLE[lang] })).toBeVisible();
  return frame;
}

/**
 * The agent answers through the realtime API, from a page of the site (same origin as the socket);
 * returns the page the agent is shown for the visitor.
 */
async function agentReplies(page: Page, text: string): Promise<string | null> {
  const login = await page.request.post(`${BASE_URL}/api/auth/login`, { data: { identifier: AGENT.email, password: AGENT.password } });
  expect(login.ok()).toBeTruthy();
  const { token } = (await login.json()) as { token: string };
  const agent = await page.context().newPage();
  await agent.goto(`${BASE_URL}/api/health`);
  const visitorPage = await agent.evaluate(
    ({ token, text }) =>
      new Promise<string | null>((resolve, reject) => {
        let seenPage: string | null = null;
        const socket = new WebSocket(`${location.origin.replace('http', 'ws')}/api/realtime`, 'site.v1');
        socket.onopen = () => socket.send(JSON.stringify({ type: 'auth', v: 1, token }));
        socket.onmessage = (event) => {
          const frame = JSON.parse(String(event.data)) as { type: string; ref?: string; data?: { items?: Array<{ id: string; client: { page: string | null } }> } };
          if (frame.type === 'ready') socket.send(JSON.stringify({ type: 'request', ref: 'list', name: 'chat.list', data: { box: 'unassigned' } }));
          if (frame.type === 'reply' && frame.ref === 'list') {
            const conversation = frame.data?.items?.at(-1);
            seenPage = conversation?.client.page ?? null;
            const conversationId = conversation?.id;
            socket.send(JSON.stringify({ type: 'request', ref: 'send', name: 'chat.send', data: { conversationId, clientId: 'e2e-reply', content: { kind: 'text', text } } }));
          }
          if (frame.type === 'reply' && frame.ref === 'send') {
            socket.close();
            resolve(seenPage);
          }
          if (frame.type === 'error') reject(new Error(JSON.stringify(frame)));
        };
      }),
    { token, text },
  );
  await agent.close();
  return visitorPage;
}

test('a visitor on another website sends text, a photo, a voice note and a location, and sees the agent reply', async ({ page }) => {
  const frame = await openWidget(page, 'en');
  const messages = frame.getByRole('list', { name: 'Messages' });

  await frame.getByRole('textbox', { name: 'Your message' }).fill('Hello, مرحبا https://example.com/order/7');
  await frame.getByRole('textbox', { name: 'Your message' }).press('Enter');
  await expect(messages.getByRole('link', { name: 'https://example.com/order/7' })).toBeVisible();
  await expect(messages.getByText('Sent').first()).toBeVisible();

  await frame.locator('input[type="file"]').setInputFiles(PHOTO);
  await expect(frame.getByRole('img', { name: 'og-default.png' })).toBeVisible();
  await frame.getByRole('button', { name: 'Send attachment' }).click();
  await expect(messages.getByRole('img', { name: 'og-default.png' })).toBeVisible();

  await frame.getByRole('button', { name: 'Record a voice note' }).click();
  await expect(frame.getByRole('status').filter({ hasText: 'Recording' })).toBeVisible();
  await frame.getByRole('button', { name: 'Stop recording' }).click();
  await frame.getByRole('button', { name: 'Send attachment' }).click();
  await expect(messages.getByText(/^Voice note, /)).toBeVisible();
  await expect(messages.locator('audio[controls]')).toHaveAttribute('src', /\/api\/uploads\//);

  await frame.getByRole('button', { name: 'Share my location' }).click();
  await expect(messages.getByText('Shared location')).toBeVisible();
  await expect(messages.getByRole('link', { name: 'Open in map' })).toHaveAttribute('href', /mlat=24\.7136/);

  // The agent sees the host website's page the visitor is on, not the frame's address.
  expect(await agentReplies(page, 'Thanks, we are on it.')).toBe(page.url());
  await expect(messages.getByText('Thanks, we are on it.')).toBeVisible();
  // The host page hears it through the embed API, and the visitor's messages show as read once seen.
  await expect.poll(() => page.evaluate(() => (window as unknown as { received: Array<{ text: string | null }> }).received.map((m) => m.text))).toContain('Thanks, we are on it.');

  // Escape closes the panel and gives focus back to the launcher on the host page.
  await frame.getByRole('textbox', { name: 'Your message' }).press('Escape');
  await expect(page.getByRole('button', { name: LABEL.en })).toBeFocused();
  await expect(page.getByRole('button', { name: LABEL.en })).toHaveAttribute('aria-expanded', 'false');
});

for (const lang of ['en', 'ar'] as const) {
  test(`the open widget speaks ${lang} with no serious accessibility violations`, async ({ page }) => {
    const frame = await openWidget(page, lang);
    await expect(frame.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
    await expect(frame.getByRole('textbox', { name: lang === 'ar' ? 'رسالتك' : 'Your message' })).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
}

test('a website that is not listed gets no chat: the frame is refused and no launcher appears', async ({ page }) => {
  const refused = page.waitForEvent('console', (message) => message.text().includes('frame-ancestors'));
  await page.goto(`http://127.0.0.1:${UNLISTED_HOST_PORT}/`);
  await refused;
  await expect(page.locator('iframe')).toBeHidden();
  await expect(page.getByRole('button', { name: LABEL.en })).toBeHidden();
});
