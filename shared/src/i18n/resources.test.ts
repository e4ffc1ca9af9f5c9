import { i18n, initI18n } from './instance';
import en from './locales/en.json';
import ar from './locales/ar.json';
import { validationResources } from '../validation/messages';
import { phoneResources } from '../phone/phone-text';

const keysOf = (obj: object, prefix = ''): string[] =>
  Object.entries(obj).flatMap(([k, v]) => (v && typeof v === 'object' ? keysOf(v as object, `${prefix}${k}.`) : [`${prefix}${k}`])).sort();

const NAMESPACES: Record<string, { en: object; ar: object }> = {
  common: { en, ar },
  validation: validationResources,
  phone: phoneResources,
};

describe.each(Object.entries(NAMESPACES))('namespace %s', (_ns, resources) => {
  it('has the same keys in en and ar', () => {
    expect(keysOf(resources.ar)).toEqual(keysOf(resources.en));
  });
});

describe('initI18n', () => {
  beforeAll(() => initI18n('en'));

  it('registers common, validation and phone in both languages', () => {
    for (const lng of ['en', 'ar']) {
      for (const ns of Object.keys(NAMESPACES)) expect(i18n.hasResourceBundle(lng, ns)).toBe(true);
    }
    expect(i18n.t('phoneLength', { ns: 'validation' })).toBe('Phone number must be between 9 and 15 digits.');
    expect(i18n.t('required', { ns: 'validation', lng: 'ar', field: 'البريد' })).toBe('حقل البريد مطلوب');
  });

  it('has the SPEC 8 texts', () => {
    expect(i18n.t('errors.generic')).toBe('Something went wrong.');
    expect(i18n.t('errors.disallowedProtocol', { protocol: 'javascript:' })).toBe("Cannot navigate to a URL with 'javascript:' protocol.");
    expect(i18n.t('toasts.registered')).toBe('registered, please login to continue');
    expect(i18n.t('language.switchTo')).toBe('العربية');
    expect(i18n.t('language.switchTo', { lng: 'ar' })).toBe('English');
  });
});
