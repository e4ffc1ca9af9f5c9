import { makeTranslator } from '../validation/translator';
import { TICKET_LIMITS } from './constants';
import { createTicketSchema, rateSchema, replySchema, ticketListQuerySchema, transferSchema } from './schemas';

const en = makeTranslator('en');
const ar = makeTranslator('ar');
const messages = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) => result.error?.issues.map((i) => i.message) ?? [];

describe('ticket request schemas', () => {
  it('takes a new ticket with defaults for the flags and no files', () => {
    const parsed = createTicketSchema(en).parse({ type: 'problem', department: 'billing', subject: '  Invoice  ', details: 'Missing VAT number' });
    expect(parsed).toEqual({ type: 'problem', department: 'billing', subject: 'Invoice', details: 'Missing VAT number', urgent: false, autoClose: false, attachments: [] });
  });

  it('names each missing or unknown field in the form language', () => {
    expect(messages(createTicketSchema(en).safeParse({ type: 'x', subject: ' ' }))).toEqual([
      'Type is not valid.', 'Department is required', 'Subject is required', 'Details is required',
    ]);
    expect(messages(createTicketSchema(ar).safeParse({ type: 'problem', department: 'sales', subject: 's', details: 'd'.repeat(TICKET_LIMITS.details + 1) }))).toEqual([
      `الحد الأقصى لعدد أحرف حقل التفاصيل هو ${TICKET_LIMITS.details}`,
    ]);
  });

  it('limits attachments to ten upload ids', () => {
    const ids = Array.from({ length: 11 }, () => crypto.randomUUID());
    expect(createTicketSchema(en).safeParse({ type: 'problem', department: 'sales', subject: 's', details: 'd', attachments: ids }).success).toBe(false);
  });

  it('wants text or a file in a reply', () => {
    expect(messages(replySchema(en).safeParse({ body: '   ' }))).toEqual(['Reply is required']);
    expect(replySchema(en).parse({ attachments: [crypto.randomUUID()] }).body).toBe('');
  });

  it('rates with whole stars from 1 to 5', () => {
    expect(rateSchema(en).parse({ rating: 5 })).toEqual({ rating: 5, comment: '' });
    expect(messages(rateSchema(en).safeParse({ rating: 6 }))).toEqual(['Rating must be between 1 and 5']);
    expect(messages(rateSchema(en).safeParse({ rating: 2.5 }))).toEqual(['Rating must be between 1 and 5']);
  });

  it('transfers with a note to an agent id', () => {
    expect(messages(transferSchema(en).safeParse({ assigneeId: 'nobody', note: '' }))).toEqual(['Agent is required', 'Note is required']);
  });

  it('reads the list query from a URL', () => {
    expect(ticketListQuerySchema.parse({ box: 'incoming', starred: '1', page: '2', q: ' 1042 ' })).toEqual({
      box: 'incoming', starred: true, page: 2, pageSize: 10, q: '1042', sort: 'newest',
    });
    expect(ticketListQuerySchema.safeParse({ status: 'closed' }).success).toBe(false);
  });
});
