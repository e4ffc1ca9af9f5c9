import type { FastifyBaseLogger } from 'fastify';
import { SMTPServer } from 'smtp-server';
import { tokenOfAddress } from '../reply-address.js';
import type { Inbound } from './process.js';

/** The largest email taken (attachments are then checked one by one by the upload service). */
export const MAX_INBOUND_BYTES = 25 * 1024 * 1024;

const smtpError = (code: number, text: string) => Object.assign(new Error(text), { responseCode: code });

/**
 * Receives replies by email as the reply domain's mail exchanger (or behind one): only
 * `reply+<token>@MAIL_REPLY_DOMAIN` recipients are accepted, so it is never an open relay.
 * Whether a reply is stored or bounced, the message is taken (250); a failure of ours answers
 * 451 so the sending server tries again later.
 */
export async function startSmtpListener(options: { port: number; host: string; replyDomain: string; inbound: Inbound; log: FastifyBaseLogger }) {
  const { replyDomain, inbound, log } = options;
  const server = new SMTPServer({
    name: replyDomain,
    banner: 'replies',
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    size: MAX_INBOUND_BYTES,
    maxClients: 50,
    logger: false,
    onRcptTo(address, _session, callback) {
      if (tokenOfAddress(address.address, replyDomain)) callback();
      else callback(smtpError(550, 'No such recipient here'));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if ((stream as unknown as { sizeExceeded?: boolean }).sizeExceeded) return callback(smtpError(552, 'Message too large'));
        const to = session.envelope.rcptTo.map((rcpt) => rcpt.address);
        inbound.receive(Buffer.concat(chunks), { to }).then(
          (outcome) => {
            log.info({ outcome: outcome.status }, 'reply by email received');
            callback();
          },
          (error: unknown) => {
            log.error({ err: error }, 'reply by email failed');
            callback(smtpError(451, 'Try again later'));
          },
        );
      });
    },
  });
  server.on('error', (error) => log.error({ err: error }, 'inbound SMTP listener error'));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return {
    port: (server.server.address() as { port: number }).port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
