import type { plans, projects, subscriptions } from '../../schema/content.js';
import { L, img } from './l10n.js';

type Pair = [string, string];

const project = (
  id: string,
  year: number,
  title: Pair,
  client: Pair,
  summary: Pair,
  body: Pair,
  tags: Pair[],
): typeof projects.$inferInsert => ({
  id,
  year,
  title: L(...title),
  client: L(...client),
  summary: L(...summary),
  body: L(...body),
  imageSrc: img(`projects/${id}.svg`),
  imageAlt: L(...title),
  tags: tags.map((t) => L(...t)),
});

const WEB: Pair = ['Web platform', 'منصة ويب'];
const MOBILE: Pair = ['Mobile app', 'تطبيق جوال'];
const DATA: Pair = ['Data', 'البيانات'];
const CLOUD: Pair = ['Cloud', 'السحابة'];
const SECURITY: Pair = ['Security', 'الأمن'];

export const projectRows: Array<typeof projects.$inferInsert> = [
  project('tawasul-portal', 2024, ['Tawasul citizen services portal', 'بوابة تواصل للخدمات'], ['Tawasul', 'تواصل'],
    ['A bilingual portal for requests, appointments and status tracking.', 'بوابة ثنائية اللغة لتقديم الطلبات وحجز المواعيد ومتابعة حالتها.'],
    ['We replaced paper forms with a single portal integrated with Nafath sign-in. Requests that took two weeks are now processed in two days, and the portal passed its security audit on the first attempt.', 'استبدلنا النماذج الورقية ببوابة واحدة مرتبطة بتسجيل الدخول عبر نفاذ. أصبحت الطلبات التي كانت تستغرق أسبوعين تُنجز في يومين، واجتازت البوابة التدقيق الأمني من المحاولة الأولى.'],
    [WEB, SECURITY]),
  project('masar-logistics', 2024, ['Masar fleet tracking', 'نظام مسار لتتبع الأسطول'], ['Masar Logistics', 'مسار للخدمات اللوجستية'],
    ['Live tracking for more than 600 trucks and their customers.', 'تتبع مباشر لأكثر من 600 شاحنة وعملائها.'],
    ['A driver app that works offline, a dispatch dashboard and a customer tracking page. Support calls fell by a third in the first quarter after launch.', 'تطبيق للسائقين يعمل دون اتصال، ولوحة لإدارة التوزيع، وصفحة تتبع للعملاء. وانخفضت اتصالات الدعم بمقدار الثلث في الربع الأول بعد الإطلاق.'],
    [MOBILE, CLOUD]),
  project('shifa-clinics', 2023, ['Shifa appointment system', 'نظام مواعيد شفاء'], ['Shifa Clinics', 'عيادات شفاء'],
    ['Online booking, reminders and queue management for twelve clinics.', 'حجز إلكتروني وتذكير وإدارة طوابير لاثنتي عشرة عيادة.'],
    ['Patients book from the app or WhatsApp, receive reminders by SMS and check in with a QR code. No-shows dropped by twenty-five percent.', 'يحجز المرضى عبر التطبيق أو واتساب، ويتلقون التذكير برسالة نصية، ويسجلون حضورهم برمز QR. وانخفضت نسبة عدم الحضور بخمسة وعشرين بالمئة.'],
    [MOBILE, WEB]),
  project('rawaj-store', 2025, ['Rawaj e-commerce app', 'تطبيق رواج للتسوق'], ['Rawaj Store', 'متجر رواج'],
    ['A fashion store app with mada, Apple Pay and same-day delivery.', 'تطبيق متجر أزياء يدعم مدى وApple Pay والتوصيل في اليوم نفسه.'],
    ['We designed an Arabic-first shopping experience, connected it to the warehouse system and delivery partners, and launched in time for the Ramadan season.', 'صممنا تجربة تسوق عربية أولًا، وربطناها بنظام المستودعات وشركاء التوصيل، وأطلقناها في الوقت المناسب لموسم رمضان.'],
    [MOBILE]),
  project('bayan-analytics', 2023, ['Bayan management dashboards', 'لوحات بيان للإدارة'], ['Bayan Analytics', 'بيان للتحليلات'],
    ['Daily dashboards built from sales, finance and operations data.', 'لوحات معلومات يومية مبنية على بيانات المبيعات والمالية والعمليات.'],
    ['A data warehouse that refreshes every night and bilingual dashboards for executives. Weekly report preparation went from five days to none.', 'مستودع بيانات يُحدَّث كل ليلة ولوحات معلومات ثنائية اللغة للقيادة. وتقلّص إعداد التقرير الأسبوعي من خمسة أيام إلى لا شيء.'],
    [DATA, CLOUD]),
  project('amanah-hr', 2025, ['Amanah HR self-service', 'الخدمة الذاتية لأمانة للموارد البشرية'], ['Amanah HR', 'أمانة للموارد البشرية'],
    ['Leave, payroll slips and requests for 4,000 employees.', 'الإجازات وقسائم الرواتب والطلبات لأربعة آلاف موظف.'],
    ['Employees handle leave requests, letters and payroll questions from their phones, with approvals routed automatically to the right manager.', 'ينجز الموظفون طلبات الإجازة والخطابات واستفسارات الرواتب من هواتفهم، مع توجيه الموافقات تلقائيًا إلى المدير المختص.'],
    [WEB, MOBILE]),
];

