/** What the widget sends as the visitor's contact: trimmed, empty fields left out. */
export interface ContactInput {
  name?: string;
  email?: string;
  phone?: string;
}

/** Digits typed in Arabic-Indic or Persian forms, spaces, dashes and brackets: the phone as E.164 digits. */
export function phoneDigits(value: string): string {
  return value
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x660))
    .replace(/[\u06F0-\u06F9]/g, (d) => String(d.charCodeAt(0) - 0x6f0))
    .replace(/^00/, '+')
    .replace(/[\s().-]/g, '');
}

const E164 = /^\+[1-9]\d{6,14}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The contact to send, or the field that is wrong; null when nothing was given. */
export function contactInput(form: { name: string; email: string; phone: string }): { input: ContactInput } | { invalid: 'email' | 'phone' } | null {
  const name = form.name.trim();
  const email = form.email.trim();
  const phone = phoneDigits(form.phone.trim());
  if (email && !EMAIL.test(email)) return { invalid: 'email' };
  if (phone && !E164.test(phone)) return { invalid: 'phone' };
  if (!name && !email && !phone) return null;
  return { input: { ...(name ? { name } : {}), ...(email ? { email } : {}), ...(phone ? { phone } : {}) } };
}
