import ar from './ar.json';
import en from './en.json';
import firstAr from './first/ar.json';
import firstEn from './first/en.json';
import { compareLocales, IN_STEP } from '@site/shared/i18n';

it("the 'marketing' texts have the same keys, placeholders and Arabic wording in both languages", () => {
  expect(compareLocales(en, ar)).toEqual(IN_STEP);
  expect(compareLocales(firstEn, firstAr)).toEqual(IN_STEP);
});

it("home's texts (the first part) and the other pages' have no top-level key in common", () => {
  expect(Object.keys(firstEn).filter((key) => key in en)).toEqual([]);
});
