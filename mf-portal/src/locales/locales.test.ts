import ar from './ar.json';
import en from './en.json';
import { compareLocales, IN_STEP } from '@site/shared/i18n';

describe("the 'portal' texts", () => {
  it('have the same keys, placeholders and Arabic wording in both languages', () => {
    expect(compareLocales(en, ar)).toEqual(IN_STEP);
  });

  it('give Arabic every plural form', () => {
    const forms = Object.keys(ar.otp).filter((k) => k.startsWith('resendIn_'));
    expect(forms.sort()).toEqual(['resendIn_few', 'resendIn_many', 'resendIn_one', 'resendIn_other', 'resendIn_two', 'resendIn_zero']);
  });
});
