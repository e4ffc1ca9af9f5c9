import type { LocalText } from '../../schema/index.js';
import { CATEGORY as C, IMAGE, LOCATION as P, TYPE as T, l } from './vocabulary.js';
import type { ListingSeed } from './types.js';

const rules = [
  l('Be respectful: no personal attacks or harassment.', 'الاحترام أولًا: لا إساءة شخصية ولا مضايقة.'),
  l('No advertising without the manager’s approval.', 'لا إعلانات دون موافقة مدير المجموعة.'),
  l('Keep client data private; never share it in the group.', 'حافظ على خصوصية بيانات العملاء ولا تشاركها في المجموعة.'),
];
const criteria = (field: [string, string]) => [
  l('A complete profile with a verified phone number.', 'ملف شخصي مكتمل ورقم جوال موثّق.'),
  l(`At least one year of experience in ${field[0]}.`, `خبرة لا تقل عن سنة في ${field[1]}.`),
  l('Agree to the group rules.', 'الموافقة على قواعد المجموعة.'),
];

const group = (
  slug: string, name: LocalText, type: ListingSeed['type'], categories: ListingSeed['categories'], location: ListingSeed['location'],
  speciality: LocalText, about: LocalText, numbers: [rating: number, members: number, ageDays: number], image: string,
  status: 'open' | 'closed', website: string | null, joinCriteria: LocalText[], managed = false,
): ListingSeed => ({
  slug, name, type, categories, location, speciality, about, rating: numbers[0], membersCount: numbers[1], status, image, website,
  ageDays: numbers[2], criteria: joinCriteria, rules, managed,
});

