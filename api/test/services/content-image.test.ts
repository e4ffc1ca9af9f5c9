import { image } from '../../src/services/content/localize.js';

const alt = { en: 'A team at work', ar: 'فريق يعمل' };

test('a media-library image reaches pages with its narrower copies; any other image as it was', () => {
  expect(image('/api/media-library/0b7c/640', alt, 'ar')).toEqual({
    src: '/api/media-library/0b7c/640',
    alt: 'فريق يعمل',
    srcSet: '/api/media-library/0b7c/320 320w, /api/media-library/0b7c/640 640w',
  });
  expect(image('/images/hero.svg', alt, 'en')).toEqual({ src: '/images/hero.svg', alt: 'A team at work' });
});
