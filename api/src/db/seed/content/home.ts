import type { faqs, features, homeHero, services, testimonials, workMethods } from '../../schema/content.js';
import { L, img } from './l10n.js';

export const heroRows: Array<typeof homeHero.$inferInsert> = [
  {
    id: 'home',
    title: L('Software that moves your business forward', 'برمجيات تدفع أعمالك إلى الأمام'),
    subtitle: L(
      'Nukhba Software designs, builds and runs web platforms, mobile apps and cloud systems for companies and government entities across Saudi Arabia and the Gulf.',
      'تصمم نخبة للبرمجيات المنصات الإلكترونية وتطبيقات الجوال والأنظمة السحابية وتطوّرها وتشغّلها للشركات والجهات الحكومية في المملكة العربية السعودية ودول الخليج.',
    ),
    ctaLabel: L('Talk to our team', 'تحدّث مع فريقنا'),
    ctaHref: '/contactus',
    imageSrc: img('hero.svg'),
    imageAlt: L('A browser window showing a dashboard', 'نافذة متصفح تعرض لوحة معلومات'),
  },
];

export const featureRows: Array<typeof features.$inferInsert> = [
  {
    id: 'fast-delivery',
    icon: 'rocket',
    title: L('Fast, predictable delivery', 'تسليم سريع وموثوق'),
    summary: L(
      'Two-week sprints with a working demo at the end of each one, so you always know where your project stands.',
      'دورات عمل مدتها أسبوعان تنتهي كل منها بعرض فعلي، فتعرف دائمًا أين وصل مشروعك.',
    ),
  },
  {
    id: 'bilingual',
    icon: 'globe',
    title: L('Arabic and English by design', 'العربية والإنجليزية منذ التصميم'),
    summary: L(
      'Right-to-left layouts, Arabic typography and bilingual content are built in from the first screen, not added at the end.',
      'نبني الواجهات من اليمين إلى اليسار والخطوط العربية والمحتوى ثنائي اللغة من الشاشة الأولى، لا في المرحلة الأخيرة.',
    ),
  },
  {
    id: 'security-first',
    icon: 'shield',
    title: L('Security first', 'الأمان أولًا'),
    summary: L(
      'We follow OWASP practices and the National Cybersecurity Authority controls, with code reviews and penetration tests before every launch.',
      'نلتزم بممارسات OWASP وضوابط الهيئة الوطنية للأمن السيبراني، مع مراجعة الشيفرة واختبارات الاختراق قبل كل إطلاق.',
    ),
  },
  {
    id: 'scalable',
    icon: 'layers',
    title: L('Built to grow', 'مصممة لتنمو معك'),
    summary: L(
      'Cloud-native architecture that serves your first hundred customers and your first million without a rewrite.',
      'بنية سحابية تخدم أول مئة عميل وأول مليون عميل دون الحاجة إلى إعادة البناء.',
    ),
  },
  {
    id: 'support',
    icon: 'headset',
    title: L('Support that answers', 'دعم يستجيب فعلًا'),
    summary: L(
      'A local support team that speaks your language, with clear response times written into every contract.',
      'فريق دعم محلي يتحدث لغتك، مع أوقات استجابة واضحة منصوص عليها في كل عقد.',
    ),
  },
  {
    id: 'transparent-pricing',
    icon: 'receipt',
    title: L('Transparent pricing', 'أسعار واضحة'),
    summary: L(
      'Fixed-price phases or monthly plans in Saudi riyals, with no hidden licence fees.',
      'مراحل بسعر ثابت أو باقات شهرية بالريال السعودي، دون رسوم تراخيص خفية.',
    ),
  },
];

const service = (
  id: string,
  icon: string,
  title: [string, string],
  summary: [string, string],
  body: [string, string],
): typeof services.$inferInsert => ({
  id,
  icon,
  title: L(...title),
  summary: L(...summary),
  body: L(...body),
  imageSrc: img(`services/${id}.svg`),
  imageAlt: L(...title),
});

