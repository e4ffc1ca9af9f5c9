import { COMPANY_HOURS } from '@site/shared/hours';
import type { branches, companyInfo, partners, teamMembers } from '../../schema/content.js';
import { L, img } from './l10n.js';

const RIYADH = { lat: 24.7136, lng: 46.6753 };
// OpenStreetMap's embeddable view: a small box around the head office with a marker.
const osmEmbed = ({ lat, lng }: { lat: number; lng: number }) =>
  `https://www.openstreetmap.org/export/embed.html?bbox=${(lng - 0.01).toFixed(4)}%2C${(lat - 0.006).toFixed(4)}%2C${(lng + 0.01).toFixed(4)}%2C${(lat + 0.006).toFixed(4)}&layer=mapnik&marker=${lat}%2C${lng}`;

export const companyRows: Array<typeof companyInfo.$inferInsert> = [
  {
    id: 'company',
    name: L('Nukhba Software', 'نخبة للبرمجيات'),
    story: L(
      'Nukhba Software was founded in Riyadh in 2014 by three engineers who wanted to build software for the region with the same care as the best products in the world. What started in a small office on Olaya Street is now a team of more than one hundred and twenty designers, engineers and consultants in Riyadh, Jeddah, Dammam and Cairo, serving banks, retailers, hospitals and government entities.',
      'تأسست نخبة للبرمجيات في الرياض عام ٢٠١٤ على يد ثلاثة مهندسين أرادوا بناء برمجيات للمنطقة بالعناية نفسها التي تُصنع بها أفضل المنتجات في العالم. وما بدأ في مكتب صغير في شارع العليا أصبح اليوم فريقًا يضم أكثر من مئة وعشرين مصممًا ومهندسًا ومستشارًا في الرياض وجدة والدمام والقاهرة، يخدمون البنوك وشركات التجزئة والمستشفيات والجهات الحكومية.',
    ),
    mission: L(
      'To build reliable, secure and bilingual software that helps organisations in the region serve their customers better.',
      'أن نبني برمجيات موثوقة وآمنة وثنائية اللغة تساعد المنشآت في المنطقة على خدمة عملائها بصورة أفضل.',
    ),
    vision: L(
      'To be the most trusted software partner in the Middle East, and a place where the region\'s best engineers love to work.',
      'أن نكون شريك البرمجيات الأكثر ثقة في الشرق الأوسط، والمكان الذي يحب أفضل مهندسي المنطقة العمل فيه.',
    ),
    timeZone: 'Asia/Riyadh',
    // Sunday..Thursday full days, Friday closed, Saturday half day: the hours service levels count in.
    hours: COMPANY_HOURS.map((day) => ({ ...day })),
    taxNumber: '310245678900003',
    commercialRegistration: '1010456789',
    phone: '+966112345678',
    email: 'hello@nukhba.example.com',
    address: L(
      'King Fahd Road, Al Olaya District, Riyadh 12214, Saudi Arabia',
      'طريق الملك فهد، حي العليا، الرياض ١٢٢١٤، المملكة العربية السعودية',
    ),
    mapLat: RIYADH.lat,
    mapLng: RIYADH.lng,
    mapEmbedUrl: osmEmbed(RIYADH),
  },
];

export const branchRows: Array<typeof branches.$inferInsert> = [
  {
    id: 'riyadh',
    name: L('Head office', 'المقر الرئيسي'),
    city: L('Riyadh', 'الرياض'),
    address: L('King Fahd Road, Al Olaya District', 'طريق الملك فهد، حي العليا'),
    buildingNumber: '7421',
    floorNumber: '12',
    mobile: '+966501234567',
    website: 'https://nukhba.example.com',
    whatsapp: '+966501234567',
  },
  {
    id: 'jeddah',
    name: L('Jeddah branch', 'فرع جدة'),
    city: L('Jeddah', 'جدة'),
    address: L('Prince Sultan Road, Al Zahra District', 'طريق الأمير سلطان، حي الزهراء'),
    buildingNumber: '3158',
    floorNumber: '4',
    mobile: '+966551234567',
    website: 'https://nukhba.example.com/jeddah',
    whatsapp: '+966551234567',
  },
  {
    id: 'dammam',
    name: L('Eastern Province branch', 'فرع المنطقة الشرقية'),
    city: L('Dammam', 'الدمام'),
    address: L('King Saud Street, Al Faisaliyah District', 'شارع الملك سعود، حي الفيصلية'),
    buildingNumber: '6402',
    floorNumber: '2',
    mobile: '+966561234567',
    website: 'https://nukhba.example.com/dammam',
    whatsapp: '+966561234567',
  },
  {
    id: 'cairo',
    name: L('Cairo branch', 'فرع القاهرة'),
    city: L('Cairo', 'القاهرة'),
    address: L('90th Street, Fifth Settlement, New Cairo', 'شارع التسعين، التجمع الخامس، القاهرة الجديدة'),
    buildingNumber: '45',
    floorNumber: '3',
    mobile: '+201001234567',
    website: 'https://nukhba.example.com/cairo',
    whatsapp: '+201001234567',
  },
];

const member = (id: string, name: [string, string], role: [string, string], bio: [string, string]): typeof teamMembers.$inferInsert => ({
  id,
  name: L(...name),
  role: L(...role),
  bio: L(...bio),
  photoSrc: img(`avatars/${id}.svg`),
});

