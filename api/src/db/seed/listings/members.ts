import type { LocalText } from '../../schema/index.js';
import { CATEGORY as C, IMAGE, LOCATION as P, TYPE as T, l } from './vocabulary.js';
import type { ListingSeed } from './types.js';

const rules = [
  l('Sessions are booked at least one day ahead.', 'تُحجز الجلسات قبل يوم واحد على الأقل.'),
  l('A cancelled session can be moved once, free of charge.', 'يمكن نقل الجلسة الملغاة مرة واحدة دون رسوم.'),
];
const criteria = [
  l('A signed-in account with a verified phone number.', 'حساب مسجّل برقم جوال موثّق.'),
  l('A short description of what you need help with.', 'وصف موجز لما تحتاج المساعدة فيه.'),
];
const profile = (country: [string, string], hours: [string, string], sections: [string, string], specialities: [string, string]) => [
  { label: l('Country', 'الدولة'), value: l(...country) },
  { label: l('Available time', 'أوقات التوفر'), value: l(...hours) },
  { label: l('Sections', 'الأقسام'), value: l(...sections) },
  { label: l('Specialities', 'التخصصات'), value: l(...specialities) },
];
const SA: [string, string] = ['Saudi Arabia', 'المملكة العربية السعودية'];
const WEEKDAYS: [string, string] = ['Sunday to Thursday, 9:00–17:00', 'الأحد إلى الخميس، ٩:٠٠–١٧:٠٠'];
const EVENINGS: [string, string] = ['Every day, 18:00–22:00', 'يوميًا، ١٨:٠٠–٢٢:٠٠'];

const member = (
  slug: string, name: LocalText, type: ListingSeed['type'], categories: ListingSeed['categories'], location: ListingSeed['location'],
  speciality: LocalText, about: LocalText, numbers: [rating: number, clients: number, ageDays: number], image: string,
  details: Parameters<typeof profile>, offers: string[], status: 'open' | 'closed' = 'open',
): ListingSeed => ({
  slug, name, type, categories, location, speciality, about, rating: numbers[0], membersCount: numbers[1], status, image, website: null,
  ageDays: numbers[2], criteria, rules, profile: profile(...details), offers,
});