export const serviceRows: Array<typeof services.$inferInsert> = [
  service(
    'custom-software',
    'code',
    ['Custom software development', 'تطوير البرمجيات حسب الطلب'],
    ['Web platforms and internal systems shaped around the way your organisation actually works.', 'منصات إلكترونية وأنظمة داخلية تُبنى حول طريقة عمل منشأتك الفعلية.'],
    [
      'We start from your processes, not from a template. Our engineers build portals, ERP extensions, booking systems and workflow tools with modern stacks such as TypeScript, Node.js and PostgreSQL, and integrate them with the services you already use, including Absher, Nafath, ZATCA e-invoicing and local payment gateways.',
      'ننطلق من إجراءات عملك لا من قالب جاهز. يبني مهندسونا البوابات الإلكترونية وامتدادات أنظمة تخطيط الموارد وأنظمة الحجز وأدوات سير العمل بتقنيات حديثة مثل TypeScript وNode.js وPostgreSQL، ونربطها بالخدمات التي تستخدمها بالفعل، ومنها أبشر ونفاذ والفوترة الإلكترونية لهيئة الزكاة والضريبة والجمارك وبوابات الدفع المحلية.',
    ],
  ),
  service(
    'mobile-apps',
    'smartphone',
    ['Mobile applications', 'تطبيقات الجوال'],
    ['Native-quality iOS and Android apps from one code base, in Arabic and English.', 'تطبيقات iOS وAndroid بجودة التطبيقات الأصلية من شيفرة واحدة، بالعربية والإنجليزية.'],
    [
      'From the first sketch to the App Store and Google Play listing, we design and build apps that feel at home on every phone. We handle push notifications, offline mode, Apple Pay and mada payments, and we publish and maintain the apps on your behalf.',
      'من الرسم الأول حتى النشر في متجري App Store وGoogle Play، نصمم تطبيقات تبدو طبيعية على كل جهاز ونطوّرها. نتولى الإشعارات الفورية والعمل دون اتصال والدفع عبر Apple Pay ومدى، وننشر التطبيقات ونصونها نيابة عنك.',
    ],
  ),
  service(
    'cloud-devops',
    'cloud',
    ['Cloud and DevOps', 'الحوسبة السحابية وDevOps'],
    ['Migration, automation and round-the-clock operations on local and global clouds.', 'الانتقال إلى السحابة والأتمتة والتشغيل على مدار الساعة على السحابات المحلية والعالمية.'],
    [
      'We move existing systems to the cloud without downtime, set up continuous integration and delivery, and monitor your services day and night. We work with data centres inside the Kingdom when regulations require your data to stay local.',
      'ننقل أنظمتك الحالية إلى السحابة دون توقف، ونُعِدّ التكامل والتسليم المستمرين، ونراقب خدماتك ليلًا ونهارًا. ونعمل مع مراكز بيانات داخل المملكة عندما تتطلب الأنظمة بقاء بياناتك محليًا.',
    ],
  ),
  service(
    'data-analytics',
    'chart',
    ['Data and analytics', 'البيانات والتحليلات'],
    ['Dashboards and reports that turn scattered data into decisions.', 'لوحات معلومات وتقارير تحوّل البيانات المتفرقة إلى قرارات.'],
    [
      'We bring your sales, operations and customer data into one warehouse and build clear bilingual dashboards for management. Where it adds value, we apply forecasting and machine-learning models, always with data governance in line with the Personal Data Protection Law.',
      'نجمع بيانات المبيعات والعمليات والعملاء في مستودع واحد، ونبني للإدارة لوحات معلومات واضحة بلغتين. ونطبّق نماذج التنبؤ وتعلم الآلة حين تضيف قيمة حقيقية، مع حوكمة للبيانات تتوافق مع نظام حماية البيانات الشخصية.',
    ],
  ),
  service(
    'cybersecurity',
    'shield',
    ['Cybersecurity', 'الأمن السيبراني'],
    ['Assessments, penetration testing and secure-by-design reviews.', 'تقييمات أمنية واختبارات اختراق ومراجعات للتصميم الآمن.'],
    [
      'Our security team reviews architecture and code, runs penetration tests on web and mobile applications, and helps you meet the Essential Cybersecurity Controls. Every finding comes with a clear fix and a retest.',
      'يراجع فريق الأمن لدينا البنية التقنية والشيفرة، ويجري اختبارات الاختراق لتطبيقات الويب والجوال، ويساعدك على استيفاء الضوابط الأساسية للأمن السيبراني. وتأتي كل ملاحظة مع حل واضح وإعادة اختبار.',
    ],
  ),
  service(
    'ui-ux-design',
    'pen',
    ['UI and UX design', 'تصميم واجهات وتجربة المستخدم'],
    ['Research-led design for interfaces that people enjoy using.', 'تصميم قائم على البحث لواجهات يستمتع الناس باستخدامها.'],
    [
      'We interview your users, map their journeys and test prototypes before a single line of code is written. The result is a design system in both directions, right-to-left and left-to-right, that your team can keep extending.',
      'نقابل مستخدميك ونرسم رحلاتهم ونختبر النماذج الأولية قبل كتابة أي سطر برمجي. والنتيجة نظام تصميم يعمل في الاتجاهين، من اليمين إلى اليسار ومن اليسار إلى اليمين، يستطيع فريقك مواصلة البناء عليه.',
    ],
  ),
];