export const teamRows: Array<typeof teamMembers.$inferInsert> = [
  member('khalid-alharbi', ['Khalid Al-Harbi', 'خالد الحربي'], ['Chief Executive Officer', 'الرئيس التنفيذي'], ['Co-founded Nukhba after ten years building banking systems. Believes good software starts with listening.', 'شارك في تأسيس نخبة بعد عشر سنوات في بناء الأنظمة المصرفية، ويؤمن بأن البرمجيات الجيدة تبدأ بالإصغاء.']),
  member('sara-alqahtani', ['Sara Al-Qahtani', 'سارة القحطاني'], ['Head of Design', 'رئيسة قسم التصميم'], ['Leads our design studio and the bilingual design system used across every project.', 'تقود استوديو التصميم لدينا ونظام التصميم ثنائي اللغة المستخدم في جميع المشاريع.']),
  member('omar-alshehri', ['Omar Al-Shehri', 'عمر الشهري'], ['Chief Technology Officer', 'الرئيس التقني'], ['Shapes our architecture and cloud practice, and still reviews code every week.', 'يرسم معالم البنية التقنية وممارسات الحوسبة السحابية لدينا، وما زال يراجع الشيفرة كل أسبوع.']),
  member('noura-alotaibi', ['Noura Al-Otaibi', 'نورة العتيبي'], ['Head of Mobile', 'رئيسة قسم تطبيقات الجوال'], ['Has shipped more than thirty apps to the App Store and Google Play.', 'أطلقت أكثر من ثلاثين تطبيقًا على متجري App Store وGoogle Play.']),
  member('faisal-alzahrani', ['Faisal Al-Zahrani', 'فيصل الزهراني'], ['Security Lead', 'قائد فريق الأمن'], ['Certified penetration tester who keeps our clients one step ahead of attackers.', 'مختبر اختراق معتمد يُبقي عملاءنا متقدمين بخطوة على المهاجمين.']),
  member('reem-aldosari', ['Reem Al-Dosari', 'ريم الدوسري'], ['Data Science Manager', 'مديرة علوم البيانات'], ['Turns raw data into dashboards and forecasts that management actually uses.', 'تحوّل البيانات الخام إلى لوحات معلومات وتوقعات تعتمد عليها الإدارة فعلًا.']),
  member('youssef-hassan', ['Youssef Hassan', 'يوسف حسن'], ['Cairo Branch Manager', 'مدير فرع القاهرة'], ['Built our Cairo team from the ground up and leads projects for clients in Egypt.', 'بنى فريق القاهرة من الصفر ويقود مشاريع العملاء في مصر.']),
  member('lama-alghamdi', ['Lama Al-Ghamdi', 'لمى الغامدي'], ['Customer Success Manager', 'مديرة نجاح العملاء'], ['Makes sure every client gets quick answers and real results after launch.', 'تحرص على أن يحصل كل عميل على إجابات سريعة ونتائج حقيقية بعد الإطلاق.']),
];

const partner = (id: string, name: [string, string], description: [string, string], website: string): typeof partners.$inferInsert => ({
  id,
  name: L(...name),
  description: L(...description),
  logoSrc: img(`partners/${id}.svg`),
  website,
});

export const partnerRows: Array<typeof partners.$inferInsert> = [
  partner('sahab', ['Sahab Cloud', 'سحاب السحابية'], ['Cloud hosting in Saudi data centres.', 'استضافة سحابية في مراكز بيانات سعودية.'], 'https://sahab.example.com'),
  partner('riyadh-bank-tech', ['Riyadh Bank Tech', 'الرياض للتقنية المصرفية'], ['Payment and open-banking integrations.', 'تكاملات الدفع والمصرفية المفتوحة.'], 'https://rbt.example.com'),
  partner('nama-ventures', ['Nama Ventures', 'نماء فنتشرز'], ['Investing in Saudi technology start-ups.', 'تستثمر في الشركات التقنية السعودية الناشئة.'], 'https://nama.example.com'),
  partner('wasl-telecom', ['Wasl Telecom', 'وصل للاتصالات'], ['SMS and connectivity services across the Gulf.', 'خدمات الرسائل النصية والاتصال في دول الخليج.'], 'https://wasl.example.com'),
  partner('ruaa-consulting', ['Ruaa Consulting', 'رؤى للاستشارات'], ['Digital transformation and strategy advisers.', 'مستشارون في التحول الرقمي والاستراتيجية.'], 'https://ruaa.example.com'),
  partner('manara-edu', ['Manara Education', 'منارة للتعليم'], ['Training programmes for tech graduates.', 'برامج تدريبية لخريجي التقنية.'], 'https://manara.example.com'),
  partner('qimma-logistics', ['Qimma Logistics', 'قمة للخدمات اللوجستية'], ['Delivery and fleet partner for e-commerce projects.', 'شريك التوصيل والأساطيل لمشاريع التجارة الإلكترونية.'], 'https://qimma.example.com'),
  partner('dana-health', ['Dana Health', 'دانة الصحية'], ['Healthcare provider and long-standing client.', 'مقدّم رعاية صحية وعميل منذ سنوات.'], 'https://dana.example.com'),
];
