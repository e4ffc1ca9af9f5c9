import { newIdentity, otpInput, signInByApi, submitLogin } from '../support/accounts';
import { seriousA11yViolations } from '../support/axe';
import { expect, test } from '../support/client';
import { nextCode, outboxSnapshot } from '../support/outbox';
import { AGENT } from '../support/auth';
import { COMMON, LANGS, adminText, portalText } from '../support/routes';

/*
 * The people screen end to end, in each language: an admin invites an agent from the console (the
 * link is shown once and mailed through the outbox), the agent accepts it, signs in with the code
 * sent to their phone and sees the inbox; both the invite and its acceptance are in the audit log
 * screen. An agent opening the people or the content screens gets the 403 screen.
 */
test.describe.configure({ mode: 'parallel' });

const ADMIN = { email: 'admin@example.com', password: 'Admin@12345' };

for (const lang of LANGS) {
  const text = (key: string) => adminText(lang, key);

  test(`${lang}: an admin invites an agent, who joins, signs in and sees the inbox; the audit log shows both`, async ({ page, api, visitor }) => {
    // Two people, an email and three screens measured by axe: a minute on a busy machine.
    test.setTimeout(60_000);
    const who = newIdentity(`invite${lang}`);
    await signInByApi(api, page, visitor.origin, ADMIN.email, ADMIN.password);
    await page.goto(`/${lang}/admin/people`);
    const form = page.locator('form', { has: page.getByRole('heading', { name: text('people.inviteHeading') }) });
    await expect(form).toBeVisible();
    expect(await seriousA11yViolations(page), 'axe on the people screen').toEqual([]);

    await form.getByLabel(text('people.email')).fill(who.email);
    await form.getByLabel(text('people.fullName')).fill(who.fullName);
    await form.getByLabel(text('people.departmentNames.technical')).check();
    await form.getByRole('button', { name: text('people.invite') }).press('Enter');
    const shown = await form.getByLabel(text('people.inviteLink')).inputValue();
    expect(shown).toMatch(new RegExp(`/${lang}/admin/join\\?token=[\\w-]{20,}$`));
    // The same link went out by email.
    await expect.poll(async () => {
      const mail = (await (await api.get(`/api/dev/outbox?to=${encodeURIComponent(who.email)}`)).json()) as { items: Array<{ purpose: string; body: string }> };
      return mail.items.find((m) => m.purpose === 'staff-invite')?.body ?? '';
    }).toContain(shown);

    // The invited person, signed out, in a browser context of their own (the visitor's browser resolves its host).
    const joining = await page.context().browser()!.newContext({ baseURL: visitor.origin });
    const joinPage = await joining.newPage();
    await joinPage.goto(new URL(shown).pathname + new URL(shown).search);
    await expect(joinPage.getByRole('heading', { name: text('join.heading') })).toBeVisible();
    await joinPage.getByLabel(text('join.female')).check();
    await joinPage.getByLabel(text('join.phone')).fill(who.phone);
    await joinPage.getByLabel(text('join.birthDate')).fill('1991-05-02');
    await joinPage.getByLabel(text('join.password'), { exact: true }).fill(who.password);
    await joinPage.getByLabel(text('join.passwordConfirmation')).fill(who.password);
    await joinPage.getByRole('button', { name: text('join.submit') }).click();
    await expect(joinPage.getByRole('link', { name: text('join.signIn') })).toBeVisible();
    expect(await seriousA11yViolations(joinPage), 'axe on the join page').toEqual([]);

    // First sign-in: the code goes to the phone they gave.
    const seen = await outboxSnapshot(api, who.phone);
    await joinPage.goto(`/${lang}/login`);
    await submitLogin(joinPage, who.email, who.password);
    await otpInput(joinPage).fill(await nextCode(api, who.phone, 'login', seen));
    await expect(joinPage).not.toHaveURL(/\/(login|otp)/);
    await joinPage.goto(`/${lang}/inbox`);
    await expect(joinPage.getByRole('heading', { name: portalText(lang, 'inbox.heading') })).toBeVisible();
    await joining.close();

    // The entries' before → after is in each row (its details element): the invite names the email, the acceptance is by the new agent.
    for (const [action, shows] of [['people.invite', who.email], ['people.inviteAccept', who.fullName]] as const) {
      await page.goto(`/${lang}/admin/audit?action=${action}`);
      await expect(page.getByRole('table')).toContainText(shows);
      await expect(page.getByRole('table')).toContainText(action);
    }
  });

  test(`${lang}: an agent opening the people or the content screens gets the 403 screen`, async ({ page, api, visitor }) => {
    await signInByApi(api, page, visitor.origin, AGENT.email, AGENT.password);
    const errors = (COMMON[lang] as { errors: Record<string, string> }).errors;
    await page.goto(`/${lang}/admin/people`);
    await expect(page.locator('main')).toContainText(errors['403']!);
    await expect(page.getByRole('heading', { name: text('people.inviteHeading') })).toHaveCount(0);
    for (const screen of ['content', 'content?type=articles']) {
      await page.goto(`/${lang}/admin/${screen}`);
      await expect(page.locator('main')).toContainText(errors['403']!);
      await expect(page.getByRole('textbox')).toHaveCount(0);
    }
  });
}
