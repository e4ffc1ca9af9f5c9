import type { Browser } from '@playwright/test';
import { ticketMessagesAr, ticketMessagesEn } from '../../shared/src/tickets/messages';
import { signInByApi, signedInNewAccount } from '../support/accounts';
import { AGENT } from '../support/auth';
import { seriousA11yViolations } from '../support/axe';
import { expect, test } from '../support/client';
import { LANGS, portalText } from '../support/routes';
import { expectToast, recordToasts } from '../support/toasts';
import { nextFileChooser, tabTo } from '../support/keyboard';

/*
 * The ticket desk end to end, in each language: a client raises a ticket with an image using
 * the keyboard only; the support agent, in a second browser, sees it arrive without reloading,
 * answers with a file; the client sees the answer arrive, closes the ticket and rates it; both
 * open the ticket again by its link.
 */

test.describe.configure({ mode: 'parallel' });

const STATUSES = { en: ticketMessagesEn.statuses, ar: ticketMessagesAr.statuses };
/** A 1x1 PNG: a real image, judged by its bytes. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

/** A second person in the same browser: their own context (cookies), on the same test host. */
async function secondPerson(browser: Browser, origin: string, locale: string) {
  const context = await browser.newContext({ baseURL: origin, locale });
  return context.newPage();
}

for (const lang of LANGS) {
  const text = (key: string, vars: Record<string, string> = {}) =>
    portalText(lang, key).replace(/\{\{(\w+)\}\}/g, (_, name: string) => vars[name] ?? '');

  test(`${lang}: raise with an image by keyboard -> agent sees it live, answers with a file -> client sees it live, closes, rates`, async ({ page, api, visitor }) => {
    test.setTimeout(90_000);
    await recordToasts(page);
    await signedInNewAccount(api, page, visitor.origin, 'desk');
    const agent = await secondPerson(page.context().browser()!, visitor.origin, lang === 'ar' ? 'ar-SA' : 'en-US');
    await recordToasts(agent);
    await signInByApi(api, agent, visitor.origin, AGENT.email, AGENT.password);
    const subject = `${lang === 'ar' ? 'الطابعة لا تعمل' : 'Printer offline'} ${Date.now().toString(36)}`;

    // The agent watches their incoming list.
    await agent.goto(`/${lang}/tickets`);
    await expect(agent.getByRole('navigation', { name: text('tickets.boxes.label') }).locator('[aria-current="page"]')).toContainText(text('tickets.boxes.incoming'));

    // The client raises the ticket with the keyboard only.
    await page.goto(`/${lang}/tickets/new`);
    const chooser = nextFileChooser(page);
    const form = page.getByRole('form', { name: text('tickets.create.heading') });
    await tabTo(page, form.getByLabel(text('tickets.type')));
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Tab');
    await page.keyboard.press('ArrowDown'); // the first department: technical support, where the agent works
    await page.keyboard.press('Tab');
    await page.keyboard.type(subject);
    await page.keyboard.press('Tab');
    await page.keyboard.type(lang === 'ar' ? 'توقفت بعد التحديث.' : 'It stopped after the update.');
    await tabTo(page, form.getByLabel(text('tickets.create.urgent')));
    await page.keyboard.press('Space');
    await tabTo(page, form.locator('input[type="file"]'));
    await page.keyboard.press('Enter');
    await (await chooser).setFiles({ name: 'screen.png', mimeType: 'image/png', buffer: PNG });
    await expect(form.getByText(text('tickets.attachments.uploaded'))).toBeVisible();
    await expectToast(page, text('toasts.fileUploaded'));
    await tabTo(page, form.getByRole('button', { name: text('tickets.create.submit') }));
    await page.keyboard.press('Enter');
    await expectToast(page, text('toasts.ticketCreated'));
    await expect(page).toHaveURL(new RegExp(`/${lang}/tickets/[0-9a-f-]{36}$`));
    const ticketUrl = new URL(page.url()).pathname;
    await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible();
    await expect(page.getByRole('button', { name: text('tickets.attachments.view', { name: 'screen.png' }) })).toBeVisible();

    // It arrives in the agent's list without a reload.
    const row = agent.getByRole('link', { name: subject });
    await expect(row).toBeVisible({ timeout: 5_000 });
    await row.click();
    await expect(agent).toHaveURL(new RegExp(`${ticketUrl}$`));
    expect(await seriousA11yViolations(agent)).toEqual([]);

    // The agent answers with a file.
    const answer = lang === 'ar' ? 'أعد تشغيل الطابعة من فضلك.' : 'Please restart the printer.';
    const reply = agent.getByRole('form', { name: text('tickets.reply.heading') });
    await reply.getByLabel(text('tickets.reply.body')).fill(answer);
    await reply.locator('input[type="file"]').setInputFiles({ name: 'steps.txt', mimeType: 'text/plain', buffer: Buffer.from('1. Turn it off\n2. Turn it on\n') });
    await expect(reply.getByText(text('tickets.attachments.uploaded'))).toBeVisible();
    await reply.getByRole('button', { name: text('tickets.reply.submit') }).click();
    await expectToast(agent, text('toasts.replySent'));

    // The client sees the answer and its file without a reload.
    await expect(page.getByText(answer)).toBeVisible({ timeout: 5_000 });
    await expect(page.getByRole('link', { name: 'steps.txt' })).toBeVisible();
    await expect(page.locator('main')).toContainText(STATUSES[lang].in_progress);

    // The client closes it (after confirming); the agent's page follows.
    await page.getByRole('group', { name: text('tickets.actions.label') }).getByRole('button', { name: text('tickets.actions.close') }).click();
    await page.getByRole('dialog').getByRole('button', { name: text('tickets.actions.close') }).click();
    await expectToast(page, text('toasts.ticketClosed'));
    await expect(agent.locator('main')).toContainText(STATUSES[lang].closed_by_client, { timeout: 5_000 });
    await expect(agent.getByRole('form', { name: text('tickets.reply.heading') })).toHaveCount(0);

    // And rates it.
    const rating = page.getByRole('form', { name: text('tickets.rate.heading') });
    await rating.locator('input[name="rating"][value="4"]').check();
    await rating.getByLabel(text('tickets.rate.comment')).fill(lang === 'ar' ? 'شكرًا' : 'Thanks');
    await rating.getByRole('button', { name: text('tickets.rate.submit') }).click();
    await expectToast(page, text('toasts.ticketRated'));
    await expect(page.getByRole('heading', { name: text('tickets.rate.given') })).toBeVisible();

    // Opened again by its link, in both browsers (and checked once no toast is fading out).
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible();
    await expect(page.getByText(answer)).toBeVisible();
    await expect(page.getByRole('heading', { name: text('tickets.rate.given') })).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await agent.goto(ticketUrl);
    await expect(agent.getByRole('heading', { level: 1, name: subject })).toBeVisible();
    await agent.context().close();
  });
}
