import type { FacetText, LocalText } from '../../schema/index.js';

export const l = (en: string, ar: string): LocalText => ({ en, ar });
const f = (key: string, en: string, ar: string): FacetText => ({ key, en, ar });

/** The filter values of the seeded directory, each written once. */
export const TYPE = {
  community: f('professional-community', 'Professional community', 'مجتمع مهني'),
  business: f('business-network', 'Business network', 'شبكة أعمال'),
  study: f('study-group', 'Study group', 'مجموعة دراسية'),
  founders: f('entrepreneurs', 'Entrepreneurs', 'روّاد أعمال'),
  creative: f('creative-community', 'Creative community', 'مجتمع إبداعي'),
  consultant: f('consultant', 'Consultant', 'مستشار'),
  trainer: f('trainer', 'Trainer', 'مدرّب'),
  agency: f('agency', 'Agency', 'وكالة'),
  technical: f('technical-support', 'Technical support', 'دعم فني'),
  advisory: f('advisory', 'Advisory', 'استشارات'),
  training: f('training', 'Training', 'تدريب'),
} as const;

export const CATEGORY = {
  software: f('software', 'Software', 'البرمجيات'),
  web: f('web', 'Web', 'الويب'),
  ecommerce: f('e-commerce', 'E-commerce', 'التجارة الإلكترونية'),
  retail: f('retail', 'Retail', 'التجزئة'),
  data: f('data', 'Data', 'البيانات'),
  ai: f('ai', 'Artificial intelligence', 'الذكاء الاصطناعي'),
  startups: f('startups', 'Startups', 'الشركات الناشئة'),
  funding: f('funding', 'Funding', 'التمويل'),
  security: f('security', 'Security', 'الأمن'),
  compliance: f('compliance', 'Compliance', 'الامتثال'),
  design: f('design', 'Design', 'التصميم'),
  content: f('content', 'Content', 'المحتوى'),
  mobile: f('mobile', 'Mobile', 'الجوال'),
  cloud: f('cloud', 'Cloud', 'السحابة'),
  marketing: f('marketing', 'Marketing', 'التسويق'),
  finance: f('finance', 'Finance', 'المالية'),
} as const;

export const LOCATION = {
  riyadh: f('riyadh', 'Riyadh', 'الرياض'),
  jeddah: f('jeddah', 'Jeddah', 'جدة'),
  dammam: f('dammam', 'Dammam', 'الدمام'),
  online: f('online', 'Online', 'عن بُعد'),
  makkah: f('makkah', 'Makkah', 'مكة المكرمة'),
  madinah: f('madinah', 'Madinah', 'المدينة المنورة'),
  abha: f('abha', 'Abha', 'أبها'),
  cairo: f('cairo', 'Cairo', 'القاهرة'),
  dubai: f('dubai', 'Dubai', 'دبي'),
  amman: f('amman', 'Amman', 'عمّان'),
} as const;

export const IMAGE = {
  web: '/media/images/services/custom-software.svg',
  mobile: '/media/images/services/mobile-apps.svg',
  data: '/media/images/services/data-analytics.svg',
  security: '/media/images/services/cybersecurity.svg',
  cloud: '/media/images/services/cloud-devops.svg',
  design: '/media/images/services/ui-ux-design.svg',
} as const;
