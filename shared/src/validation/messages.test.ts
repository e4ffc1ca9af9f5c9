import { leafAt } from '../i18n/key-paths';
import { en } from './messages/en';
import { makeTranslator } from './translator';

const t = makeTranslator('en');

it.each([
  ['default', { field: 'email' }, 'Email is not valid.'],
  ['required', { field: 'name' }, 'Name is required'],
  ['email', { field: 'email' }, 'Email must be a valid email'],
  ['min', { field: 'password', min: 8 }, 'Password must be a minimum of 8 characters'],
  ['max', { field: 'message', max: 2000 }, 'Message must be a maximum of 2000 characters'],
  ['taken', { field: 'email' }, 'Email is already taken'],
  ['url', { field: 'website' }, 'Website must be a valid URL'],
  ['confirmed', { field: 'passwordConfirmation' }, 'Password confirmation must be the same as previous field'],
  ['minValue', { field: 'amount', min: 1 }, 'Amount must be not less than 1'],
  ['maxValue', { field: 'amount', max: 9 }, 'Amount must be not greater than 9'],
  ['numeric', { field: 'amount' }, 'Amount must be a number'],
  ['timeAfter', { time: '10:00' }, 'the time should be greater than 10:00'],
  ['timeBefore', { time: '18:00' }, 'the time should be less than 18:00'],
  ['minWords', { field: 'message', min: 3 }, 'Message should have at least 3 words'],
  ['icloudEmail', { field: 'email' }, 'Email must be a valid iCloud email'],
  ['dateMin', { min: '2024-01-01' }, 'Date must greater than or equal to 2024-01-01'],
  ['valueLessThan', { max: 5 }, 'Value must be less than 5'],
  ['valueGreaterThan', { val: 5 }, 'Value must be greater than 5'],
  ['integer', { field: 'quantity' }, 'Quantity must be an integer'],
  ['equal', { field: 'code', val: 4 }, 'Verification code must be equal to 4'],
  ['between', { field: 'amount', min: 1, max: 10 }, 'Amount must be between 1 and 10'],
  ['version', { field: 'version' }, 'Version must be a valid version number'],
  ['phoneLength', {}, 'Phone number must be between 9 and 15 digits.'],
  ['passwordMin', {}, 'Password must be at least 8 characters.'],
  ['emailInvalid', {}, 'Please enter a valid email.'],
  ['nameRequired', {}, 'Name is required.'],
  ['acceptTerms', {}, 'You must accept terms and conditions.'],
  ['passwordsMismatch', {}, 'Passwords do not match'],
  ['identifierInvalid', {}, 'Please enter a valid phone number or email'],
])('en %s reads exactly as the product words it', (key, params, expected) => {
  expect(t(key, params)).toBe(expected);
});

it.each(Object.keys(en).filter((k) => k !== 'fields'))('ar %s is translated and interpolated', (key) => {
  const text = makeTranslator('ar')(key, { field: 'email', min: 3, max: 9, val: 4, time: '10:00' });
  expect(text).not.toMatch(/\{\{/);
  expect(text).toMatch(/[\u0600-\u06FF]/);
  if (String(leafAt(en, key)).includes('{{field}}')) expect(text).toContain('البريد الإلكتروني');
});

it('leaves unknown field names as given and unknown keys as the key', () => {
  expect(t('required', { field: 'nickname' })).toBe('nickname is required');
  expect(t('no.such.key')).toBe('no.such.key');
});
