import type { Transport } from '../types.js';
import { clip } from '../types.js';
import { postToGateway } from './http.js';

export interface UnifonicSettings {
  appSid: string;
  senderId: string | undefined;
  url: string;
}

/**
 * Unifonic's REST API (POST /rest/SMS/messages, form fields). It takes numbers without the "+",
 * Arabic as is (it counts the parts itself), and our message id as CorrelationID, so a message
 * can be traced in its reports. Unifonic does not drop a second request with the same
 * CorrelationID: see the duplicate window in docs/messages.md.
 */
export function unifonicTransport(settings: UnifonicSettings): Transport {
  return {
    channel: 'sms',
    concurrency: 8,
    send(message) {
      const form = new URLSearchParams({
        AppSid: settings.appSid,
        Recipient: message.to.replace(/^\+/, ''),
        Body: message.text,
        responseType: 'JSON',
        CorrelationID: message.id,
        // Saudi traffic is classified; codes and notices are "services".
        MessageType: '3',
        async: 'false',
      });
      if (settings.senderId) form.set('SenderID', settings.senderId);
      return postToGateway(
        settings.url,
        { headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' }, body: form.toString() },
        (_status, body) => {
          let success = false;
          try {
            const parsed = JSON.parse(body) as { success?: unknown };
            success = parsed.success === true || parsed.success === 'true';
          } catch {
            success = false;
          }
          // A 200 that says success false is Unifonic refusing this message (bad number, sender, balance): kept, not retried.
          return success ? { status: 'sent', response: clip(body) } : { status: 'failed', response: clip(body) };
        },
      );
    },
    async close() {},
  };
}
