import type { CompanyInfo, Faq, HomeContent, MediaItem, Plan } from '@site/shared/types';

const img = (alt: string) => ({ src: `/img/${alt.replace(/\s+/g, '-')}.png`, alt });

export const faqs: Faq[] = [
  { id: 'q1', question: 'How do I pay for a plan?', answer: 'We accept cards and bank transfer.', category: 'Billing' },
  { id: 'q2', question: 'Can I cancel anytime?', answer: 'Yes, from your profile.', category: 'Billing' },
  { id: 'q3', question: 'Do you support Arabic?', answer: 'Every page is available in Arabic.', category: 'Product' },
  { id: 'q4', question: 'كيف أدفع قيمة الباقة؟', answer: 'نقبل البطاقات والتحويل البنكي.', category: 'الفوترة' },
];

export const home: HomeContent = {
  hero: { title: 'Build faster', subtitle: 'Software for growing teams', ctaLabel: 'Talk to us', ctaHref: '/en/contactus', image: img('hero') },
  features: [
    { id: 'f1', title: 'Secure by default', summary: 'Safe from day one.', icon: 'shield' },
    { id: 'f2', title: 'Bilingual', summary: 'Arabic and English.', icon: 'globe' },
  ],
  services: [{ id: 's1', title: 'Web apps', summary: 'Apps for the web.', body: 'Long text', icon: 'code', image: img('web') }],
  workMethods: [
    { id: 'w2', step: 2, title: 'Build', summary: 'We build it.', body: '' },
    { id: 'w1', step: 1, title: 'Discover', summary: 'We listen first.', body: '' },
  ],
  testimonials: [{ id: 't1', author: 'Sara', role: 'CTO', quote: 'Great partner.', rating: 4, avatar: img('sara') }],
  faqs: faqs.slice(0, 2),
};

/** Sunday..Thursday 09:00-17:00, Friday closed, Saturday 10:00-14:00 (Asia/Riyadh). */
export const company: CompanyInfo = {
  name: 'Acme',
  story: 'Founded in 2015.',
  mission: 'Useful software.',
  vision: 'Everywhere.',
  timeZone: 'Asia/Riyadh',
  hours: [
    { weekday: 0, opens: '09:00', closes: '17:00' },
    { weekday: 1, opens: '09:00', closes: '17:00' },
    { weekday: 2, opens: '09:00', closes: '17:00' },
    { weekday: 3, opens: '09:00', closes: '17:00' },
    { weekday: 4, opens: '09:00', closes: '17:00' },
    { weekday: 5, opens: null, closes: null },
    { weekday: 6, opens: '10:00', closes: '14:00' },
  ],
  taxNumber: '300000000000003',
  commercialRegistration: '1010000000',
  phone: '+966 11 000 0000',
  email: 'hello@example.com',
  address: 'Riyadh',
  map: { lat: 24.7, lng: 46.7, embedUrl: 'https://www.openstreetmap.org/export/embed.html?bbox=46.6,24.6,46.8,24.8' },
};

export const plans: Plan[] = [
  { id: 'p1', name: 'Starter', description: 'For small teams', monthlyPrice: 99, yearlyPrice: 990, currency: 'SAR', features: ['5 users'], highlighted: false },
  { id: 'p2', name: 'Business', description: 'For growing teams', monthlyPrice: 299, yearlyPrice: 2990, currency: 'SAR', features: ['50 users'], highlighted: true },
];

export const videos: MediaItem[] = [
  {
    id: 'v1', kind: 'video', title: 'Product tour', description: 'A quick tour.', src: '/media/tour.mp4', mimeType: 'video/mp4',
    poster: '/media/tour.jpg', captionsSrc: '/media/tour.en.vtt', durationSeconds: 180, publishedAt: '2026-01-10T00:00:00Z',
  },
];
