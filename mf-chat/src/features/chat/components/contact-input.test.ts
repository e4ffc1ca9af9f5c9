import { contactInput, phoneDigits } from './contact-input';

test('a phone typed in Arabic-Indic digits, with spaces or 00, becomes E.164', () => {
  expect(phoneDigits('+٩٦٦ ٥٠ ١١١ ٢٢٣٣')).toBe('+966501112233');
  expect(phoneDigits('00966 (50) 111-2233')).toBe('+966501112233');
});

test('only what was given is sent, and a wrong email or a phone without its country code is named', () => {
  expect(contactInput({ name: ' Sam ', email: '', phone: '' })).toEqual({ input: { name: 'Sam' } });
  expect(contactInput({ name: '', email: 'sam@example.org', phone: '+966501112233' })).toEqual({ input: { email: 'sam@example.org', phone: '+966501112233' } });
  expect(contactInput({ name: '', email: 'sam@', phone: '' })).toEqual({ invalid: 'email' });
  expect(contactInput({ name: '', email: '', phone: '0501112233' })).toEqual({ invalid: 'phone' });
  expect(contactInput({ name: ' ', email: '', phone: '' })).toBeNull();
});
