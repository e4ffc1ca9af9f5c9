import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { formatNumber } from '../../shared/src/i18n/format';
import { newIdentity, registerByApi, signInByApi } from '../support/accounts';
import { AGENT } from '../support/auth';
import { seriousA11yViolations } from '../support/axe';
import { expect, test } from '../support/client';
import { chatText, LANGS, portalText } from '../support/routes';

/*
 * The help desk as agents work it, in each language:
 * - an agent types `/` in a ticket's reply box, picks a saved reply, gets it in the client's
 *   language with the placeholders filled, and sends it; then adds an internal note. The client,
 *   signed in in a browser of their own, sees the reply and never the note;
 * - a signed-out visitor leaves an email in the chat widget and writes; the agent finds the
 *   conversation with the visitor's contact in the context pane, creates a ticket from it, and the
 *   ticket's requester is that contact; a second agent opens the same ticket and each sees the
 *   other's presence, live. The ticket's context pane lists the client's other ticket, and for the
 *   ticket from the chat, the page the visitor wrote from and a link to the conversation.
 * The desk screens pass axe.
 */

test.describe.configure({ mode: 'parallel' });

const AGENT2 = { email: 'agent2@example.com', password: 'Agent2@12345', name: 'Lama Al-Ghamdi' };
const AGENT_NAME = 'Omar Al-Qahtani';

/** The seeded shared reply "Request received" (api/src/db/seed/canned.ts), filled. */
const RECEIVED = {
  en: (name: string, number: string) => `Hello ${name}, we received ticket #${number} and are looking into it.`,
  ar: (name: string, number: string) => `مرحبًا ${name}، استلمنا التذكرة رقم ${number} ونعمل على دراستها.`,
};

const fill = (text: string, vars: Record<string, string>) => text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => vars[name] ?? '').trim();

/** Another browser context of the test's browser (the visitor's host resolves there too), signed in as `who`. */
async function pageAs(page: Page, api: APIRequestContext, origin: string, who?: { email: string; password: string }) {
  const context = await (page.context().browser() as Browser).newContext({ baseURL: origin });
  const other = await context.newPage();
  if (who) await signInByApi(api, other, origin, who.email, who.password);
  return other;
}

