import { fillRegisterForm, newIdentity, otpInput, submitLogin, signedInNewAccount } from '../support/accounts';
import { AGENT } from '../support/auth';
import { seriousA11yViolations } from '../support/axe';
import { expect, test } from '../support/client';
import { tabTo } from '../support/keyboard';
import { answerByEmail, codeIn, textsTo, waitForMail, waitForSmsCode } from '../support/mail';
import { LANGS, portalText } from '../support/routes';
import { expectToast, recordToasts } from '../support/toasts';

/*
 * Messages reach people, in each language: the registration code arrives at the test SMTP
 * server and finishes registration; an agent's answer reaches the client's mailbox in the
 * client's language; answering that email by email adds the reply to the ticket, live on the
 * open ticket page. The notification settings work by keyboard and pass axe in both themes.
 */

test.describe.configure({ mode: 'parallel' });

const WORDS = {
  en: { codeSubject: 'Your verification code', replySubject: /^New reply on ticket #\d+: /, quote: 'On Mon, 1 Jan 2026 at 10:00, Nukhba Software <no-reply@e2e.test> wrote:', answer: 'Thanks, the printer works again.' },
  ar: { codeSubject: 'رمز التحقق الخاص بك', replySubject: /^رد جديد على التذكرة رقم [٠-٩]+: /, quote: 'في الاثنين، ١ يناير ٢٠٢٦ في ١٠:٠٠ ص، كتب نخبة للبرمجيات <no-reply@e2e.test>:', answer: 'شكرًا، عادت الطابعة للعمل.' },
} as const;

for (const lang of LANGS) {
  const words = WORDS[lang];

  test(`${lang}: the code comes by email and finishes registration; an agent's answer arrives in ${lang}; the answer by email shows live on the ticket`, async ({ page, api }) => {
    test.setTimeout(120_000);
    await recordToasts(page);
    const who = newIdentity(`mail${lang}`);
    await page.goto(`/${lang}/register`);
    await fillRegisterForm(page, who);
    await page.locator('form button[type="submit"]').click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/otp$`));

    const codeMail = await waitForMail(api, who.email, (mail) => codeIn(mail) !== '');
    expect(codeMail.subject).toBe(words.codeSubject);
    await otpInput(page).fill(codeIn(codeMail));
    await expect(page).toHaveURL(new RegExp(`/${lang}/login$`));
    await expectToast(page, portalText(lang, 'toasts.registered'));

    // The email is proven; the first sign-in proves the phone with a text message (after the registration's own).
    await waitForSmsCode(api, who.phone, 0);
    const texted = (await textsTo(api, who.phone)).length;
    await submitLogin(page, who.email, who.password);
    await expect(page).toHaveURL(new RegExp(`/${lang}/otp$`));
    await otpInput(page).fill(await waitForSmsCode(api, who.phone, texted));
    await expect(page).toHaveURL(new RegExp(`/${lang}/tickets$`));

    const cookie = (await page.context().cookies()).find((c) => c.name === 'auth_user')!;
    const { token } = JSON.parse(decodeURIComponent(cookie.value)) as { token: string };
    const subject = `Printer ${lang} ${Date.now().toString(36)}`;
    const raised = await api.post('/api/tickets', { headers: { authorization: `Bearer ${token}` }, data: { type: 'problem', department: 'technical', subject, details: 'It stopped printing.' } });
    expect(raised.status()).toBe(201);
    const ticket = (await raised.json()) as { id: string };
    await page.goto(`/${lang}/tickets/${ticket.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(subject);

    const agent = (await (await api.post('/api/auth/login', { data: { identifier: AGENT.email, password: AGENT.password } })).json()) as { token: string };
    const agentAnswer = `Please restart it (${lang}).`;
    expect((await api.post(`/api/tickets/${ticket.id}/replies`, { headers: { authorization: `Bearer ${agent.token}` }, data: { body: agentAnswer } })).status()).toBe(201);
    const notice = await waitForMail(api, who.email, (mail) => mail.text.includes(agentAnswer));
    expect(notice.subject).toMatch(words.replySubject);
    expect(notice.replyTo).toMatch(/^reply\+[a-z2-7]+@reply\.e2e\.test$/);

    await answerByEmail(who.email, notice, words.answer, words.quote);
    // Live: the open page shows it without a reload, and none of the quoted email came with it.
    await expect(page.getByText(words.answer)).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText(agentAnswer)).toHaveCount(1);
  });

  test(`${lang}: notification settings by keyboard, saved at once, axe-clean in both themes; the mail catcher shows the code email`, async ({ page, api, visitor }) => {
    test.setTimeout(120_000);
    await recordToasts(page);
    const { who } = await signedInNewAccount(api, page, visitor.origin, `prefs${lang}`);
    await page.goto(`/${lang}/profile?tab=notifications`);
    const label = `${portalText(lang, 'profile.notifications.channels.sms')}: ${portalText(lang, 'profile.notifications.categories.ticket-reply.label')}`;
    const sms = page.getByRole('checkbox', { name: label });
    await expect(sms).not.toBeChecked();
    await expect(page.getByRole('checkbox', { name: `${portalText(lang, 'profile.notifications.channels.email')}: ${portalText(lang, 'profile.notifications.categories.security.label')}` })).toBeDisabled();
    expect(await seriousA11yViolations(page), 'axe, light theme').toEqual([]);

    await tabTo(page, sms);
    await page.keyboard.press('Space');
    await expectToast(page, portalText(lang, 'toasts.notificationsSaved'));
    await page.reload();
    await expect(page.getByRole('checkbox', { name: label })).toBeChecked();
    await page.getByRole('banner').locator('button[aria-pressed]').click();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    expect(await seriousA11yViolations(page), 'axe, dark theme').toEqual([]);

    await page.goto(`/api/dev/mail?lang=${lang}`);
    await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
    const email = page.locator('article').filter({ hasText: who.email }).locator('iframe').first();
    await expect(email).toBeVisible();
    // The emails render in sandboxed frames (no script runs there): the page, then one email on its own.
    expect(await seriousA11yViolations(page, { exclude: ['iframe'] }), 'axe, mail catcher').toEqual([]);
    await page.goto((await email.getAttribute('src'))!);
    await expect(page.locator('html')).toHaveAttribute('lang', /^(ar|en)$/);
    expect(await seriousA11yViolations(page), 'axe, an email').toEqual([]);
  });
}
