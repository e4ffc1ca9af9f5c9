import { expect, type APIRequestContext } from '@playwright/test';
import nodemailer from 'nodemailer';
import { E2E_INBOUND_PORT, MAIL_URL } from './env';

export interface ReceivedMail {
  messageId: string;
  subject: string;
  text: string;
  replyTo: string;
  receivedAt: string;
}

/** Emails the site sent to `to`, as the test SMTP server received them, oldest first. */
export async function mailsTo(request: APIRequestContext, to: string): Promise<ReceivedMail[]> {
  const res = await request.get(`${MAIL_URL}/mails?to=${encodeURIComponent(to)}`);
  return (await res.json()) as ReceivedMail[];
}

/** Waits for an email to `to` that `match` accepts and returns it. */
export async function waitForMail(request: APIRequestContext, to: string, match: (mail: ReceivedMail) => boolean, timeout = 15_000): Promise<ReceivedMail> {
  let found: ReceivedMail | undefined;
  await expect
    .poll(async () => {
      found = (await mailsTo(request, to)).find(match);
      return found !== undefined;
    }, { message: `an email to ${to}`, timeout })
    .toBe(true);
  return found!;
}

/** Text messages the site sent to `to` (E.164), oldest first. */
export async function textsTo(request: APIRequestContext, to: string): Promise<Array<{ text: string }>> {
  return (await (await request.get(`${MAIL_URL}/sms?to=${encodeURIComponent(to)}`)).json()) as Array<{ text: string }>;
}

/** Waits for a text message to `to` (E.164) after the first `seen` ones, holding a six-digit code, and returns the code. */
export async function waitForSmsCode(request: APIRequestContext, to: string, seen: number): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const texts = await textsTo(request, to);
      code = /\b(\d{6})\b/.exec(texts[seen]?.text ?? '')?.[1] ?? '';
      return code;
    }, { message: `a text message to ${to}`, timeout: 15_000 })
    .toMatch(/^\d{6}$/);
  return code;
}

/** The six-digit code in an email's text. */
export const codeIn = (mail: ReceivedMail) => /\b(\d{6})\b/.exec(mail.text)?.[1] ?? '';

/** Answers an email by email, the way a mail program does: to its Reply-To, quoting it below the answer. */
export async function answerByEmail(from: string, mail: ReceivedMail, answer: string, quoteHeader: string): Promise<void> {
  const transport = nodemailer.createTransport({ host: '127.0.0.1', port: E2E_INBOUND_PORT, secure: false, ignoreTLS: true });
  try {
    await transport.sendMail({
      from,
      to: mail.replyTo,
      subject: `Re: ${mail.subject}`,
      inReplyTo: mail.messageId,
      references: [mail.messageId],
      text: `${answer}\n\n${quoteHeader}\n${mail.text.split('\n').map((line) => `> ${line}`).join('\n')}`,
    });
  } finally {
    transport.close();
  }
}