/** Interest groups. The first is managed by the demo manager and is the custom-domain tenant's. */
export const GROUPS: ListingSeed[] = [
  group('riyadh-web-developers', l('Riyadh Web Developers', 'مطوّرو الويب في الرياض'), T.community, [C.software, C.web], P.riyadh,
    l('Front-end and API development', 'تطوير الواجهات وواجهات البرمجة'),
    l('A meeting place for web developers in Riyadh: monthly meetups, code reviews and a job board.', 'ملتقى لمطوّري الويب في الرياض: لقاءات شهرية ومراجعات شيفرة ولوحة وظائف.'),
    [4.8, 342, 420], IMAGE.web, 'open', 'https://example.com/groups/riyadh-web', criteria(['web development', 'تطوير الويب']), true),
  group('jeddah-ecommerce-merchants', l('Jeddah E-commerce Merchants', 'تجّار التجارة الإلكترونية في جدة'), T.business, [C.ecommerce, C.retail], P.jeddah,
    l('Online stores and payment integration', 'المتاجر الإلكترونية وربط بوابات الدفع'),
    l('Merchants sharing what works in online retail, from payment gateways to delivery.', 'تجّار يتبادلون ما ينجح في البيع الإلكتروني، من بوابات الدفع إلى التوصيل.'),
    [4.5, 218, 300], IMAGE.web, 'open', null, criteria(['online retail', 'البيع الإلكتروني'])),
  group('data-and-ai-circle', l('Data & AI Circle', 'حلقة البيانات والذكاء الاصطناعي'), T.study, [C.data, C.ai], P.online,
    l('Analytics, dashboards and machine learning', 'التحليلات ولوحات المؤشرات وتعلّم الآلة'),
    l('A study group that reads, builds and presents one data project a month.', 'مجموعة دراسية تقرأ وتبني وتعرض مشروع بيانات كل شهر.'),
    [4.9, 510, 200], IMAGE.data, 'open', null, criteria(['data analysis', 'تحليل البيانات'])),
  group('dammam-startup-founders', l('Dammam Startup Founders', 'روّاد الشركات الناشئة في الدمام'), T.founders, [C.startups, C.funding], P.dammam,
    l('Product launch and fundraising', 'إطلاق المنتجات وجمع التمويل'),
    l('Founders in the Eastern Province helping each other launch and raise.', 'مؤسسون في المنطقة الشرقية يساعد بعضهم بعضًا في الإطلاق وجمع التمويل.'),
    [4.3, 127, 150], IMAGE.cloud, 'closed', 'https://example.com/groups/dammam-founders', criteria(['running a startup', 'إدارة شركة ناشئة'])),
  group('cybersecurity-practitioners', l('Cybersecurity Practitioners', 'ممارسو الأمن السيبراني'), T.community, [C.security, C.compliance], P.riyadh,
    l('Application security and NCA compliance', 'أمن التطبيقات والامتثال لضوابط الهيئة الوطنية للأمن السيبراني'),
    l('Security engineers and auditors sharing playbooks and compliance checklists.', 'مهندسو أمن ومدققون يتبادلون أدلة العمل وقوائم التحقق من الامتثال.'),
    [4.7, 289, 90], IMAGE.security, 'open', null, criteria(['information security', 'أمن المعلومات'])),
  group('arabic-ux-writers', l('Arabic UX Writers', 'كتّاب تجربة المستخدم بالعربية'), T.creative, [C.design, C.content], P.online,
    l('Microcopy and right-to-left interfaces', 'النصوص القصيرة والواجهات من اليمين إلى اليسار'),
    l('Writers and designers improving Arabic product copy together.', 'كتّاب ومصممون يحسّنون معًا نصوص المنتجات العربية.'),
    [4.6, 164, 45], IMAGE.design, 'open', null, criteria(['writing or design', 'الكتابة أو التصميم'])),
  group('makkah-mobile-makers', l('Makkah Mobile Makers', 'صنّاع تطبيقات الجوال في مكة'), T.community, [C.mobile, C.software], P.makkah,
    l('iOS, Android and cross-platform apps', 'تطبيقات iOS وAndroid والمنصات المتعددة'),
    l('Mobile developers building apps for pilgrims and local businesses.', 'مطوّرو جوال يبنون تطبيقات لضيوف الرحمن والأعمال المحلية.'),
    [4.4, 198, 260], IMAGE.mobile, 'open', null, criteria(['mobile development', 'تطوير تطبيقات الجوال'])),
  group('cloud-native-arabia', l('Cloud Native Arabia', 'السحابة الأصيلة العربية'), T.study, [C.cloud, C.software], P.online,
    l('Kubernetes, observability and cost control', 'Kubernetes والمراقبة وضبط التكاليف'),
    l('A study group working through cloud-native tooling in Arabic.', 'مجموعة دراسية تتعلّم أدوات السحابة الأصيلة بالعربية.'),
    [4.2, 276, 500], IMAGE.cloud, 'open', 'https://example.com/groups/cloud-native', criteria(['cloud operations', 'تشغيل السحابة'])),
  group('madinah-digital-marketers', l('Madinah Digital Marketers', 'المسوّقون الرقميون في المدينة'), T.business, [C.marketing, C.content], P.madinah,
    l('Search, social and content marketing', 'التسويق بالبحث والتواصل الاجتماعي والمحتوى'),
    l('Marketers comparing campaigns, budgets and results.', 'مسوّقون يقارنون الحملات والميزانيات والنتائج.'),
    [3.9, 88, 330], IMAGE.design, 'closed', null, criteria(['digital marketing', 'التسويق الرقمي'])),
  group('fintech-builders', l('Fintech Builders', 'بنّاؤو التقنية المالية'), T.founders, [C.finance, C.startups], P.riyadh,
    l('Payments, open banking and regulation', 'المدفوعات والمصرفية المفتوحة والتنظيم'),
    l('Founders and engineers building financial products under the sandbox rules.', 'مؤسسون ومهندسون يبنون منتجات مالية وفق قواعد البيئة التجريبية.'),
    [4.6, 154, 120], IMAGE.data, 'open', null, criteria(['financial technology', 'التقنية المالية'])),
  group('abha-tech-students', l('Abha Tech Students', 'طلاب التقنية في أبها'), T.study, [C.software, C.data], P.abha,
    l('Graduation projects and internships', 'مشاريع التخرج والتدريب التعاوني'),
    l('University students preparing their first projects and internships.', 'طلاب جامعيون يجهّزون مشاريعهم الأولى وتدريبهم التعاوني.'),
    [4.1, 402, 30], IMAGE.web, 'open', null, [l('Enrolled in a university or college.', 'مقيّد في جامعة أو كلية.'), l('Agree to the group rules.', 'الموافقة على قواعد المجموعة.')]),
  group('jeddah-product-designers', l('Jeddah Product Designers', 'مصممو المنتجات في جدة'), T.creative, [C.design, C.mobile], P.jeddah,
    l('Research, prototyping and design systems', 'البحث والنماذج الأولية وأنظمة التصميم'),
    l('Designers running critiques and usability tests together.', 'مصممون يعقدون جلسات نقد واختبارات استخدام معًا.'),
    [4.5, 131, 75], IMAGE.design, 'open', null, criteria(['product design', 'تصميم المنتجات'])),
];
