import type { mediaItems } from '../../schema/content.js';
import { L } from './l10n.js';

type Row = typeof mediaItems.$inferInsert;

// Files live in api/public (served at /media/...): tiny real clips with bilingual WebVTT.
const base = '/media';
const captions = (file: string) => L(`${base}/captions/${file}.en.vtt`, `${base}/captions/${file}.ar.vtt`);

const video = (n: number, id: string, date: string, title: [string, string], description: [string, string]): Row => ({
  id,
  kind: 'video',
  title: L(...title),
  description: L(...description),
  src: `${base}/videos/video-${n}.webm`,
  mimeType: 'video/webm',
  posterSrc: `${base}/videos/video-${n}-poster.jpg`,
  captionsSrc: captions(`video-${n}`),
  durationSeconds: 3,
  publishedAt: new Date(`${date}T08:00:00Z`),
});

const audio = (n: number, id: string, date: string, title: [string, string], description: [string, string]): Row => ({
  id,
  kind: 'audio',
  title: L(...title),
  description: L(...description),
  src: `${base}/audios/audio-${n}.mp3`,
  mimeType: 'audio/mpeg',
  posterSrc: null,
  captionsSrc: captions(`audio-${n}`),
  durationSeconds: 3,
  publishedAt: new Date(`${date}T08:00:00Z`),
});

export const mediaRows: Row[] = [
  video(1, 'meet-nukhba', '2025-01-15', ['Meet Nukhba Software', 'تعرّف على نخبة للبرمجيات'], ['A short introduction to who we are and what we build.', 'تعريف موجز بنا وبما نبنيه.']),
  video(2, 'discovery-workshop', '2025-02-18', ['Inside a discovery workshop', 'من داخل ورشة الاستكشاف'], ['How the first week of a project turns ideas into a plan.', 'كيف يحوّل الأسبوع الأول من المشروع الأفكار إلى خطة.']),
  video(3, 'cloud-migration', '2025-04-02', ['Cloud migration in brief', 'الانتقال إلى السحابة باختصار'], ['The steps we follow to move systems without downtime.', 'الخطوات التي نتبعها لنقل الأنظمة دون توقف.']),
  video(4, 'mobile-toolkit', '2025-05-21', ['A tour of our mobile toolkit', 'جولة في أدوات تطبيقات الجوال لدينا'], ['One code base for iOS and Android, in Arabic and English.', 'شيفرة واحدة لنظامي iOS وAndroid، بالعربية والإنجليزية.']),
  audio(1, 'podcast-digital-transformation', '2025-01-29', ['Podcast: digital transformation for small businesses', 'بودكاست: التحول الرقمي للمنشآت الصغيرة'], ['Where a small business should start, and what it can skip.', 'من أين تبدأ المنشأة الصغيرة، وما الذي يمكنها تجاوزه.']),
  audio(2, 'podcast-product-teams', '2025-03-12', ['Podcast: habits of great product teams', 'بودكاست: عادات فرق المنتجات المتميزة'], ['Three habits our best teams rely on every week.', 'ثلاث عادات تعتمد عليها أفضل فرقنا كل أسبوع.']),
  audio(3, 'podcast-vision-2030', '2025-04-23', ['Podcast: technology and Vision 2030', 'بودكاست: التقنية ورؤية 2030'], ['How software supports the Kingdom\'s transformation programmes.', 'كيف تدعم البرمجيات برامج التحول في المملكة.']),
  audio(4, 'customer-story-masar', '2025-06-04', ['Customer story: Masar Logistics', 'قصة عميل: مسار للخدمات اللوجستية'], ['Real-time tracking for thousands of deliveries a day.', 'تتبع لحظي لآلاف الشحنات يوميًا.']),
];