export const workMethodRows: Array<typeof workMethods.$inferInsert> = [
  {
    id: 'discovery',
    step: 1,
    title: L('Discovery', 'الاستكشاف'),
    summary: L('We learn your goals, users and constraints.', 'نتعرّف على أهدافك ومستخدميك والقيود التي تعمل ضمنها.'),
    body: L(
      'In one or two workshops we meet the people who will use the product, review existing systems and agree on what success looks like. You leave with a written scope, a first estimate and a list of open questions.',
      'نلتقي في ورشة أو ورشتين بالأشخاص الذين سيستخدمون المنتج، ونراجع الأنظمة القائمة، ونتفق على معايير النجاح. وتخرج بنطاق عمل مكتوب وتقدير أولي وقائمة بالأسئلة المفتوحة.',
    ),
  },
  {
    id: 'design',
    step: 2,
    title: L('Design', 'التصميم'),
    summary: L('Journeys, wireframes and a clickable prototype.', 'رحلات المستخدم والمخططات الأولية ونموذج تفاعلي.'),
    body: L(
      'Our designers turn the scope into user journeys and a clickable prototype in Arabic and English. We test it with real users and refine it until the flow is clear.',
      'يحوّل مصممونا نطاق العمل إلى رحلات مستخدم ونموذج تفاعلي بالعربية والإنجليزية، ثم نختبره مع مستخدمين حقيقيين ونحسّنه حتى تتضح التجربة.',
    ),
  },
  {
    id: 'build',
    step: 3,
    title: L('Build', 'التطوير'),
    summary: L('Two-week sprints with a demo at the end of each.', 'دورات عمل مدتها أسبوعان تنتهي كل منها بعرض.'),
    body: L(
      'Engineers build the product in short iterations. Every sprint ends with a demo on a staging environment that you can open from your own phone, so feedback arrives early.',
      'يطوّر المهندسون المنتج على مراحل قصيرة، وتنتهي كل دورة بعرض على بيئة تجريبية يمكنك فتحها من هاتفك، فتصل الملاحظات مبكرًا.',
    ),
  },
  {
    id: 'test',
    step: 4,
    title: L('Quality assurance', 'ضمان الجودة'),
    summary: L('Automated tests, accessibility checks and security review.', 'اختبارات آلية وفحص لسهولة الوصول ومراجعة أمنية.'),
    body: L(
      'Automated tests run on every change. Before launch we check accessibility, performance on slow networks and security, and we fix what we find.',
      'تُشغَّل الاختبارات الآلية مع كل تعديل. وقبل الإطلاق نفحص سهولة الوصول والأداء على الشبكات البطيئة والجوانب الأمنية، ونعالج ما نجده.',
    ),
  },
  {
    id: 'launch',
    step: 5,
    title: L('Launch and support', 'الإطلاق والدعم'),
    summary: L('A calm launch and a team that stays with you.', 'إطلاق هادئ وفريق يبقى معك.'),
    body: L(
      'We launch in stages, watch the numbers closely and stay on call during the first weeks. After that, a support plan keeps the product secure and up to date.',
      'نطلق المنتج على مراحل ونراقب المؤشرات عن قرب ونبقى على أهبة الاستعداد في الأسابيع الأولى، ثم تحافظ باقة الدعم على أمان المنتج وتحديثه.',
    ),
  },
];

