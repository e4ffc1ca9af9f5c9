import type { z } from 'zod';
import { changePasswordSchema, contactSchema, forgotSchema, loginSchema, newPasswordSchema, otpSchema, profileSchema, registerSchema } from './schemas';
import { makeTranslator } from './translator';

const en = makeTranslator('en');
const ar = makeTranslator('ar');

/** field -> first message, as a form shows them. */
function errorsOf(schema: z.ZodType, data: unknown): Record<string, string> {
  const result = schema.safeParse(data);
  if (result.success) return {};
  const out: Record<string, string> = {};
  for (const issue of result.error.issues) out[issue.path.join('.')] ??= issue.message;
  return out;
}

describe('loginSchema', () => {
  it.each(['demo@example.com', '+966500000001', '0500000001', '٠٥٠٠٠٠٠٠٠١', ' DEMO@EXAMPLE.COM '])('accepts %s as identifier', (identifier) => {
    expect(loginSchema(en).safeParse({ identifier, password: 'x' }).success).toBe(true);
  });

  it.each(['', 'demo@', '12345', 'abc123456789', 'demo example.com'])('rejects %j with the identifier message', (identifier) => {
    expect(errorsOf(loginSchema(en), { identifier, password: 'x' })).toEqual({ identifier: 'Please enter a valid phone number or email' });
  });

  it('gives the identifier message in Arabic and normalizes the digits', () => {
    expect(errorsOf(loginSchema(ar), { identifier: 'x', password: '' })).toEqual({
      identifier: 'يرجى إدخال رقم هاتف أو بريد إلكتروني صالح',
      password: 'حقل كلمة المرور مطلوب',
    });
    expect(loginSchema(en).parse({ identifier: '\u200F٠٥٠٠٠٠٠٠٠١', password: 'x' }).identifier).toBe('0500000001');
  });

  it('reports a missing field as required', () => {
    expect(errorsOf(loginSchema(en), { identifier: 'demo@example.com' })).toEqual({ password: 'Password is required' });
  });
});

const validRegister = {
  fullName: 'Sara Ali', accountName: 'sara', email: 'sara@example.com', phone: '+966500000009', country: 'SA', area: 'Riyadh',
  gender: 'female', birthDate: '1995-04-12', password: 'Secret@123', passwordConfirmation: 'Secret@123', userType: 'individual', acceptTerms: true,
};

describe('registerSchema', () => {
  it('accepts a complete registration', () => {
    expect(registerSchema(en).safeParse(validRegister).success).toBe(true);
  });

  it('reports mismatched passwords on the confirmation field, even when other fields are invalid', () => {
    expect(errorsOf(registerSchema(en), { ...validRegister, passwordConfirmation: 'Other@123' })).toEqual({ passwordConfirmation: 'Passwords do not match' });
    expect(errorsOf(registerSchema(ar), { ...validRegister, email: 'bad', passwordConfirmation: 'Other@123' })).toEqual({
      email: 'يرجى إدخال بريد إلكتروني صالح.',
      passwordConfirmation: 'كلمتا المرور غير متطابقتين',
    });
  });

  it('requires accepting the terms', () => {
    expect(errorsOf(registerSchema(en), { ...validRegister, acceptTerms: false })).toEqual({ acceptTerms: 'You must accept terms and conditions.' });
    expect(errorsOf(registerSchema(en), { ...validRegister, acceptTerms: undefined })).toEqual({ acceptTerms: 'You must accept terms and conditions.' });
  });

  it('uses the field messages for phone, password and email', () => {
    expect(errorsOf(registerSchema(en), { ...validRegister, phone: '12345', password: 'short', passwordConfirmation: 'short', email: 'x@' })).toEqual({
      phone: 'Phone number must be between 9 and 15 digits.',
      password: 'Password must be at least 8 characters.',
      email: 'Please enter a valid email.',
    });
  });

  it('checks gender, user type and birth date', () => {
    expect(errorsOf(registerSchema(en), { ...validRegister, gender: 'other', userType: '', birthDate: '2999-01-01' })).toEqual({
      gender: 'Gender is not valid.',
      userType: 'User type is required',
      birthDate: 'Birth date is not valid.',
    });
  });

  it('counts the password in characters', () => {
    const eight = '😀😀😀😀😀😀😀😀';
    expect(registerSchema(en).safeParse({ ...validRegister, password: eight, passwordConfirmation: eight }).success).toBe(true);
  });
});

describe('other schemas', () => {
  it('otp: six digits, Arabic-Indic accepted and returned as ASCII', () => {
    expect(otpSchema(en).parse({ code: '١٢٣٤٥٦' })).toEqual({ code: '123456' });
    expect(errorsOf(otpSchema(en), { code: '12345' })).toEqual({ code: 'Verification code is not valid.' });
    expect(errorsOf(otpSchema(en), { code: '' })).toEqual({ code: 'Verification code is required' });
  });

  it('forgot password takes a phone or email', () => {
    expect(forgotSchema(en).safeParse({ identifier: 'agent@example.com' }).success).toBe(true);
    expect(errorsOf(forgotSchema(en), { identifier: 'nope' })).toEqual({ identifier: 'Please enter a valid phone number or email' });
  });

  it('new password and change password confirm the password', () => {
    expect(errorsOf(newPasswordSchema(en), { password: 'Secret@123', passwordConfirmation: 'Secret@124' })).toEqual({ passwordConfirmation: 'Passwords do not match' });
    expect(errorsOf(changePasswordSchema(en), { currentPassword: '', password: 'Secret@123', passwordConfirmation: 'x', endOtherSessions: true })).toEqual({
      currentPassword: 'Current password is required',
      passwordConfirmation: 'Passwords do not match',
    });
  });

  it('profile validates the editable account fields', () => {
    const { password: _p, passwordConfirmation: _c, acceptTerms: _a, ...profile } = validRegister;
    expect(profileSchema(en).safeParse(profile).success).toBe(true);
    expect(errorsOf(profileSchema(en), { ...profile, fullName: '  ' })).toEqual({ fullName: 'Name is required.' });
  });

  it('contact: field messages in both languages', () => {
    const empty = { name: '', mobile: '', email: '', message: '' };
    expect(errorsOf(contactSchema(en), empty)).toEqual({
      name: 'Name is required.',
      mobile: 'Phone number must be between 9 and 15 digits.',
      email: 'Please enter a valid email.',
      message: 'Message is required',
    });
    expect(errorsOf(contactSchema(ar), empty)).toEqual({
      name: 'الاسم مطلوب.',
      mobile: 'يجب أن يتكون رقم الهاتف من 9 إلى 15 رقمًا.',
      email: 'يرجى إدخال بريد إلكتروني صالح.',
      message: 'حقل الرسالة مطلوب',
    });
    expect(errorsOf(contactSchema(en), { name: 'A', mobile: '0500000001', email: 'a@b.co', message: 'x'.repeat(2001) })).toEqual({
      message: 'Message must be a maximum of 2000 characters',
    });
  });
});
