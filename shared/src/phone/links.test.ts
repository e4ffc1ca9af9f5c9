import { telHref, whatsappHref } from './links';

test('tel: keeps the digits and the leading +', () => {
  expect(telHref('+966 11 234-5678')).toBe('tel:+966112345678');
  expect(telHref('011 234 5678')).toBe('tel:0112345678');
});

test('wa.me takes the digits only, and the message typed in when given', () => {
  expect(whatsappHref('+966 50 000 0001')).toBe('https://wa.me/966500000001');
  expect(whatsappHref('+966500000001', 'Hello & welcome')).toBe('https://wa.me/966500000001?text=Hello%20%26%20welcome');
});