/** Supporting members: consultants, trainers and agencies offering the support services. */
export const MEMBERS: ListingSeed[] = [
  member('noura-alotaibi', l('Noura Al-Otaibi', 'نورة العتيبي'), T.consultant, [C.security, C.compliance], P.riyadh,
    l('Security reviews and compliance', 'مراجعات الأمن والامتثال'), l('Ten years of security audits for banks and government bodies.', 'عشر سنوات من تدقيق الأمن للبنوك والجهات الحكومية.'),
    [4.9, 86, 380], IMAGE.security, [SA, WEEKDAYS, ['Security, compliance', 'الأمن، الامتثال'], ['Penetration testing, NCA controls', 'اختبار الاختراق، ضوابط الهيئة']], ['security-review', 'technical-consultation']),
  member('khalid-alharbi', l('Khalid Al-Harbi', 'خالد الحربي'), T.trainer, [C.software, C.web], P.jeddah,
    l('Web development training', 'التدريب على تطوير الويب'), l('Runs hands-on courses for junior developers and teams.', 'يقدّم دورات تطبيقية للمطوّرين المبتدئين والفرق.'),
    [4.7, 140, 300], IMAGE.web, [SA, EVENINGS, ['Training', 'التدريب'], ['React, Node.js', 'React وNode.js']], ['team-training', 'code-review']),
  member('sahab-cloud-partners', l('Sahab Cloud Partners', 'شركاء سحاب للسحابة'), T.agency, [C.cloud], P.riyadh,
    l('Cloud migration and operations', 'الانتقال إلى السحابة وتشغيلها'), l('A team of engineers that moves and runs systems in the cloud.', 'فريق مهندسين ينقل الأنظمة إلى السحابة ويشغّلها.'),
    [4.6, 52, 520], IMAGE.cloud, [SA, WEEKDAYS, ['Operations', 'التشغيل'], ['Kubernetes, cost reviews', 'Kubernetes ومراجعة التكاليف']], ['cloud-setup', 'system-maintenance']),
  member('reem-aldosari', l('Reem Al-Dosari', 'ريم الدوسري'), T.consultant, [C.design, C.content], P.dammam,
    l('UX research and Arabic content', 'أبحاث تجربة المستخدم والمحتوى العربي'), l('Helps teams test their products with real Arabic-speaking users.', 'تساعد الفرق على اختبار منتجاتها مع مستخدمين حقيقيين يتحدثون العربية.'),
    [4.8, 64, 210], IMAGE.design, [SA, WEEKDAYS, ['Design', 'التصميم'], ['Usability tests, microcopy', 'اختبارات الاستخدام، النصوص القصيرة']], ['ux-audit']),
  member('youssef-hassan', l('Youssef Hassan', 'يوسف حسن'), T.consultant, [C.data, C.ai], P.cairo,
    l('Data platforms and dashboards', 'منصات البيانات ولوحات المؤشرات'), l('Designs data pipelines and dashboards that managers actually read.', 'يصمّم مسارات البيانات ولوحات مؤشرات يقرؤها المديرون فعلًا.'),
    [4.5, 73, 160], IMAGE.data, [['Egypt', 'مصر'], EVENINGS, ['Data', 'البيانات'], ['SQL, Power BI, Python', 'SQL وPower BI وPython']], ['data-dashboard', 'technical-consultation']),
  member('manara-training-center', l('Manara Training Center', 'مركز منارة للتدريب'), T.trainer, [C.software, C.mobile], P.madinah,
    l('Team courses and certifications', 'دورات الفرق والشهادات'), l('Certified courses for developers, testers and product owners.', 'دورات معتمدة للمطوّرين والمختبرين ومالكي المنتجات.'),
    [4.3, 220, 610], IMAGE.mobile, [SA, WEEKDAYS, ['Training', 'التدريب'], ['Mobile, testing, Scrum', 'الجوال والاختبار وسكرم']], ['team-training']),
  member('faisal-alzahrani', l('Faisal Al-Zahrani', 'فيصل الزهراني'), T.consultant, [C.ecommerce, C.finance], P.jeddah,
    l('Payments and store set-up', 'المدفوعات وتجهيز المتاجر'), l('Connects online stores to payment gateways and shipping.', 'يربط المتاجر الإلكترونية ببوابات الدفع والشحن.'),
    [4.4, 95, 240], IMAGE.web, [SA, EVENINGS, ['E-commerce', 'التجارة الإلكترونية'], ['Payment gateways, ZATCA invoices', 'بوابات الدفع وفواتير هيئة الزكاة']], ['store-setup', 'technical-consultation']),
  member('wasl-support-desk', l('Wasl Support Desk', 'مكتب وصل للدعم'), T.agency, [C.software, C.cloud], P.dubai,
    l('Round-the-clock system support', 'دعم الأنظمة على مدار الساعة'), l('Monitors and maintains production systems for small companies.', 'يراقب أنظمة الإنتاج ويصونها للشركات الصغيرة.'),
    [4.2, 41, 700], IMAGE.cloud, [['United Arab Emirates', 'الإمارات العربية المتحدة'], ['Every day, around the clock', 'يوميًا، على مدار الساعة'], ['Operations', 'التشغيل'], ['Monitoring, backups', 'المراقبة والنسخ الاحتياطي']], ['system-maintenance', 'cloud-setup']),
  member('lama-alghamdi', l('Lama Al-Ghamdi', 'لمى الغامدي'), T.trainer, [C.marketing, C.content], P.online,
    l('Digital marketing coaching', 'التدريب على التسويق الرقمي'), l('Coaches small teams to plan and measure their campaigns.', 'تدرّب الفرق الصغيرة على تخطيط حملاتها وقياسها.'),
    [4.0, 58, 90], IMAGE.design, [SA, EVENINGS, ['Marketing', 'التسويق'], ['Campaigns, analytics', 'الحملات والتحليلات']], ['team-training', 'ux-audit'], 'closed'),
  member('omar-alshehri', l('Omar Al-Shehri', 'عمر الشهري'), T.consultant, [C.software, C.security], P.amman,
    l('Code and architecture reviews', 'مراجعة الشيفرة والمعمارية'), l('Reviews code bases before launches and audits.', 'يراجع قواعد الشيفرة قبل الإطلاق والتدقيق.'),
    [4.7, 67, 45], IMAGE.security, [['Jordan', 'الأردن'], WEEKDAYS, ['Engineering', 'الهندسة'], ['Architecture, performance', 'المعمارية والأداء']], ['code-review', 'security-review']),
];
