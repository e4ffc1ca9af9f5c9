import type { Lang } from '../i18n/index.js';

/** Site name and page titles: the same words the shell puts in document.title (common:titles.*). */
export const SITE_NAME: Record<Lang, string> = { en: 'Nukhba Software', ar: 'نخبة للبرمجيات' };

export const GENERIC_TITLE: Record<Lang, string> = { en: 'Welcome', ar: 'مرحبًا بك' };

export const NOT_FOUND_TITLE: Record<Lang, string> = { en: '404 Page Not Found', ar: '404 الصفحة غير موجودة' };

export const TITLES: Record<Lang, Record<string, string>> = {
  en: {
    home: 'Home', aboutUs: 'About us', audios: 'Audios', blog: 'Blog', branches: 'Branches', contactUs: 'Contact us',
    features: 'Features', news: 'News', partners: 'Partners', plans: 'Plans and pricing', projects: 'Projects', help: 'Help',
    reviews: 'Reviews', services: 'Services', subscriptions: 'Subscriptions', team: 'Team', termsAndConditions: 'Terms and conditions',
    videos: 'Videos', workMethods: 'Work method', changelog: 'What is new', test: 'Test page', login: 'Login', register: 'Register',
    otp: 'Verification code', forgotPassword: 'Forgot password', newPassword: 'New password', profile: 'Profile', tickets: 'Tickets',
    groups: 'Groups', supportServices: 'Support services', supportingMembers: 'Supporting members',
  },
  ar: {
    home: 'الرئيسية', aboutUs: 'من نحن', audios: 'الصوتيات', blog: 'المدونة', branches: 'الفروع', contactUs: 'تواصل معنا',
    features: 'المزايا', news: 'الأخبار', partners: 'الشركاء', plans: 'الباقات والأسعار', projects: 'المشاريع', help: 'المساعدة',
    reviews: 'آراء العملاء', services: 'الخدمات', subscriptions: 'الاشتراكات', team: 'فريق العمل', termsAndConditions: 'الشروط والأحكام',
    videos: 'الفيديوهات', workMethods: 'منهجية العمل', changelog: 'ما الجديد', test: 'صفحة تجريبية', login: 'تسجيل الدخول', register: 'إنشاء حساب',
    otp: 'رمز التحقق', forgotPassword: 'نسيت كلمة المرور', newPassword: 'كلمة مرور جديدة', profile: 'الملف الشخصي', tickets: 'التذاكر',
    groups: 'المجموعات', supportServices: 'خدمات الدعم', supportingMembers: 'الأعضاء الداعمون',
  },
};

/** Meta descriptions per title key; pages without one use the site description. */
export const DESCRIPTIONS: Record<Lang, Record<string, string>> = {
  en: {
    default: 'Nukhba Software builds web platforms, mobile apps and cloud systems for companies and government entities in Saudi Arabia and the Gulf.',
    aboutUs: 'Our story, mission, vision, business hours and the team behind Nukhba Software.',
    audios: 'Podcasts and audio stories from the Nukhba Software team.',
    blog: 'Articles on software engineering, design, security and cloud from our engineers.',
    branches: 'Our branches in Riyadh, Jeddah, Dammam and Cairo, with contact details.',
    contactUs: 'Send us a message, call us or visit our head office in Riyadh.',
    features: 'Why companies choose Nukhba Software: fast delivery, bilingual design and security first.',
    news: 'Company news, events and announcements from Nukhba Software.',
    partners: 'The partners we work with to deliver complete solutions.',
    plans: 'Monthly and yearly plans in Saudi riyals for hosting, support and development.',
    projects: 'Selected projects we delivered for clients across the region.',
    help: 'Answers to common questions about our services, pricing and support.',
    reviews: 'What our clients say about working with us.',
    services: 'Custom software, mobile apps, cloud, data, cybersecurity and design services.',
    subscriptions: 'Support, hosting and audit subscriptions.',
    team: 'Meet the people behind Nukhba Software.',
    termsAndConditions: 'The terms that govern the use of our website and client portal.',
    videos: 'Short videos about our work and the way we build software.',
    workMethods: 'How we work, from discovery to launch and support.',
    changelog: 'What is new on the Nukhba Software website and client portal.',
  },
  ar: {
    default: 'تبني نخبة للبرمجيات المنصات الإلكترونية وتطبيقات الجوال والأنظمة السحابية للشركات والجهات الحكومية في المملكة العربية السعودية ودول الخليج.',
    aboutUs: 'قصتنا ورسالتنا ورؤيتنا وساعات العمل والفريق الذي يقف خلف نخبة للبرمجيات.',
    audios: 'حلقات بودكاست وقصص صوتية من فريق نخبة للبرمجيات.',
    blog: 'مقالات في هندسة البرمجيات والتصميم والأمن والحوسبة السحابية بأقلام مهندسينا.',
    branches: 'فروعنا في الرياض وجدة والدمام والقاهرة مع بيانات التواصل.',
    contactUs: 'أرسل إلينا رسالة أو اتصل بنا أو زر مقرنا الرئيسي في الرياض.',
    features: 'لماذا تختار الشركات نخبة للبرمجيات: تسليم سريع وتصميم ثنائي اللغة والأمان أولًا.',
    news: 'أخبار الشركة وفعالياتها وإعلاناتها.',
    partners: 'الشركاء الذين نعمل معهم لتقديم حلول متكاملة.',
    plans: 'باقات شهرية وسنوية بالريال السعودي للاستضافة والدعم والتطوير.',
    projects: 'مختارات من المشاريع التي نفذناها لعملائنا في المنطقة.',
    help: 'إجابات عن الأسئلة الشائعة حول خدماتنا وأسعارنا والدعم الفني.',
    reviews: 'ماذا يقول عملاؤنا عن العمل معنا.',
    services: 'تطوير البرمجيات حسب الطلب وتطبيقات الجوال والحوسبة السحابية والبيانات والأمن السيبراني والتصميم.',
    subscriptions: 'اشتراكات الدعم الفني والاستضافة والتدقيق الأمني.',
    team: 'تعرّف على فريق نخبة للبرمجيات.',
    termsAndConditions: 'الشروط التي تحكم استخدام موقعنا وبوابة العملاء.',
    videos: 'فيديوهات قصيرة عن أعمالنا وطريقة بنائنا للبرمجيات.',
    workMethods: 'كيف نعمل، من الاستكشاف حتى الإطلاق والدعم.',
    changelog: 'ما الجديد في موقع نخبة للبرمجيات وبوابة العملاء.',
  },
};
