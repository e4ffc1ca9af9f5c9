import http from 'node:http';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { E2E_MAIL_PORT, E2E_SMTP_PORT } from './env';

/**
 * The mail and text-message side of the end-to-end run, in a process Playwright starts next to
 * the site: an SMTP server (smtp-server) keeping every email the site sends, the endpoint the
 * site's SMS webhook posts to, and GET /mails?to= and GET /sms?to= for the specs to read them.
 */
interface Kept {
  to: string[];
  messageId: string;
  subject: string;
  text: string;
  replyTo: string;
  receivedAt: string;
}

const mails: Kept[] = [];
const texts: Array<{ to: string; text: string; receivedAt: string }> = [];

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['AUTH', 'STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    simpleParser(stream).then((parsed) => {
      mails.push({
        to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
        messageId: parsed.messageId ?? '',
        subject: parsed.subject ?? '',
        text: parsed.text ?? '',
        replyTo: parsed.replyTo?.value[0]?.address ?? '',
        receivedAt: new Date().toISOString(),
      });
      callback();
    }, callback);
  },
});
smtp.listen(E2E_SMTP_PORT, '127.0.0.1');

const json = (res: http.ServerResponse, body: unknown, status = 200) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));

http
  .createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const to = (url.searchParams.get('to') ?? '').toLowerCase();
    if (req.method === 'GET' && url.pathname === '/health') return json(res, { ok: true });
    if (req.method === 'GET' && url.pathname === '/mails') return json(res, mails.filter((mail) => mail.to.includes(to)));
    if (req.method === 'GET' && url.pathname === '/sms') return json(res, texts.filter((sms) => sms.to === to));
    if (req.method === 'POST' && url.pathname === '/sms') {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { to: string; text: string };
        texts.push({ to: body.to.toLowerCase(), text: body.text, receivedAt: new Date().toISOString() });
        json(res, { accepted: true }, 202);
      });
      return;
    }
    json(res, { error: 'not found' }, 404);
  })
  .listen(E2E_MAIL_PORT, '127.0.0.1');
