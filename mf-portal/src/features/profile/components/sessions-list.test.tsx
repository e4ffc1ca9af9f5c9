import { i18n, initI18n } from '@site/shared/i18n';
import { NS } from '../../../locales';
import { deviceText } from './sessions-list';

describe('a session device in the page language', () => {
  beforeAll(async () => {
    await initI18n('en');
  });

  it.each([
    ['en', 'Chrome on Linux', 'Chrome on Linux'],
    ['ar', 'Chrome on Linux', 'Chrome على Linux'],
    ['ar', 'Browser on Unknown OS', 'متصفح على نظام غير معروف'],
    ['en', 'Script on Unknown OS', 'A script on an unknown system'],
  ] as const)('%s: %s reads %s', async (lang, device, shown) => {
    await i18n.changeLanguage(lang);
    const t = (key: string, options?: Record<string, string>) => i18n.t(key, { ns: NS, ...options });
    expect(deviceText(device, t)).toBe(shown);
  });
});
