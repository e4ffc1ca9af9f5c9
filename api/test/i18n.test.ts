import { compareLocales, IN_STEP } from '@site/shared/i18n/key-paths';
import { resources } from '../src/i18n/index.js';

test('server messages have the same keys, placeholders and Arabic wording in both languages', () => {
  expect(compareLocales(resources.en, resources.ar)).toEqual(IN_STEP);
});
