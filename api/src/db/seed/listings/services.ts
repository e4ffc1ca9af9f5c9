import type { LocalText } from '../../schema/index.js';
import { CATEGORY as C, IMAGE, LOCATION as P, TYPE as T, l } from './vocabulary.js';
import type { ListingSeed } from './types.js';

const rules = [
  l('Prices are in SAR and include VAT.', 'الأسعار بالريال السعودي وتشمل ضريبة القيمة المضافة.'),
  l('Work starts after the scope is agreed in writing.', 'يبدأ العمل بعد الاتفاق على النطاق كتابةً.'),
];
const criteria = [
  l('A signed-in account.', 'حساب مسجّل.'),
  l('Access to the system or files the service covers.', 'إتاحة الوصول إلى النظام أو الملفات التي تشملها الخدمة.'),
];

const service = (
  slug: string, name: LocalText, type: ListingSeed['type'], categories: ListingSeed['categories'], speciality: LocalText, about: LocalText,
  numbers: [rating: number, ageDays: number], image: string, status: 'open' | 'closed' = 'open',
): ListingSeed => ({
  slug, name, type, categories, location: P.online, speciality, about, rating: numbers[0], membersCount: 0, status, image, website: null,
  ageDays: numbers[1], criteria, rules,
});

/** The support-assistance catalogue; supporting members offer these (members count = members offering it). */
export const SERVICES: ListingSeed[] = [
  service('technical-consultation', l('Technical consultation', 'استشارة تقنية'), T.advisory, [C.software],
    l('An hour with an expert on your question', 'ساعة مع خبير للإجابة عن سؤالك'), l('Bring a technical decision; leave with options, risks and a recommendation.', 'أحضر قرارًا تقنيًا واخرج بالخيارات والمخاطر وتوصية واضحة.'), [4.8, 400], IMAGE.web),
  service('security-review', l('Security review', 'مراجعة أمنية'), T.advisory, [C.security, C.compliance],
    l('Find and fix weaknesses before attackers do', 'اكتشف الثغرات وأصلحها قبل المهاجمين'), l('A review of your application and infrastructure with a prioritised fix list.', 'مراجعة لتطبيقك وبنيتك التحتية مع قائمة إصلاحات مرتبة حسب الأولوية.'), [4.9, 350], IMAGE.security),
  service('code-review', l('Code review', 'مراجعة الشيفرة'), T.technical, [C.software, C.web],
    l('A second pair of eyes on your code', 'عين ثانية على شيفرتك'), l('Readable notes on correctness, structure and performance.', 'ملاحظات واضحة عن الصحة والبنية والأداء.'), [4.6, 280], IMAGE.web),
  service('cloud-setup', l('Cloud set-up', 'تجهيز السحابة'), T.technical, [C.cloud],
    l('Accounts, networks and deployments done right', 'حسابات وشبكات وعمليات نشر مضبوطة'), l('A production-ready cloud account with backups, alerts and a deployment pipeline.', 'حساب سحابي جاهز للإنتاج مع نسخ احتياطي وتنبيهات ومسار نشر.'), [4.5, 220], IMAGE.cloud),
  service('system-maintenance', l('System maintenance', 'صيانة الأنظمة'), T.technical, [C.cloud, C.software],
    l('Updates, monitoring and fixes every month', 'تحديثات ومراقبة وإصلاحات كل شهر'), l('We keep your system patched, watched and backed up.', 'نُبقي نظامك محدّثًا ومراقبًا ومنسوخًا احتياطيًا.'), [4.3, 180], IMAGE.cloud),
  service('ux-audit', l('UX audit', 'تدقيق تجربة المستخدم'), T.advisory, [C.design, C.content],
    l('What stops your users, and how to fix it', 'ما الذي يعيق مستخدميك وكيف تُصلحه'), l('An expert review and five user tests in Arabic and English.', 'مراجعة خبير وخمسة اختبارات مع مستخدمين بالعربية والإنجليزية.'), [4.7, 140], IMAGE.design),
  service('team-training', l('Team training', 'تدريب الفرق'), T.training, [C.software, C.marketing],
    l('Courses shaped around your team', 'دورات مصممة حول فريقك'), l('Short courses with exercises on your own projects.', 'دورات قصيرة بتمارين على مشاريعكم أنتم.'), [4.4, 100], IMAGE.mobile),
  service('data-dashboard', l('Data dashboard', 'لوحة مؤشرات البيانات'), T.technical, [C.data],
    l('Your numbers on one screen', 'أرقامك على شاشة واحدة'), l('A dashboard fed by your systems, refreshed daily.', 'لوحة مؤشرات تغذيها أنظمتك وتتحدّث يوميًا.'), [4.2, 20], IMAGE.data),
  service('store-setup', l('Online store set-up', 'تجهيز المتجر الإلكتروني'), T.technical, [C.ecommerce],
    l('Payments, shipping and invoices connected', 'الدفع والشحن والفواتير مترابطة'), l('A store ready to sell: payment gateway, shipping and e-invoicing.', 'متجر جاهز للبيع: بوابة دفع وشحن وفوترة إلكترونية.'), [4.1, 60], IMAGE.web, 'closed'),
];