const testimonial = (
  id: string,
  author: [string, string],
  role: [string, string],
  quote: [string, string],
  rating: number,
): typeof testimonials.$inferInsert => ({
  id,
  author: L(...author),
  role: L(...role),
  quote: L(...quote),
  rating,
  avatarSrc: img(`avatars/${id}.svg`),
  avatarAlt: L(...author),
});

export const testimonialRows: Array<typeof testimonials.$inferInsert> = [
  testimonial('t-abdullah', ['Abdullah Al-Mutairi', 'عبدالله المطيري'], ['Operations Director, Masar Logistics', 'مدير العمليات، مسار للخدمات اللوجستية'], ['Nukhba rebuilt our fleet tracking in four months. Our customers now see every shipment live, and support calls dropped by a third.', 'أعادت نخبة بناء نظام تتبع أسطولنا في أربعة أشهر. أصبح عملاؤنا يتابعون كل شحنة مباشرة، وانخفضت اتصالات الدعم بمقدار الثلث.'], 5),
  testimonial('t-hind', ['Hind Al-Sabah', 'هند الصباح'], ['Founder, Rawaj Store', 'مؤسسة متجر رواج'], ['They understood our customers better than we expected. The Arabic experience in our app feels natural, not translated.', 'فهموا عملاءنا أكثر مما توقعنا. تجربة العربية في تطبيقنا تبدو طبيعية وليست مترجمة.'], 5),
  testimonial('t-majed', ['Majed Al-Qahtani', 'ماجد القحطاني'], ['IT Manager, Shifa Clinics', 'مدير تقنية المعلومات، عيادات شفاء'], ['The appointment system handles thousands of bookings a day without a hitch. Their support team answers within minutes.', 'يتعامل نظام المواعيد مع آلاف الحجوزات يوميًا دون أي خلل، وفريق الدعم لديهم يرد خلال دقائق.'], 5),
  testimonial('t-mona', ['Mona Al-Harthy', 'منى الحارثي'], ['Head of Digital, Amanah HR', 'رئيسة التحول الرقمي، أمانة للموارد البشرية'], ['Clear plans, honest estimates and a demo every two weeks. We always knew exactly where the project stood.', 'خطط واضحة وتقديرات صادقة وعرض كل أسبوعين. كنا نعرف دائمًا أين وصل المشروع بالضبط.'], 4),
  testimonial('t-sultan', ['Sultan Al-Anazi', 'سلطان العنزي'], ['CEO, Bayan Analytics', 'الرئيس التنفيذي، بيان للتحليلات'], ['Our dashboards used to take a week to prepare. Now management opens them every morning with fresh numbers.', 'كانت لوحات المعلومات تستغرق أسبوعًا لإعدادها، أما الآن فتفتحها الإدارة كل صباح بأرقام محدّثة.'], 5),
  testimonial('t-amal', ['Amal Al-Jasser', 'أمل الجاسر'], ['Programme Manager, Tawasul', 'مديرة البرامج، تواصل'], ['The portal passed its security audit on the first attempt. That says a lot about how carefully the team works.', 'اجتازت البوابة التدقيق الأمني من المحاولة الأولى، وهذا يدل على دقة عمل الفريق.'], 4),
];

const general = L('General', 'أسئلة عامة');
const billing = L('Pricing and billing', 'الأسعار والفوترة');
const support = L('Technical support', 'الدعم الفني');

