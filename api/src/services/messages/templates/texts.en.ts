import type { OtpPurpose } from '@site/shared/types';

/**
 * The words of every email and text message the site sends (the API's `mail.*` keys); `texts.ar.ts`
 * has the same keys, and a test compares them. The layout around them is in `layout.ts`.
 */
export const mailTextsEn = {
  brand: 'Nukhba Software',
  replyAbove: '— Write your reply above this line —',
  footer: {
    notification: 'You receive this email because of the notification settings of your account.',
    settings: 'Notification settings',
    unsubscribe: 'Unsubscribe from these emails',
    security: 'This is a security message about your account. It is always sent.',
    visitor: 'You receive this email because you gave this address in our support chat.',
  },
  otp: {
    subject: 'Your verification code',
    heading: 'Your verification code',
    intro: {
      register: 'Enter this code to finish creating your account.',
      login: 'Enter this code to sign in.',
      reset: 'Enter this code to reset your password.',
      'two-factor-toggle': 'Enter this code to change two-step sign-in.',
      'contact-change': 'Enter this code to confirm your new contact details.',
      'email-verify': 'Enter this code to verify your email address.',
    } satisfies Record<OtpPurpose, string>,
    expiry: 'The code expires in {{minutes}} minutes. If you did not ask for it, ignore this message. Never share the code with anyone.',
  },
  contactChanged: {
    heading: 'Your contact details were changed',
  },
  passwordChanged: {
    subject: 'Your password was changed',
    body: 'The password of your account was changed on {{at}}. If you did not do this, reset your password now and contact us.',
    sms: 'Nukhba: the password of your account was changed. If this was not you, reset it now.',
  },
  invite: {
    subject: 'You are invited to join the Nukhba staff',
    heading: 'Join the staff console',
    body: '{{inviter}} invited you to join the staff as {{role}}. Open the link to set your password.',
    expiry: 'The link works for {{days}} days and only once. If you did not expect this, ignore this email.',
    action: 'Accept the invitation',
    roles: { client: 'a client', manager: 'a manager', agent: 'a support agent', editor: 'an editor', admin: 'an administrator' },
  },
  newSignIn: {
    subject: 'New sign-in to your account',
    body: 'Your account was signed in from a device we have not seen before: {{device}}, address {{ip}}, on {{at}}.',
    advice: 'If this was not you, change your password and sign out the other sessions from your profile.',
  },
  ticket: {
    view: 'View the ticket',
    filesOnly: '(files attached)',
    reply: {
      subject: 'New reply on ticket #{{number}}: {{subject}}',
      heading: 'Support replied to your ticket',
      sms: 'Nukhba: support replied to your ticket #{{number}}. {{link}}',
    },
    clientReply: {
      subject: 'The client replied on ticket #{{number}}: {{subject}}',
      heading: '{{client}} replied on the ticket',
      sms: 'Nukhba: the client replied on ticket #{{number}}. {{link}}',
    },
    created: {
      subject: 'New ticket #{{number}} in {{department}}: {{subject}}',
      heading: 'A new ticket is waiting in {{department}}',
      body: '{{client}} opened the ticket "{{subject}}".',
      sms: 'Nukhba: new ticket #{{number}} in {{department}}. {{link}}',
    },
    assigned: {
      subject: 'Ticket #{{number}} was transferred to you',
      heading: 'A ticket was transferred to you',
      body: '{{by}} transferred the ticket "{{subject}}" to you.',
      note: 'Their note:',
      sms: 'Nukhba: ticket #{{number}} was transferred to you. {{link}}',
    },
    resolved: {
      subject: 'Ticket #{{number}} was resolved',
      heading: 'Your ticket was resolved',
      body: 'Support marked your ticket "{{subject}}" as resolved.',
      autoClose: 'If nothing more is needed, it closes by itself on {{date}}. Reply to keep it open.',
      sms: 'Nukhba: your ticket #{{number}} was resolved. {{link}}',
    },
    closing: {
      subject: 'Ticket #{{number}} will close soon',
      heading: 'Your ticket will close soon',
      body: 'Your ticket "{{subject}}" closes by itself on {{date}}. Reply if you still need help.',
      sms: 'Nukhba: your ticket #{{number}} closes on {{date}}. {{link}}',
    },
    closed: {
      subject: 'Ticket #{{number}} was closed',
      heading: 'Your ticket was closed',
      body: 'Your ticket "{{subject}}" was closed because there was no answer after it was resolved. You can reopen it within {{days}} days.',
      sms: 'Nukhba: your ticket #{{number}} was closed. {{link}}',
    },
    sla: {
      targets: { firstResponse: 'first answer', resolution: 'resolution' },
      soon: {
        subject: 'Ticket #{{number}} is close to its {{target}} target',
        heading: 'A ticket is breaching soon',
        body: 'The {{target}} target of "{{subject}}" is 80% used: it is due by {{due}} (business hours).',
        sms: 'Nukhba: ticket #{{number}} is close to its {{target}} target. {{link}}',
      },
      breached: {
        subject: 'Ticket #{{number}} missed its {{target}} target',
        heading: 'A ticket missed its target',
        body: 'The {{target}} target of "{{subject}}" was due by {{due}} (business hours) and has passed.',
        sms: 'Nukhba: ticket #{{number}} missed its {{target}} target. {{link}}',
      },
    },
  },
  joinRequest: {
    review: 'Review the requests',
    view: 'View your requests',
    approved: {
      subject: 'You were accepted into {{group}}',
      heading: 'Your request was approved',
      body: 'The manager of {{group}} approved your request to join.',
      sms: 'Nukhba: your request to join {{group}} was approved.',
    },
    rejected: {
      subject: 'Your request to join {{group}} was declined',
      heading: 'Your request was declined',
      body: 'The manager of {{group}} declined your request to join.',
      sms: 'Nukhba: your request to join {{group}} was declined.',
    },
    created: {
      subject: 'New request to join {{group}}',
      heading: 'Someone wants to join {{group}}',
      body: '{{requester}} asked to join {{group}}.',
      sms: 'Nukhba: {{requester}} asked to join {{group}}.',
    },
  },
  chat: {
    subject: 'Support answered you in the chat',
    heading: 'Support answered after you left',
    body: 'You had left the chat when support answered:',
    action: 'Continue the chat',
    attachment: '(a file or a place: open the chat to see it)',
  },
  bounce: {
    subject: 'Your email could not be added to a ticket',
    heading: 'Your email was not added',
    body: 'We received your email "{{subject}}" but could not add it to a ticket: {{reason}}',
    nothingSaved: 'Nothing was saved. You can answer on the site instead.',
    action: 'Open the site',
    reasons: {
      invalidAddress: 'the reply address is not valid or has expired.',
      notParty: 'it was sent from an address that is not part of this ticket.',
      closed: 'the ticket is closed. Reopen it on the site, or open a new ticket.',
      attachment: 'an attachment was refused ({{detail}}).',
      empty: 'it had no text of its own.',
    },
  },
  unsubscribe: {
    title: 'Unsubscribe',
    confirm: 'Stop emails about: {{category}}?',
    button: 'Unsubscribe',
    done: 'You will no longer receive emails about: {{category}}.',
    manage: 'You can change this at any time in your notification settings.',
    invalid: 'This unsubscribe link is not valid. Change your notification settings from your profile instead.',
  },
  catcher: {
    title: 'Mail catcher',
    intro: 'Every email and text message the site queued, as its recipient sees it, newest first. Only with DEV_OUTBOX=1.',
    empty: 'No messages yet.',
    to: 'To',
    status: 'Status',
    queuedAt: 'Queued',
    messageId: 'Message-ID',
    sms: 'Text message',
    emailFrame: 'Email: {{subject}}',
    segments_one: '{{n}} SMS part',
    segments_other: '{{n}} SMS parts',
    statuses: { queued: 'Queued', sending: 'Sending', sent: 'Sent', retrying: 'Will retry', failed: 'Failed' },
  },
  categories: {
    security: 'security of your account',
    'ticket-reply': 'replies to your tickets',
    'ticket-status': 'the status of your tickets',
    'join-request-decided': 'decisions on your requests to join groups',
    'chat-reply': 'answers in the support chat',
    'ticket-new': 'new tickets in your departments',
    'ticket-assigned': 'tickets transferred to you',
    'ticket-client-reply': 'client replies on your tickets',
    'ticket-sla': 'service-level warnings on your tickets',
    'join-request-new': 'requests to join the groups you manage',
  },
};

export type MailTexts = typeof mailTextsEn;
