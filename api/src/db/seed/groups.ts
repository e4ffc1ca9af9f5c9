import type { Db } from '../client.js';
import { groups } from '../schema/index.js';

type L = { ar: string; en: string };
const l = (en: string, ar: string): L => ({ en, ar });
const DAY = 86_400_000;

const GROUPS = [
  {
    slug: 'riyadh-web-developers',
    name: l('Riyadh Web Developers', 'مطوّرو الويب في الرياض'),
    type: l('Professional community', 'مجتمع مهني'),
    categories: [l('Software', 'البرمجيات'), l('Web', 'الويب')],
    location: l('Riyadh', 'الرياض'),
    speciality: l('Front-end and API development', 'تطوير الواجهات وواجهات البرمجة'),
    rating: 4.8,
    membersCount: 342,
    status: 'open' as const,
    image: '/images/groups/web-developers.webp',
    website: 'https://example.com/groups/riyadh-web',
    ageDays: 420,
  },
  {
    slug: 'jeddah-ecommerce-merchants',
    name: l('Jeddah E-commerce Merchants', 'تجّار التجارة الإلكترونية في جدة'),
    type: l('Business network', 'شبكة أعمال'),
    categories: [l('E-commerce', 'التجارة الإلكترونية'), l('Retail', 'التجزئة')],
    location: l('Jeddah', 'جدة'),
    speciality: l('Online stores and payment integration', 'المتاجر الإلكترونية وربط بوابات الدفع'),
    rating: 4.5,
    membersCount: 218,
    status: 'open' as const,
    image: '/images/groups/ecommerce.webp',
    website: null,
    ageDays: 300,
  },
  {
    slug: 'data-and-ai-circle',
    name: l('Data & AI Circle', 'حلقة البيانات والذكاء الاصطناعي'),
    type: l('Study group', 'مجموعة دراسية'),
    categories: [l('Data', 'البيانات'), l('Artificial intelligence', 'الذكاء الاصطناعي')],
    location: l('Online', 'عن بُعد'),
    speciality: l('Analytics, dashboards and machine learning', 'التحليلات ولوحات المؤشرات وتعلّم الآلة'),
    rating: 4.9,
    membersCount: 510,
    status: 'open' as const,
    image: '/images/groups/data-ai.webp',
    website: null,
    ageDays: 200,
  },
  {
    slug: 'dammam-startup-founders',
    name: l('Dammam Startup Founders', 'روّاد الشركات الناشئة في الدمام'),
    type: l('Entrepreneurs', 'روّاد أعمال'),
    categories: [l('Startups', 'الشركات الناشئة'), l('Funding', 'التمويل')],
    location: l('Dammam', 'الدمام'),
    speciality: l('Product launch and fundraising', 'إطلاق المنتجات وجمع التمويل'),
    rating: 4.3,
    membersCount: 127,
    status: 'closed' as const,
    image: '/images/groups/startups.webp',
    website: 'https://example.com/groups/dammam-founders',
    ageDays: 150,
  },
  {
    slug: 'cybersecurity-practitioners',
    name: l('Cybersecurity Practitioners', 'ممارسو الأمن السيبراني'),
    type: l('Professional community', 'مجتمع مهني'),
    categories: [l('Security', 'الأمن'), l('Compliance', 'الامتثال')],
    location: l('Riyadh', 'الرياض'),
    speciality: l('Application security and NCA compliance', 'أمن التطبيقات والامتثال لضوابط الهيئة الوطنية للأمن السيبراني'),
    rating: 4.7,
    membersCount: 289,
    status: 'open' as const,
    image: '/images/groups/cybersecurity.webp',
    website: null,
    ageDays: 90,
  },
  {
    slug: 'arabic-ux-writers',
    name: l('Arabic UX Writers', 'كتّاب تجربة المستخدم بالعربية'),
    type: l('Creative community', 'مجتمع إبداعي'),
    categories: [l('Design', 'التصميم'), l('Content', 'المحتوى')],
    location: l('Online', 'عن بُعد'),
    speciality: l('Microcopy and right-to-left interfaces', 'النصوص القصيرة والواجهات من اليمين إلى اليسار'),
    rating: 4.6,
    membersCount: 164,
    status: 'open' as const,
    image: '/images/groups/ux-writing.webp',
    website: null,
    ageDays: 45,
  },
];

export async function seedGroups(db: Db): Promise<void> {
  const now = Date.now();
  await db
    .insert(groups)
    .values(GROUPS.map(({ ageDays, ...g }) => ({ ...g, createdAt: new Date(now - ageDays * DAY) })))
    .onConflictDoNothing({ target: groups.slug });
}
