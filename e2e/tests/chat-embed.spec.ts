import http from 'node:http';
import path from 'node:path';
import { type APIRequestContext, type Browser, type Page, type Response } from '@playwright/test';
import { signInByApi } from '../support/accounts';
import { watchTrouble } from '../support/trouble';
import { AGENT } from '../support/auth';
import { expect, withOwnAddress as test } from '../support/client';
import { seriousA11yViolations } from '../support/axe';
import { chatMessageText, chatText, LANGS, portalText, type Lang } from '../support/routes';
import { EMBED_BUDGET } from '../../shared/src/budgets';
import { BASE_URL, CHROMIUM, CHROMIUM_ARGS, EMBED_HOST_ORIGIN, EMBED_HOST_PORT, UNLISTED_HOST_PORT } from '../support/env';

/**
 * Another website embeds the chat with one script tag: the visitor sends text, a photo, a voice
 * note (Chromium's fake microphone) and a location; the agent sees each arrive in the inbox,
 * takes the conversation and answers there; the visitor and the host page see the answer. In
 * both languages. A website not listed in CHAT_EMBED_ORIGINS gets no chat.
 */
const PHOTO = path.resolve(__dirname, '../../api/public/images/og-default.png');

const hostPage = (lang: Lang) => `<!doctype html>
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

// A failure inside the chat's frame: the frame is another site's document, which the page's own
// snapshot leaves out; what it showed, and what went wrong on the wire, are printed under the failure.
let trouble: string[] = [];
test.beforeEach(({ page }) => {
  trouble = watchTrouble(page);
  page.on('websocket', (socket) => {
    socket.on('framesent', ({ payload }) => void (String(payload).includes('"request"') && trouble.push(`sent: ${String(payload).slice(0, 300)}`)));
    socket.on('framereceived', ({ payload }) => void (/"type":"(reply|error)"/.test(String(payload)) && trouble.push(`received: ${String(payload).slice(0, 300)}`)));
    socket.on('close', () => void trouble.push(`socket closed: ${socket.url()}`));
  });
});
test.afterEach(async ({ page }, testInfo) => {
  if (testInfo.status === testInfo.expectedStatus) return;
  for (const frame of page.frames().slice(1)) {
    const shown = await frame.locator('body').ariaSnapshot({ timeout: 2_000 }).catch((error: unknown) => String(error));
    process.stdout.write(`\n--- the frame ${frame.url()} when "${testInfo.title}" failed ---\n${shown}\n--- end ---\n`);
  }
  process.stdout.write(`--- on the wire ---\n${trouble.join('\n')}\n--- end ---\n`);
});

const LABEL = { en: 'Chat with support', ar: 'تحدّث مع فريق الدعم' };
const TITLE = { en: 'Support chat', ar: 'محادثة الدعم' };

async function openWidget(page: Page, lang: Lang) {
  await page.goto(`${EMBED_HOST_ORIGIN}/?lang=${lang}`);
  const launcher = page.getByRole('button', { name: LABEL[lang] });
  await launcher.click();
  await expect(launcher).toHaveAttribute('aria-expanded', 'true');
  const frame = page.frameLocator(`iframe[title="${TITLE[lang]}"]`);
  await expect(frame.getByRole('dialog', { name: TITLE[lang] })).toBeVisible();
  return frame;
}

/** The agent, signed in (from an address of their own) in a browser of their own, on the inbox. */
async function openInbox(browser: Browser, api: APIRequestContext, lang: Lang) {
  const context = await browser.newContext({ baseURL: BASE_URL });
  const agent = await context.newPage();
  await signInByApi(api, agent, BASE_URL, AGENT.email, AGENT.password);
  await agent.goto(`/${lang}/inbox`);
  await expect(agent.getByRole('heading', { name: portalText(lang, 'inbox.heading') })).toBeVisible();
  return agent;
}

const fill = (text: string, vars: Record<string, string>) => text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => vars[name] ?? '').trim();

for (const lang of LANGS) {
  const chat = (key: string, vars: Record<string, string> = {}) => fill(chatText(lang, key), vars);
  const inbox = (key: string, vars: Record<string, string> = {}) => fill(portalText(lang, key), vars);
  const shown = (key: string, vars: Record<string, string> = {}) => fill(chatMessageText(lang, key), vars);

  test(`${lang}: a visitor on another website sends text, a photo, a voice note and a location; the agent sees each live in the inbox and answers there`, async ({ page, browser, api }) => {
    test.setTimeout(90_000);
    const agent = await openInbox(browser, api, lang);
    const frame = await openWidget(page, lang);
    const messages = frame.getByRole('list', { name: chat('message.list') });
    const box = frame.getByRole('textbox', { name: chat('composer.label') });

    const words = `${lang === 'ar' ? 'مرحبا، طلبي' : 'Hello, my order'} ${Date.now().toString(36)}`;
    await box.fill(`${words} https://example.com/order/7`);
    await box.press('Enter');
    await expect(messages.getByRole('link', { name: 'https://example.com/order/7' })).toBeVisible();
    await expect(messages.getByText(chat('message.sent')).first()).toBeVisible();

    // The conversation arrives in the agent's list without a reload; the agent opens it.
    const list = agent.getByRole('list', { name: inbox('inbox.listLabel', { box: inbox('inbox.boxes.unassigned') }) });
    await list.getByRole('link').filter({ hasText: words }).click();
    const pane = agent.getByRole('article');
    const log = pane.getByRole('log');
    await expect(log).toContainText(words);
    // The agent sees the host website's page the visitor is on, not the frame's address, in the context pane.
    const context = agent.getByRole('complementary', { name: inbox('inbox.context') });
    await expect(context.getByRole('link', { name: page.url() })).toBeVisible();

    await frame.locator('input[type="file"]').setInputFiles(PHOTO);
    await expect(frame.getByRole('img', { name: 'og-default.png' })).toBeVisible();
    await frame.getByRole('button', { name: chat('composer.sendFile') }).click();
    await expect(messages.getByRole('img', { name: 'og-default.png' })).toBeVisible();
    await expect(log.getByRole('img', { name: /og-default/ })).toBeVisible();

    await frame.getByRole('button', { name: chat('composer.record') }).click();
    await expect(frame.getByRole('status').filter({ hasText: chat('composer.recording') })).toBeVisible();
    await frame.getByRole('button', { name: chat('composer.stop') }).click();
    await frame.getByRole('button', { name: chat('composer.sendFile') }).click();
    await expect(messages.getByText(shown('voice'))).toBeVisible();
    await expect(messages.locator('audio[controls]')).toHaveAttribute('src', /\/api\/uploads\//);
    await expect(log.locator('audio[controls]')).toHaveAttribute('src', /\/api\/uploads\//);
    // The player fits inside its bubble, in both directions (it overflowed the Arabic chat's).
    for (const list of [messages, log]) {
      const bubble = list.locator('li:has(audio[controls])').last();
      const [outer, player] = [await bubble.boundingBox(), await bubble.locator('audio').boundingBox()];
      expect(player!.x).toBeGreaterThanOrEqual(outer!.x - 0.5);
      expect(player!.x + player!.width).toBeLessThanOrEqual(outer!.x + outer!.width + 0.5);
      expect(player!.width).toBeGreaterThan(120);
    }

    await frame.getByRole('button', { name: chat('composer.location') }).click();
    await expect(messages.getByText(shown('location'))).toBeVisible();
    await expect(messages.getByRole('link', { name: shown('openMap') })).toHaveAttribute('href', /mlat=24\.7136/);
    await expect(log.getByRole('link', { name: shown('openMap') })).toHaveAttribute('href', /24\.7136/);

    // The agent takes the conversation and answers from the inbox's reply box.
    await pane.getByRole('button', { name: inbox('inbox.take') }).click();
    await expect(pane).toContainText(inbox('inbox.assigned.me'));
    const answer = lang === 'ar' ? 'شكرًا، نعمل على طلبك.' : 'Thanks, we are on it.';
    await pane.getByLabel(inbox('inbox.reply.label')).fill(answer);
    await pane.getByLabel(inbox('inbox.reply.label')).press('Enter');
    await expect(log).toContainText(answer);

    await expect(messages.getByText(answer)).toBeVisible();
    // The host page hears it through the embed API.
    await expect.poll(() => page.evaluate(() => (window as unknown as { received: Array<{ text: string | null }> }).received.map((m) => m.text))).toContain(answer);

    // Escape closes the panel and gives focus back to the launcher on the host page.
    await box.press('Escape');
    await expect(page.getByRole('button', { name: LABEL[lang] })).toBeFocused();
    await expect(page.getByRole('button', { name: LABEL[lang] })).toHaveAttribute('aria-expanded', 'false');
    await agent.context().close();
  });
}

