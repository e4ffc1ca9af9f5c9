import ar from './ar.json';
import en from './en.json';
import { compareLocales, IN_STEP } from '@site/shared/i18n';

describe("the 'admin' texts", () => {
  it('have the same keys, placeholders and Arabic wording in both languages', () => {
    expect(compareLocales(en, ar)).toEqual(IN_STEP);
  });
});
