export {
  loginSchema, registerSchema, otpSchema, otpVerifySchema, forgotSchema, newPasswordSchema, resetPasswordSchema, OTP_LENGTH,
  type LoginInput, type RegisterInput, type RegisterFormValues, type OtpInput, type OtpVerifyInput, type ForgotInput,
  type NewPasswordInput, type ResetPasswordInput,
} from './auth';
export { profileSchema, changePasswordSchema, type ProfileInput, type ProfileFormValues, type ChangePasswordInput } from './account';
export { contactSchema, type ContactInput } from './contact';
export { LIMITS, GENDERS, USER_TYPES } from './fields';