for (const lang of LANGS) {
  test(`the open widget speaks ${lang} with no serious accessibility violations`, async ({ page }) => {
    const frame = await openWidget(page, lang);
    await expect(frame.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
    await expect(frame.getByRole('textbox', { name: lang === 'ar' ? 'رسالتك' : 'Your message' })).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
}

/** Bytes one response took on the wire (its headers and its body as sent, compressed). */
async function transferred(response: Response): Promise<number> {
  const sizes = await response.request().sizes();
  return sizes.responseHeadersSize + sizes.responseBodySize;
}

test('the chat costs the host page a few KB until opened and no chat identity; once opened, the frame loads in a few compressed scripts', async ({ page }) => {
  const beforeOpen: Response[] = [];
  const identities: string[] = [];
  page.on('response', (response) => {
    if (response.url().startsWith(BASE_URL)) beforeOpen.push(response);
  });
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/api/chat/visitors')) identities.push(request.url());
  });
  await page.goto(`${EMBED_HOST_ORIGIN}/?lang=en`);
  const launcher = page.getByRole('button', { name: LABEL.en });
  await expect(launcher).toBeVisible();
  await page.waitForLoadState('networkidle');
  const bytes = (await Promise.all(beforeOpen.map(transferred))).reduce((a, b) => a + b, 0);
  expect(beforeOpen.map((r) => new URL(r.url()).pathname).sort()).toEqual(['/chat/embed.js', '/chat/embed/config']);
  expect(bytes).toBeLessThanOrEqual(EMBED_BUDGET.beforeOpenKB * 1024);
  await expect(page.locator('iframe')).toHaveCount(0);
  expect(identities).toEqual([]);

  const frameScripts: Response[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script' && response.frame() !== page.mainFrame()) frameScripts.push(response);
  });
  await launcher.click();
  const frame = page.frameLocator(`iframe[title="${TITLE.en}"]`);
  await expect(frame.getByRole('textbox', { name: chatText('en', 'composer.label') })).toBeEditable();
  // Its weight (brotli) and the time to a usable composer are the bench's figures (e2e/bench/embed.ts).
  expect(frameScripts.every((r) => r.headers()['content-encoding'] === 'br')).toBe(true);
  expect(frameScripts.length).toBeGreaterThan(0);
  expect(frameScripts.length).toBeLessThanOrEqual(EMBED_BUDGET.frameScriptRequests);
});

test('a website that is not listed gets no chat: its config request is refused, no launcher and no frame appear', async ({ page }) => {
  // Refused without CORS headers, so the page's script sees a network error: the request fails.
  const config = page.waitForEvent('requestfailed', (request) => request.url().endsWith('/chat/embed/config'));
  await page.goto(`http://127.0.0.1:${UNLISTED_HOST_PORT}/`);
  await config;
  await expect(page.getByRole('button', { name: LABEL.en })).toBeHidden();
  await expect(page.locator('iframe')).toHaveCount(0);
});
