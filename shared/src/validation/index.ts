// Named re-exports only: Node's ESM loader (the API runs this source through tsx)
// cannot see names behind `export *` of a CommonJS-typed package.
export { validationResources, validationEn, validationAr, type ValidationMessages } from './messages';
export { makeTranslator, interpolate, type Translate, type TranslateParams } from './translator';
export { normalizeDigits, stripBidi, cleanText, digitsOf } from './digits';
export {
  isPresent, charCount, isEmail, isUrl, isNumeric, isInteger, toNumber, hasPhoneLength, isPhoneLike, parseIsoDate, isPastDate,
  PHONE_MIN_DIGITS, PHONE_MAX_DIGITS,
} from './predicates';
export {
  required, email, minLength, maxLength, url, numeric, integer, minValue, maxValue, between, phone, satisfies, firstFailure,
  type Rule, type RuleFailure,
} from './rules';
export { text, cleanedText, oneOf, mustBeTrue, flag, withConfirmed } from './zod-fields';
export {
  loginSchema, registerSchema, otpSchema, otpVerifySchema, forgotSchema, newPasswordSchema, resetPasswordSchema, OTP_LENGTH,
  profileSchema, changePasswordSchema, contactSchema, LIMITS, GENDERS, USER_TYPES,
  type LoginInput, type RegisterInput, type RegisterFormValues, type OtpInput, type OtpVerifyInput, type ForgotInput,
  type NewPasswordInput, type ResetPasswordInput, type ProfileInput, type ProfileFormValues, type ChangePasswordInput,
  type ContactInput,
} from './schemas';
export { useSchema } from './use-schema';
