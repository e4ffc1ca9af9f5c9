import { stripReply } from '../../../src/services/messages/inbound/strip.js';

test.each([
  ['Gmail, English', 'Thanks, fixed.\n\nOn Mon, 1 Jan 2024 at 10:00, Support <reply+abc@x.com> wrote:\n> old text', 'Thanks, fixed.'],
  ['Gmail, header wrapped', 'Thanks.\n\nOn Mon, 1 Jan 2024 at 10:00 Nukhba Software Support Team <\nreply+abc@x.com> wrote:\n> old', 'Thanks.'],
  ['Arabic "في … كتب:"', 'شكرًا، تم الحل.\n\nفي الاثنين، ١ يناير ٢٠٢٤ في ١٠:٠٠ ص، كتب الدعم <reply+abc@x.com>:\n> قديم', 'شكرًا، تم الحل.'],
  ['Gmail Arabic, with direction marks', 'تمام\n\n\u202bفي الخميس، ١٤ مارس ٢٠٢٤ في ٣:١٥ م تمت كتابة ما يلي بواسطة \u202aName\u202c <\u202ax@y\u202c>:\u202c\n> old', 'تمام'],
  ['Outlook', 'See below\n\n-----Original Message-----\nFrom: Support\nSent: Monday', 'See below'],
  ['Outlook, Arabic', 'انظر أدناه\n\n-----الرسالة الأصلية-----\nمن: الدعم', 'انظر أدناه'],
  ['Outlook, separator line', 'Done\n\n________________________________\nFrom: Support <s@x.com>\nSent: Monday', 'Done'],
  ['our marker', 'Yes please\n— Write your reply above this line —\nSupport replied', 'Yes please'],
  ['our Arabic marker', 'نعم\n> — اكتب ردك فوق هذا السطر —', 'نعم'],
  ['signature delimiter', 'Works now\n-- \nLayla Hassan\n+966 50 000 0000', 'Works now'],
  ['phone sign-off', 'OK\n\nSent from my iPhone', 'OK'],
  ['Arabic phone sign-off', 'حسنًا\n\nأُرسلت من iPhone الخاص بي', 'حسنًا'],
  ['trailing quoted lines only', 'Short answer\n> quoted\n> more', 'Short answer'],
  ['nothing to cut', 'Line one\n\nLine two', 'Line one\n\nLine two'],
])('%s', (_name, text, expected) => {
  expect(stripReply(text)).toBe(expected);
});
