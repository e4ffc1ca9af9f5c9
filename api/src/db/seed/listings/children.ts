import { STAT_STATUSES, type Section } from '@site/shared/listings';
import type { LocalText, listingStats, offerings } from '../../schema/index.js';
import { l } from './vocabulary.js';

type OfferingSeed = Omit<typeof offerings.$inferInsert, 'listingId'>;
type Template = { slug: string; kind: 'product' | 'service'; name: LocalText; summary: LocalText; description: LocalText; price: [number, number] };

const TEMPLATES: Record<Section, Template[]> = {
  groups: [
    { slug: 'starter-kit', kind: 'product', name: l('Member starter kit', 'حقيبة العضو المبتدئ'), summary: l('Templates and checklists to start well.', 'قوالب وقوائم تحقق لبداية موفقة.'), description: l('The group’s templates, checklists and recorded welcome session, yours to keep.', 'قوالب المجموعة وقوائم التحقق وجلسة الترحيب المسجّلة، لك دائمًا.'), price: [149, 149] },
    { slug: 'event-pass', kind: 'product', name: l('Annual event pass', 'تذكرة الفعاليات السنوية'), summary: l('Every meetup of the year.', 'كل لقاءات العام.'), description: l('Entry to every meetup and workshop the group runs this year.', 'دخول كل لقاء وورشة تقيمها المجموعة هذا العام.'), price: [600, 600] },
    { slug: 'mentoring', kind: 'service', name: l('Mentoring session', 'جلسة إرشاد'), summary: l('One hour with a senior member.', 'ساعة مع عضو خبير.'), description: l('A one-hour call with a senior member on the question you bring.', 'مكالمة لمدة ساعة مع عضو خبير حول سؤالك.'), price: [250, 250] },
    { slug: 'project-review', kind: 'service', name: l('Project review', 'مراجعة مشروع'), summary: l('Feedback on your project, priced by size.', 'ملاحظات على مشروعك، والسعر حسب حجمه.'), description: l('Members review your project and send written feedback; the price depends on its size.', 'يراجع الأعضاء مشروعك ويرسلون ملاحظات مكتوبة؛ ويعتمد السعر على حجمه.'), price: [500, 2500] },
  ],
  'supporting-members': [
    { slug: 'practical-guide', kind: 'product', name: l('Practical guide', 'الدليل العملي'), summary: l('A short guide with worked examples.', 'دليل قصير بأمثلة محلولة.'), description: l('A downloadable guide with the member’s checklists and worked examples.', 'دليل قابل للتنزيل يضم قوائم التحقق والأمثلة المحلولة.'), price: [99, 99] },
    { slug: 'one-hour-session', kind: 'service', name: l('One-hour session', 'جلسة لمدة ساعة'), summary: l('A video call on your question.', 'مكالمة مرئية حول سؤالك.'), description: l('A one-hour video call, with a written summary afterwards.', 'مكالمة مرئية لمدة ساعة، يليها ملخص مكتوب.'), price: [350, 350] },
    { slug: 'engagement', kind: 'service', name: l('Project engagement', 'مرافقة مشروع'), summary: l('Weeks of hands-on help, priced by scope.', 'أسابيع من المساعدة العملية، والسعر حسب النطاق.'), description: l('The member works with your team for one to four weeks; the price depends on the scope.', 'يعمل العضو مع فريقك من أسبوع إلى أربعة أسابيع؛ ويعتمد السعر على النطاق.'), price: [3000, 12000] },
  ],
  'support-services': [
    { slug: 'report-template', kind: 'product', name: l('Report template', 'قالب التقرير'), summary: l('The template the service delivers.', 'القالب الذي تسلّمه الخدمة.'), description: l('The report template used by this service, to prepare before you start.', 'قالب التقرير الذي تستخدمه هذه الخدمة، لتستعد قبل البدء.'), price: [0, 0] },
    { slug: 'basic', kind: 'service', name: l('Basic package', 'الباقة الأساسية'), summary: l('A fixed scope at a fixed price.', 'نطاق محدد بسعر ثابت.'), description: l('A fixed scope delivered within five working days.', 'نطاق محدد يُسلَّم خلال خمسة أيام عمل.'), price: [800, 800] },
    { slug: 'extended', kind: 'service', name: l('Extended package', 'الباقة الموسّعة'), summary: l('A scope agreed with you, priced by size.', 'نطاق يُتفق عليه معك، والسعر حسب الحجم.'), description: l('A scope agreed with you after a short call; the price depends on its size.', 'نطاق يُتفق عليه معك بعد مكالمة قصيرة؛ ويعتمد السعر على حجمه.'), price: [1500, 9000] },
  ],
};

/** A small, stable number from a string, so reseeding gives the same figures. */
function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i += 1) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

export function offeringsFor(section: Section, index: number, image: string): OfferingSeed[] {
  // Prices vary a little between records of one section; ranges stay ranges, fixed stays fixed.
  const factor = 1 + (index % 4) * 0.25;
  return TEMPLATES[section].map(({ price, ...t }, position) => ({
    ...t,
    position,
    images: [image],
    priceMin: Math.round(price[0] * factor),
    priceMax: Math.round(price[1] * factor),
  }));
}

const AUDIO_TITLES = [
  l('Welcome from the manager', 'كلمة ترحيب من المدير'),
  l('How we work', 'طريقة عملنا'),
  l('Questions members ask', 'أسئلة يطرحها الأعضاء'),
];

export function audiosFor(index: number) {
  return [0, 1].map((n) => ({
    title: AUDIO_TITLES[(index + n) % AUDIO_TITLES.length]!,
    url: `/media/audios/audio-${((index + n) % 4) + 1}.mp3`,
    durationSeconds: 3,
  }));
}

/** Twelve months ending with the current one, as first-of-month dates. */
export function lastTwelveMonths(now: Date): string[] {
  return Array.from({ length: 12 }, (_, i) => {
    const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 11 + i, 1));
    return d.toISOString().slice(0, 10);
  });
}

export function statsFor(slug: string, listingId: string, months: string[]): Array<typeof listingStats.$inferInsert> {
  return months.flatMap((month, i) =>
    STAT_STATUSES.map((status) => ({ listingId, month, status, count: (hash(`${slug}:${month}:${status}`) % 12) + Math.floor(i / 3) })),
  );
}