for (const lang of LANGS) {
  const text = (key: string, vars: Record<string, string> = {}) => fill(portalText(lang, key), vars);
  const chat = (key: string) => fill(chatText(lang, key), {});

  test(`${lang}: the agent inserts a saved reply with "/" and adds a note the client never sees`, async ({ page, api, visitor }) => {
    test.setTimeout(90_000);
    // A client who reads in this language raises a technical ticket (the first agent's department).
    const client = newIdentity('desk');
    await registerByApi(api, client);
    const clientPage = await pageAs(page, api, visitor.origin, client);
    const clientToken = await signInByApi(api, clientPage, visitor.origin, client.email, client.password);
    const auth = { authorization: `Bearer ${clientToken}` };
    expect((await api.patch('/api/profile/notifications', { headers: auth, data: { lang } })).status()).toBe(200);
    const raise = async (subject: string) => {
      const created = await api.post('/api/tickets', { headers: auth, data: { type: 'problem', department: 'technical', subject, details: 'The page stays blank.' } });
      expect(created.status()).toBe(201);
      return (await created.json()) as { id: string; number: number };
    };
    // An earlier ticket of the same client: the agent's context pane lists it beside the new one.
    const earlierSubject = `${lang === 'ar' ? 'الطابعة لا تطبع' : 'Printer will not print'} ${Date.now().toString(36)}`;
    const earlier = await raise(earlierSubject);
    const subject = `${lang === 'ar' ? 'لا يعمل الدخول' : 'Cannot sign in'} ${Date.now().toString(36)}`;
    const ticket = await raise(subject);

    await signInByApi(api, page, visitor.origin, AGENT.email, AGENT.password);
    // As if from /tickets searched by the number: the list pane asks for the same list.
    await page.goto(`/${lang}/tickets/${ticket.id}?q=${ticket.number}`);
    await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible();
    const contextPane = page.getByRole('complementary', { name: text('inbox.context') });
    const otherTicket = contextPane.getByRole('link', { name: earlierSubject });
    await expect(otherTicket).toHaveAttribute('href', `/${lang}/tickets/${earlier.id}`);
    await expect(otherTicket).toContainText(`#${formatNumber(earlier.number, lang, { useGrouping: false })}`);
    await expect(contextPane.getByRole('heading', { name: text('deskContext.tickets') })).toBeVisible();

    // The desk: the list first, the open ticket marked; on a wide screen it fills the viewport
    // under the header and the reply box is in view without scrolling the page.
    const deskList = page.getByRole('navigation', { name: text('tickets.desk.list', { box: text('tickets.boxes.incoming') }) });
    const current = deskList.locator('a[aria-current="page"]');
    await expect(current).toContainText(formatNumber(ticket.number, lang, { useGrouping: false }));
    await expect(current).toHaveAttribute('href', `/${lang}/tickets/${ticket.id}?q=${ticket.number}`);
    const viewport = page.viewportSize()!;
    const desk = await page.locator('.pt-desk').boundingBox();
    expect(desk!.y + desk!.height).toBeLessThanOrEqual(viewport.height);
    await expect(page.getByRole('combobox', { name: text('tickets.reply.body') })).toBeInViewport();

    // `/` opens the saved replies; typing narrows them; Enter inserts the client's language, filled.
    const box = page.getByRole('combobox', { name: text('tickets.reply.body') });
    await box.click();
    await box.pressSequentially('/receiv');
    const options = page.getByRole('listbox', { name: text('canned.list') });
    await expect(options.getByRole('option').first()).toContainText('/received');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await box.press('Enter');
    const answer = RECEIVED[lang](client.fullName, formatNumber(ticket.number, lang, { useGrouping: false }));
    await expect(box).toHaveValue(answer);
    await expect(options).toBeHidden();
    await page.getByRole('button', { name: text('tickets.reply.submit') }).click();
    const conversation = page.getByRole('list', { name: text('tickets.conversation') });
    await expect(conversation).toContainText(answer);
    await expect(box).toHaveValue('');

    // An internal note: shown to agents apart from the replies.
    await page.getByRole('checkbox', { name: text('tickets.note.toggle') }).check();
    const note = `${lang === 'ar' ? 'العميل يستخدم متصفحًا قديمًا' : 'Client uses an old browser'} ${Date.now().toString(36)}`;
    await page.getByRole('combobox', { name: text('tickets.note.body') }).fill(note);
    await page.getByRole('button', { name: text('tickets.note.submit') }).click();
    const noteItem = conversation.getByRole('listitem').filter({ hasText: note });
    await expect(noteItem).toBeVisible();
    await expect(noteItem).toContainText(text('tickets.note.label'));
    expect(await seriousA11yViolations(page)).toEqual([]);

    // The client's own page shows the reply and never the note, live or after a reload.
    await clientPage.goto(`/${lang}/tickets/${ticket.id}`);
    const theirs = clientPage.getByRole('list', { name: text('tickets.conversation') });
    await expect(theirs).toContainText(answer);
    await expect(theirs).not.toContainText(note);
    await expect(clientPage.getByText(text('tickets.note.label'), { exact: true })).toHaveCount(0);
    await expect(clientPage.getByRole('checkbox', { name: text('tickets.note.toggle') })).toHaveCount(0);
    await clientPage.context().close();
  });

  test(`${lang}: a visitor's contact becomes the requester of the ticket made from their chat; two agents see each other on it`, async ({ page, api, visitor }) => {
    test.setTimeout(120_000);
    // The visitor, signed out, leaves an email in the widget and writes.
    const visitorPage = await pageAs(page, api, visitor.origin);
    await visitorPage.goto(`/${lang}/contactus`);
    await visitorPage.getByRole('button', { name: chat('launcher.label') }).click();
    const panel = visitorPage.getByRole('dialog', { name: chat('panel.title') });
    await expect(panel).toBeVisible();
    const stamp = Date.now().toString(36);
    const email = `visitor.${stamp}@example.test`;
    const name = lang === 'ar' ? `سلمى ${stamp}` : `Salma ${stamp}`;
    await panel.getByText(chat('contact.summary')).click();
    await panel.getByLabel(chat('contact.name')).fill(name);
    await panel.getByLabel(chat('contact.email')).fill(email);
    await panel.getByRole('button', { name: chat('contact.save') }).click();
    await expect(panel.getByRole('status').filter({ hasText: chat('contact.saved') })).toBeVisible();
    const words = `${lang === 'ar' ? 'أحتاج نسخة من فاتورتي' : 'I need a copy of my invoice'} ${stamp}`;
    await panel.getByLabel(chat('composer.label')).fill(words);
    await panel.getByRole('button', { name: chat('composer.send'), exact: true }).click();

    // The agent finds it among the open conversations; the context pane names the visitor's contact.
    await signInByApi(api, page, visitor.origin, AGENT.email, AGENT.password);
    await page.goto(`/${lang}/inbox?box=open`);
    const list = page.getByRole('list', { name: text('inbox.listLabel', { box: text('inbox.boxes.open') }) });
    await list.getByRole('link').filter({ hasText: words }).click();
    const pane = page.getByRole('article');
    await expect(pane.getByRole('log')).toContainText(words);
    const context = page.getByRole('complementary', { name: text('inbox.context') });
    await expect(context).toContainText(name);
    await expect(context.getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`);
    await expect(context.getByRole('link', { name: email })).toHaveAttribute('dir', 'ltr');
    expect(await seriousA11yViolations(page)).toEqual([]);

    // A ticket from the conversation, in billing (the second agent's department).
    const take = pane.getByRole('button', { name: text('inbox.take') });
    if (await take.isVisible()) await take.click();
    await pane.getByRole('button', { name: text('inbox.ticket.open') }).click();
    const dialog = page.getByRole('dialog', { name: text('inbox.ticket.heading') });
    await dialog.getByLabel(text('tickets.type')).selectOption('question');
    await dialog.getByLabel(text('tickets.department')).selectOption('billing');
    await dialog.getByRole('button', { name: text('inbox.ticket.submit') }).click();
    const ticketLink = pane.getByRole('link', { name: text('inbox.ticket.view') });
    await expect(ticketLink).toBeVisible();
    await ticketLink.click();
    await expect(page).toHaveURL(/\/tickets\/[0-9a-f-]{36}/);
    const ticketUrl = new URL(page.url()).pathname;

    // The ticket's requester is the visitor's contact, reachable from the page.
    // It sits in the desk's context pane, which stacks below the conversation on a phone.
    const requester = page.getByRole('complementary', { name: text('inbox.context') });
    await expect(requester).toContainText(text('tickets.requester'));
    await expect(requester).toContainText(name);
    await expect(requester.getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`);
    // Where the chat came from: the visitor's page and the conversation in the inbox.
    await expect(requester).toContainText(text('deskContext.cameFrom'));
    await expect(requester.getByRole('link', { name: new RegExp(`/${lang}/contactus`) })).toBeVisible();
    await expect(requester.getByRole('link', { name: text('deskContext.openChat') })).toHaveAttribute('href', new RegExp(`^/${lang}/inbox\\?box=open&c=[0-9a-f-]{36}$`));
    await page.setViewportSize({ width: 360, height: 740 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    const [main, side] = await Promise.all([page.locator('.pt-desk-main').boundingBox(), requester.boundingBox()]);
    expect(side!.y).toBeGreaterThanOrEqual(main!.y + main!.height);
    // The ticket list comes first, folded behind its button; a keyboard opens it, and it still fits.
    const deskList = page.getByRole('navigation', { name: text('tickets.desk.list', { box: text('tickets.boxes.incoming') }) });
    const toggle = deskList.getByRole('button', { name: text('tickets.desk.toggle', { box: text('tickets.boxes.incoming') }) });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const fullList = deskList.getByRole('link', { name: text('tickets.desk.fullList') });
    await expect(fullList).toBeHidden();
    expect((await deskList.boundingBox())!.y + (await deskList.boundingBox())!.height).toBeLessThanOrEqual(main!.y);
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(fullList).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 800 });

    // A second agent opens the same ticket: each sees the other, live.
    const second = await pageAs(page, api, visitor.origin, AGENT2);
    await second.goto(ticketUrl);
    await expect(second.getByRole('status').filter({ hasText: text('presence.viewing', { name: AGENT_NAME }) })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('status').filter({ hasText: text('presence.viewing', { name: AGENT2.name }) })).toBeVisible({ timeout: 15_000 });
    // Typing shows as typing on the other side.
    await second.getByRole('combobox', { name: text('tickets.reply.body') }).pressSequentially('Che');
    await expect(page.getByRole('status').filter({ hasText: text('presence.typing', { name: AGENT2.name }) })).toBeVisible({ timeout: 15_000 });
    expect(await seriousA11yViolations(page)).toEqual([]);
    await second.context().close();
    await visitorPage.context().close();
  });
}