export const faqRows: Array<typeof faqs.$inferInsert> = [
  { id: 'faq-what-we-build', category: general, question: L('What kind of projects do you take on?', 'ما نوع المشاريع التي تنفذونها؟'), answer: L('Web platforms, mobile apps, integrations and data projects for companies of every size and for government entities.', 'المنصات الإلكترونية وتطبيقات الجوال والتكاملات ومشاريع البيانات، للشركات بمختلف أحجامها وللجهات الحكومية.') },
  { id: 'faq-timeline', category: general, question: L('How long does a typical project take?', 'كم يستغرق المشروع عادةً؟'), answer: L('A first release usually takes eight to sixteen weeks, depending on scope. We agree on the timeline in writing after discovery.', 'يستغرق الإصدار الأول عادةً من ثمانية إلى ستة عشر أسبوعًا بحسب النطاق، ونتفق على الجدول الزمني كتابيًا بعد مرحلة الاستكشاف.') },
  { id: 'faq-source-code', category: general, question: L('Who owns the source code?', 'لمن تعود ملكية الشيفرة المصدرية؟'), answer: L('You do. On final payment the full source code, documentation and access credentials are handed over to you.', 'تعود إليك. عند السداد النهائي نسلّمك الشيفرة المصدرية كاملة مع التوثيق وبيانات الوصول.') },
  { id: 'faq-outside-ksa', category: general, question: L('Do you work with clients outside Saudi Arabia?', 'هل تعملون مع عملاء خارج المملكة؟'), answer: L('Yes. We serve clients across the Gulf and Egypt from our branches in Riyadh, Jeddah, Dammam and Cairo.', 'نعم، نخدم عملاء في دول الخليج ومصر من فروعنا في الرياض وجدة والدمام والقاهرة.') },
  { id: 'faq-payment', category: billing, question: L('How do payments work?', 'كيف تتم عملية الدفع؟'), answer: L('Fixed-price projects are paid in milestones; plans are billed monthly or yearly. All prices are in Saudi riyals and include a VAT invoice.', 'تُدفع المشاريع ذات السعر الثابت على دفعات مرتبطة بالمراحل، وتُفوتر الباقات شهريًا أو سنويًا. جميع الأسعار بالريال السعودي مع فاتورة ضريبية.') },
  { id: 'faq-yearly-discount', category: billing, question: L('Is there a discount for yearly billing?', 'هل يوجد خصم على الاشتراك السنوي؟'), answer: L('Yes. Yearly billing costs the same as ten months, so you get two months free.', 'نعم، تعادل تكلفة الاشتراك السنوي عشرة أشهر، أي تحصل على شهرين مجانًا.') },
  { id: 'faq-change-plan', category: billing, question: L('Can I change my plan later?', 'هل يمكنني تغيير باقتي لاحقًا؟'), answer: L('You can upgrade at any time; the difference is prorated. Downgrades take effect at the next billing period.', 'يمكنك الترقية في أي وقت مع احتساب الفرق بالتناسب، أما الانتقال إلى باقة أقل فيسري من فترة الفوترة التالية.') },
  { id: 'faq-support-hours', category: support, question: L('When is technical support available?', 'متى يتوفر الدعم الفني؟'), answer: L('Our team works Sunday to Thursday, 9 am to 6 pm Riyadh time, and on Saturday until 2 pm. Critical incidents on Business and Enterprise plans are handled around the clock.', 'يعمل فريقنا من الأحد إلى الخميس من التاسعة صباحًا حتى السادسة مساءً بتوقيت الرياض، ويوم السبت حتى الثانية ظهرًا. وتُعالَج الأعطال الحرجة في باقتي الأعمال والمؤسسات على مدار الساعة.') },
  { id: 'faq-open-ticket', category: support, question: L('How do I report a problem?', 'كيف أبلّغ عن مشكلة؟'), answer: L('Sign in to the client portal and open a ticket, or start a chat with support from any page. You can attach screenshots to both.', 'سجّل الدخول إلى بوابة العملاء وافتح تذكرة، أو ابدأ محادثة مع الدعم من أي صفحة، ويمكنك إرفاق لقطات الشاشة في الحالتين.') },
  { id: 'faq-response-time', category: support, question: L('How quickly will you respond?', 'ما سرعة الاستجابة لديكم؟'), answer: L('Response times depend on your plan: within one business day on Starter, four hours on Business and one hour on Enterprise.', 'تعتمد سرعة الاستجابة على باقتك: خلال يوم عمل واحد في الباقة الأساسية، وأربع ساعات في باقة الأعمال، وساعة واحدة في باقة المؤسسات.') },
];