const list = (...items: Pair[]) => items.map((item) => L(...item));

export const planRows: Array<typeof plans.$inferInsert> = [
  {
    id: 'starter',
    name: L('Starter', 'الأساسية'),
    description: L('For small businesses with one product.', 'للمنشآت الصغيرة ذات المنتج الواحد.'),
    monthlyPrice: 1500,
    yearlyPrice: 15000,
    highlighted: false,
    features: list(
      ['Hosting and maintenance for one application', 'استضافة وصيانة لتطبيق واحد'],
      ['Security updates every month', 'تحديثات أمنية شهرية'],
      ['Support by ticket, reply within one business day', 'دعم عبر التذاكر مع رد خلال يوم عمل'],
      ['Eight development hours a month', 'ثماني ساعات تطوير شهريًا'],
    ),
  },
  {
    id: 'business',
    name: L('Business', 'الأعمال'),
    description: L('For growing companies that ship every month.', 'للشركات النامية التي تطلق تحديثات كل شهر.'),
    monthlyPrice: 4500,
    yearlyPrice: 45000,
    highlighted: true,
    features: list(
      ['Up to three applications', 'حتى ثلاثة تطبيقات'],
      ['Monitoring around the clock', 'مراقبة على مدار الساعة'],
      ['Support by ticket and chat, reply within four hours', 'دعم عبر التذاكر والمحادثة مع رد خلال أربع ساعات'],
      ['Forty development hours a month', 'أربعون ساعة تطوير شهريًا'],
      ['Quarterly security review', 'مراجعة أمنية كل ربع سنة'],
    ),
  },
  {
    id: 'enterprise',
    name: L('Enterprise', 'المؤسسات'),
    description: L('For large organisations with critical systems.', 'للمنشآت الكبيرة ذات الأنظمة الحرجة.'),
    monthlyPrice: 12000,
    yearlyPrice: 120000,
    highlighted: false,
    features: list(
      ['Unlimited applications', 'عدد غير محدود من التطبيقات'],
      ['Dedicated team and account manager', 'فريق مخصص ومدير حساب'],
      ['One-hour response for critical incidents, day and night', 'استجابة خلال ساعة للأعطال الحرجة ليلًا ونهارًا'],
      ['Hosting inside the Kingdom', 'استضافة داخل المملكة'],
      ['Annual penetration test', 'اختبار اختراق سنوي'],
    ),
  },
];

export const subscriptionRows: Array<typeof subscriptions.$inferInsert> = [
  { id: 'support-monthly', name: L('Technical support', 'الدعم الفني'), description: L('Ticket and chat support for an existing system.', 'دعم عبر التذاكر والمحادثة لنظام قائم.'), price: 900, period: 'monthly' },
  { id: 'hosting-yearly', name: L('Managed hosting', 'الاستضافة المُدارة'), description: L('Hosting in Saudi data centres with daily backups.', 'استضافة في مراكز بيانات سعودية مع نسخ احتياطي يومي.'), price: 7200, period: 'yearly' },
  { id: 'security-audit', name: L('Security audit', 'التدقيق الأمني'), description: L('A full penetration test of one web or mobile application, with a retest.', 'اختبار اختراق شامل لتطبيق ويب أو جوال واحد، مع إعادة الاختبار.'), price: 18000, period: 'one-time' },
  { id: 'design-sprint', name: L('Design sprint', 'أسبوع التصميم المكثف'), description: L('Five days from idea to a tested prototype.', 'خمسة أيام من الفكرة إلى نموذج أولي مختبَر.'), price: 25000, period: 'one-time' },
];
