import { type CannedResponse, fillPlaceholders, findCanned, slashQuery } from './canned';

const reply = (shortcut: string, over: Partial<CannedResponse> = {}): CannedResponse => ({
  id: shortcut, shortcut, title: { en: `${shortcut} title`, ar: `عنوان ${shortcut}` }, body: { en: `${shortcut} body`, ar: `نص ${shortcut}` },
  department: null, shared: true, ...over,
});

describe('placeholders', () => {
  it('fills every known placeholder, as often as it appears', () => {
    expect(fillPlaceholders('Hi {client.name}, #{ticket.number} — {agent.name}. {client.name}!', { 'client.name': 'Sara', 'ticket.number': '1042', 'agent.name': 'Omar' }))
      .toBe('Hi Sara, #1042 — Omar. Sara!');
  });

  it('leaves a placeholder without a value, and unknown braces, as typed', () => {
    expect(fillPlaceholders('رقم {ticket.number} لـ {client.name} {unknown}', { 'client.name': 'سارة' })).toBe('رقم {ticket.number} لـ سارة {unknown}');
  });

  it('does not read a value as a pattern', () => {
    expect(fillPlaceholders('{client.name}', { 'client.name': '$& $1 {agent.name}' })).toBe('$& $1 {agent.name}');
  });
});

describe('the slash at the caret', () => {
  it('finds a slash at the start or after a space, up to the caret', () => {
    expect(slashQuery('/gre', 4)).toEqual({ start: 0, query: 'gre' });
    expect(slashQuery('Hello /inv', 10)).toEqual({ start: 6, query: 'inv' });
    expect(slashQuery('Hello\n/', 7)).toEqual({ start: 6, query: '' });
  });

  it('ignores a slash inside a word or a path, or one the caret has passed with a space', () => {
    expect(slashQuery('and/or', 6)).toBeNull();
    expect(slashQuery('see /docs/page', 14)).toBeNull();
    expect(slashQuery('/gre more', 9)).toBeNull();
  });
});

describe('finding a reply', () => {
  const items = [reply('greeting'), reply('invoice', { department: 'billing' }), reply('logs', { department: 'technical', title: { en: 'Ask for logs', ar: 'طلب السجلات' } })];

  it('puts shortcut matches first, then titles in the conversation\'s language', () => {
    expect(findCanned(items, 'lo', 'en', null).map((i) => i.id)).toEqual(['logs']);
    expect(findCanned(items, 'السجلات', 'ar', null).map((i) => i.id)).toEqual(['logs']);
    expect(findCanned(items, '', 'en', null).map((i) => i.id)).toEqual(['greeting', 'invoice', 'logs']);
  });

  it('keeps a department\'s replies to its own conversations', () => {
    expect(findCanned(items, '', 'en', 'technical').map((i) => i.id)).toEqual(['greeting', 'logs']);
  });
});
