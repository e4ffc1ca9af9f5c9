import type { Page } from '@playwright/test';
import { signInByApi, signedInNewAccount } from '../support/accounts';
import { AGENT } from '../support/auth';
import { seriousA11yViolations } from '../support/axe';
import { expect, test } from '../support/client';
import { chatMessageText, COMMON, LANGS, portalText } from '../support/routes';

/*
 * The agent inbox end to end, in each language: a visitor (a real browser page talking over the
 * realtime socket with an anonymous chat identity) writes; the agent sees the conversation arrive
 * without reloading, opens it, takes it and answers with the keyboard, a photo, a place and a voice
 * note; the visitor receives each; the agent opens a ticket with the messages quoted and closes the
 * conversation. A client opening the inbox gets the 403 screen.
 */

test.describe.configure({ mode: 'parallel' });
test.use({
  launchOptions: { args: ['--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'] },
  permissions: ['geolocation', 'microphone'],
  geolocation: { latitude: 24.7136, longitude: 46.6753 },
});

interface Frame {
  type: string;
  name?: string;
  data?: { sender?: string; content?: { kind?: string; text?: string }; file?: { name?: string } };
}

/** A 1x1 PNG: a real image, judged by its bytes. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

/** The visitor side: a socket opened from a page of the site, as the widget would. */
async function visitorChat(page: Page, token: string, lang: string) {
  await page.evaluate(
    async ({ token, lang }) => {
      const socket = new WebSocket(`${location.origin.replace(/^http/, 'ws')}/api/realtime`, 'site.v1');
      const frames: unknown[] = [];
      Object.assign(window, { chatFrames: frames, chatSocket: socket });
      socket.onmessage = (event) => frames.push(JSON.parse(event.data as string));
      await new Promise((resolve) => (socket.onopen = resolve));
      socket.send(JSON.stringify({ type: 'auth', v: 1, token, lang }));
    },
    { token, lang },
  );
  const frames = () => page.evaluate(() => (window as unknown as { chatFrames: Frame[] }).chatFrames);
  await expect.poll(async () => (await frames()).some((f) => f.type === 'ready')).toBe(true);
  return {
    frames,
    send: (text: string, ref: string) =>
      page.evaluate(
        ({ text, ref }) => {
          const socket = (window as unknown as { chatSocket: WebSocket }).chatSocket;
          socket.send(JSON.stringify({ type: 'request', ref, name: 'chat.send', data: { clientId: ref, content: { kind: 'text', text }, page: location.href } }));
        },
        { text, ref },
      ),
    follow: (conversationId: string) =>
      page.evaluate((topic) => {
        (window as unknown as { chatSocket: WebSocket }).chatSocket.send(JSON.stringify({ type: 'subscribe', ref: 'follow', topic }));
      }, `chat:${conversationId}`),
  };
}

