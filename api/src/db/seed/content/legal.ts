import type { changelogEntries, termsSections } from '../../schema/content.js';
import { L } from './l10n.js';

type Kind = (typeof changelogEntries.$inferInsert)['kind'];

const release = (version: string, releasedAt: string, entries: Array<[Kind, string, string]>) =>
  entries.map(([kind, en, ar], position): typeof changelogEntries.$inferInsert => ({
    id: `${version}-${position + 1}`,
    version,
    releasedAt,
    kind,
    position,
    text: L(en, ar),
  }));

export const changelogRows: Array<typeof changelogEntries.$inferInsert> = [
  ...release('2.0.0', '2025-06-01', [
    ['new', 'Client portal: raise and follow support tickets with attachments.', 'بوابة العملاء: فتح تذاكر الدعم ومتابعتها مع المرفقات.'],
    ['new', 'Live chat with the support team from every page.', 'محادثة مباشرة مع فريق الدعم من أي صفحة.'],
    ['new', 'Two-factor verification by text message.', 'التحقق بخطوتين عبر الرسائل النصية.'],
    ['improved', 'Pages load up to forty percent faster on mobile networks.', 'تحميل الصفحات أسرع بنسبة تصل إلى أربعين بالمئة على شبكات الجوال.'],
  ]),
  ...release('1.5.0', '2025-03-16', [
    ['new', 'Dark mode across the whole site.', 'الوضع الداكن في الموقع بأكمله.'],
    ['improved', 'Clearer Arabic typography and better line spacing.', 'خطوط عربية أوضح وتباعد أفضل بين الأسطر.'],
    ['fixed', 'Phone numbers with Arabic-Indic digits are now accepted in every form.', 'أصبحت أرقام الجوال بالأرقام العربية المشرقية مقبولة في جميع النماذج.'],
  ]),
  ...release('1.4.2', '2025-01-08', [
    ['fixed', 'The contact form kept the message after a failed send.', 'أصبح نموذج التواصل يحتفظ بالرسالة بعد تعذّر الإرسال.'],
    ['fixed', 'Business hours now show the Riyadh time zone correctly.', 'أصبحت ساعات العمل تُعرض بتوقيت الرياض بشكل صحيح.'],
    ['improved', 'Search on the blog understands Arabic letter variants.', 'البحث في المدونة يتعرّف على صور الحروف العربية المختلفة.'],
  ]),
];

const section = (id: string, title: [string, string], body: [string, string]): typeof termsSections.$inferInsert => ({
  id,
  title: L(...title),
  body: L(...body),
});

export const termsRows: Array<typeof termsSections.$inferInsert> = [
  section('introduction', ['Introduction', 'مقدمة'], ['These terms govern your use of the Nukhba Software website and client portal. By creating an account or using the site you agree to them.', 'تحكم هذه الشروط استخدامك لموقع نخبة للبرمجيات وبوابة العملاء، وبإنشائك حسابًا أو استخدامك للموقع فإنك توافق عليها.']),
  section('accounts', ['Accounts', 'الحسابات'], ['You are responsible for the accuracy of your account details and for keeping your password secret. Tell us immediately if you suspect someone else is using your account.', 'أنت مسؤول عن صحة بيانات حسابك وعن الحفاظ على سرية كلمة المرور، ويجب إبلاغنا فورًا إذا اشتبهت في استخدام شخص آخر لحسابك.']),
  section('services', ['Our services', 'خدماتنا'], ['The scope, timeline and price of each project are set out in a separate agreement. If that agreement conflicts with these terms, the agreement prevails.', 'يُحدَّد نطاق كل مشروع وجدوله الزمني وسعره في اتفاقية مستقلة، وعند تعارضها مع هذه الشروط تكون الأولوية للاتفاقية.']),
  section('payments', ['Payments and invoices', 'المدفوعات والفواتير'], ['Prices are in Saudi riyals and exclude value added tax unless stated otherwise. Invoices are issued electronically in line with ZATCA requirements and are due within fifteen days.', 'الأسعار بالريال السعودي ولا تشمل ضريبة القيمة المضافة ما لم يُذكر خلاف ذلك. تصدر الفواتير إلكترونيًا وفق متطلبات هيئة الزكاة والضريبة والجمارك وتستحق خلال خمسة عشر يومًا.']),
  section('privacy', ['Privacy and personal data', 'الخصوصية والبيانات الشخصية'], ['We process personal data in accordance with the Personal Data Protection Law. We collect only what we need to provide our services and never sell your data.', 'نعالج البيانات الشخصية وفقًا لنظام حماية البيانات الشخصية، ولا نجمع إلا ما نحتاج إليه لتقديم خدماتنا، ولا نبيع بياناتك أبدًا.']),
  section('intellectual-property', ['Intellectual property', 'الملكية الفكرية'], ['Source code developed for you becomes your property on full payment. Our own tools, libraries and know-how remain ours, and you receive a licence to use them within your product.', 'تنتقل ملكية الشيفرة المصدرية المطوَّرة لك إليك عند السداد الكامل، وتبقى أدواتنا ومكتباتنا وخبراتنا ملكًا لنا مع منحك ترخيصًا باستخدامها ضمن منتجك.']),
  section('liability', ['Limitation of liability', 'حدود المسؤولية'], ['We are not liable for indirect losses. Our total liability under any agreement is limited to the amount paid under that agreement in the previous twelve months.', 'لا نتحمل المسؤولية عن الخسائر غير المباشرة، وتقتصر مسؤوليتنا الإجمالية بموجب أي اتفاقية على المبلغ المدفوع بموجبها خلال الأشهر الاثني عشر السابقة.']),
  section('governing-law', ['Governing law', 'القانون الواجب التطبيق'], ['These terms are governed by the laws of the Kingdom of Saudi Arabia, and the courts of Riyadh have jurisdiction over any dispute.', 'تخضع هذه الشروط لأنظمة المملكة العربية السعودية، وتختص محاكم الرياض بالنظر في أي نزاع ينشأ عنها.']),
];
