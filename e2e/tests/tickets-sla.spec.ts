import { ticketMessagesAr, ticketMessagesEn } from '../../shared/src/tickets/messages';
import { newIdentity, registerByApi, signInByApi } from '../support/accounts';
import { AGENT } from '../support/auth';
import { seriousA11yViolations } from '../support/axe';
import { expect, test } from '../support/client';
import { LANGS } from '../support/routes';

/*
 * Service levels in each language: a client raises an urgent ticket; its first-answer clock is
 * moved to 80 % through the dev route (business hours cannot be waited for); the agent finds it
 * with the "breaching soon" filter, watches its timer in the list and on the ticket page, does not
 * find it under "breached", and opens the desk reports. Both pages pass axe.
 */

test.describe.configure({ mode: 'parallel' });

const TEXTS = { en: ticketMessagesEn, ar: ticketMessagesAr };

for (const lang of LANGS) {
  const tt = TEXTS[lang];

  test(`${lang}: the agent watches an SLA timer and finds the ticket with the "breaching soon" filter`, async ({ page, api, visitor }) => {
    test.setTimeout(60_000);
    const client = newIdentity('sla');
    await registerByApi(api, client);
    const login = await api.post('/api/auth/login', { data: { identifier: client.email, password: client.password } });
    const clientToken = ((await login.json()) as { token: string }).token;
    const subject = `${lang === 'ar' ? 'الخادم متوقف' : 'Server down'} ${Date.now().toString(36)}`;
    const created = await api.post('/api/tickets', {
      headers: { authorization: `Bearer ${clientToken}` },
      data: { type: 'problem', department: 'technical', subject, details: 'Nothing answers.', urgent: true },
    });
    expect(created.status()).toBe(201);
    const ticket = (await created.json()) as { id: string };
    // 80 % used a minute ago; the target runs out in 20 minutes.
    expect((await api.post(`/api/dev/tickets/${ticket.id}/sla`, { data: { warnInMs: -60_000, dueInMs: 20 * 60_000 } })).status()).toBe(204);

    await signInByApi(api, page, visitor.origin, AGENT.email, AGENT.password);
    await page.goto(`/${lang}/tickets?box=incoming`);
    await page.getByLabel(tt.sla.filter.label).selectOption('soon');
    await expect(page).toHaveURL(/sla=soon/);
    const card = page.locator('.pt-ticket').filter({ has: page.getByRole('link', { name: subject }) });
    await expect(card).toBeVisible();
    const timer = card.locator('.pt-sla');
    await expect(timer).toHaveAttribute('data-sla', 'soon');
    await expect(timer).toContainText(tt.sla.states.soon);
    await expect(timer).toContainText(tt.sla.targets.firstResponse);
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.getByLabel(tt.sla.filter.label).selectOption('breached');
    await expect(page).toHaveURL(/sla=breached/);
    await expect(page.getByRole('link', { name: subject })).toHaveCount(0);

    await page.goto(`/${lang}/tickets/${ticket.id}`);
    const header = page.locator('.pt-ticket-header .pt-sla');
    await expect(header).toHaveAttribute('data-sla', 'soon');
    await expect(header).toContainText(tt.sla.states.soon);

    await page.goto(`/${lang}/tickets/reports`);
    await expect(page.getByRole('heading', { level: 1, name: tt.reports.title })).toBeVisible();
    await expect(page.getByRole('table')).toBeVisible();
    await expect(page.getByRole('table').locator('tfoot')).toContainText(tt.reports.total);
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
}