for (const lang of LANGS) {
  const text = (key: string, vars: Record<string, string> = {}) =>
    portalText(lang, key).replace(/\{\{(\w+)\}\}/g, (_, name: string) => vars[name] ?? '');

  test(`${lang}: a visitor writes -> the agent sees it live, takes it, replies, opens a ticket, closes`, async ({ page, api, visitor }) => {
    test.setTimeout(90_000);
    await signInByApi(api, page, visitor.origin, AGENT.email, AGENT.password);
    await page.goto(`/${lang}/inbox`);
    await expect(page.getByRole('heading', { name: text('inbox.heading') })).toBeVisible();
    const tabs = page.getByRole('navigation', { name: text('inbox.boxes.label') });
    await expect(tabs.locator('[aria-current="page"]')).toHaveText(text('inbox.boxes.unassigned'));

    // The visitor, on another page of the site, opens a chat and writes.
    const visitorPage = await page.context().browser()!.newContext({ baseURL: visitor.origin }).then((c) => c.newPage());
    await visitorPage.goto(`/${lang}/contactus`);
    const token = ((await (await api.post('/api/chat/visitors', { data: {} })).json()) as { token: string }).token;
    const chat = await visitorChat(visitorPage, token, lang);
    const words = `${lang === 'ar' ? 'الطلب لم يصل' : 'My order has not arrived'} ${Date.now().toString(36)}`;
    await chat.send(words, 'v1');

    // It arrives in the agent's list without a reload, with its unread count.
    const list = page.getByRole('list', { name: text('inbox.listLabel', { box: text('inbox.boxes.unassigned') }) });
    const item = list.getByRole('link').filter({ hasText: words });
    await expect(item).toBeVisible();
    await expect(item).toContainText(text('inbox.unread_one', { count: '1' }));
    await item.focus();
    await page.keyboard.press('Enter');

    // The conversation shows who, from which page and in which language.
    const pane = page.getByRole('article');
    await expect(pane.getByRole('heading', { name: text('inbox.visitor') })).toBeVisible();
    // The client's context is the third pane beside the conversation.
    const context = page.getByRole('complementary', { name: text('inbox.context') });
    await expect(context.getByRole('link', { name: `/${lang}/contactus` })).toBeVisible();
    await expect(context).toContainText(text(`inbox.langs.${lang}`));
    await expect(pane.getByRole('log')).toContainText(words);
    expect(await seriousA11yViolations(page)).toEqual([]);

    // Take it, then answer with the keyboard (Enter sends).
    await pane.getByRole('button', { name: text('inbox.take') }).click();
    await expect(pane).toContainText(text('inbox.assigned.me'));
    const answer = lang === 'ar' ? 'سنتحقق من طلبك الآن' : 'We are checking your order now';
    await pane.getByLabel(text('inbox.reply.label')).fill(answer);
    await pane.getByLabel(text('inbox.reply.label')).press('Enter');
    await expect(pane.getByRole('log')).toContainText(answer);
    await expect(pane.getByLabel(text('inbox.reply.label'))).toHaveValue('');

    // The visitor receives the answer on the conversation's topic; their next message shows live.
    const conversationId = new URL(page.url()).searchParams.get('c')!;
    await chat.follow(conversationId);
    await expect.poll(async () => (await chat.frames()).some((f) => f.type === 'subscribed')).toBe(true);
    const more = lang === 'ar' ? 'شكرًا لكم' : 'Thank you';
    await chat.send(more, 'v2');
    await expect(pane.getByRole('log')).toContainText(more);
    await expect
      .poll(async () => (await chat.frames()).some((f) => f.type === 'event' && f.name === 'chat.message' && f.data?.content?.text === more))
      .toBe(true);

    // The agent sends a photo: uploaded, shown inline, and received by the visitor as a photo.
    await pane.getByLabel(text('inbox.attach')).setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: PNG });
    await expect(pane.getByRole('log').getByRole('img', { name: /receipt/ })).toBeVisible();
    await expect
      .poll(async () => (await chat.frames()).some((f) => f.type === 'event' && f.name === 'chat.message' && f.data?.content?.kind === 'photo'))
      .toBe(true);

    // The agent shares a place and records a voice note (Chromium's fake microphone); the visitor gets both.
    await pane.getByRole('button', { name: text('inbox.device.location') }).click();
    await expect(pane.getByRole('log').getByRole('link', { name: chatMessageText(lang, 'openMap') })).toHaveAttribute('href', /24\.7136/);
    await pane.getByRole('button', { name: text('inbox.device.record') }).click();
    await expect(pane.getByRole('status').filter({ hasText: text('inbox.device.recording').trim() })).toBeVisible();
    await pane.getByRole('button', { name: text('inbox.device.stop') }).click();
    await pane.getByRole('button', { name: text('inbox.device.sendVoice') }).click();
    await expect(pane.getByRole('log').locator('audio[controls]')).toHaveAttribute('src', /\/api\/uploads\//);
    for (const kind of ['location', 'voice']) {
      await expect
        .poll(async () => (await chat.frames()).some((f) => f.type === 'event' && f.name === 'chat.message' && f.data?.content?.kind === kind))
        .toBe(true);
    }

    // A ticket from the conversation: the messages are quoted in its details.
    await pane.getByRole('button', { name: text('inbox.ticket.open') }).click();
    const dialog = page.getByRole('dialog', { name: text('inbox.ticket.heading') });
    await expect(dialog.getByLabel(text('tickets.details'))).toHaveValue(new RegExp(`> .*${words}`));
    await dialog.getByLabel(text('tickets.type')).selectOption('problem');
    await dialog.getByLabel(text('tickets.department')).selectOption('sales');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: text('inbox.ticket.submit') }).click();
    const ticketLink = pane.getByRole('link', { name: text('inbox.ticket.view') });
    await expect(ticketLink).toBeVisible();

    // Close: the conversation moves to the closed box.
    await pane.getByRole('button', { name: text('inbox.close') }).click();
    await expect(pane).toContainText(text('inbox.status.closed'));
    await tabs.getByRole('link', { name: text('inbox.boxes.closed') }).click();
    const closed = page.getByRole('list', { name: text('inbox.listLabel', { box: text('inbox.boxes.closed') }) });
    // Its last message is now the voice note; it is found by its link.
    await closed.locator(`a[href*="${conversationId}"]`).click();
    await expect(pane.getByRole('log')).toContainText(words);

    // The ticket opens for the agent with the quoted conversation.
    await ticketLink.click();
    await expect(page.locator('main')).toContainText(words);
    await visitorPage.context().close();
  });

  test(`${lang}: a client opening the inbox gets the 403 screen`, async ({ page, api, visitor }) => {
    await signedInNewAccount(api, page, visitor.origin, 'inbox');
    await page.goto(`/${lang}/inbox`);
    const errors = (COMMON[lang] as { errors: Record<string, string> }).errors;
    await expect(page.locator('main')).toContainText(errors['403']!);
    await expect(page.getByRole('list', { name: text('inbox.listLabel', { box: text('inbox.boxes.unassigned') }) })).toHaveCount(0);
  });
}
