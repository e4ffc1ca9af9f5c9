import type { FastifyPluginCallback } from 'fastify';
import { eq } from 'drizzle-orm';
import { accounts } from '../../db/schema/index.js';
import { HttpError, invalid } from '../../lib/http-error.js';
import type { BodyOf, ZodTypeProvider } from '../../lib/zod-provider.js';
import { LIMITS } from '../../plugins/rate-limit.js';
import { otpResendBody, otpVerifyBody } from '../../schemas/auth.js';
import { findAccountById, findAccountByPhone } from '../../services/accounts.js';
import { grantSession, verifyResetCode } from '../../services/auth-flows.js';
import { findChallenge, resendChallenge, verifyChallenge } from '../../services/otp.js';
import { meta } from '../../lib/request-meta.js';

/**
 * One verify endpoint for every purpose. Answers:
 * register -> { purpose, verified }, login -> SessionGrant, reset -> { resetToken },
 * two-factor-toggle -> { purpose, twoFactorEnabled }.
 */
const otp: FastifyPluginCallback = (base, _options, done) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  app.post<{ Body: BodyOf<typeof otpVerifyBody> }>(
    '/verify',
    { preValidation: otpVerifyBody.preValidation, preHandler: app.identify, config: { rateLimit: LIMITS.otp } },
    async (request) => {
      const { challengeId, code } = request.body;
      const pending = await findChallenge(deps, challengeId);
      if (pending?.purpose === 'reset') return verifyResetCode(deps, challengeId, code, meta(request));
      // A settings change must be confirmed from the session that asked for it.
      if (pending?.purpose === 'two-factor-toggle' && pending.accountId !== request.auth?.account.id) {
        throw new HttpError(422, 'otp.invalid');
      }
      const challenge = await verifyChallenge(deps, challengeId, code, { ip: request.ip });
      const account = challenge.accountId ? await findAccountById(deps.db, challenge.accountId) : undefined;
      if (!account) throw new HttpError(422, 'otp.invalid');
      const now = deps.clock.now();

      switch (challenge.purpose) {
        case 'register':
          await deps.db.update(accounts).set({ phoneVerified: true, updatedAt: now }).where(eq(accounts.id, account.id));
          return { purpose: 'register', verified: true };
        case 'login':
          // The code went to the account's phone, so the phone is proven as well.
          if (!account.phoneVerified) {
            await deps.db.update(accounts).set({ phoneVerified: true, updatedAt: now }).where(eq(accounts.id, account.id));
          }
          return grantSession(deps, account, meta(request));
        case 'two-factor-toggle': {
          const enabled = challenge.payload.enabled === true;
          await deps.db.update(accounts).set({ twoFactorEnabled: enabled, updatedAt: now }).where(eq(accounts.id, account.id));
          return { purpose: 'two-factor-toggle', twoFactorEnabled: enabled };
        }
        default:
          throw new HttpError(422, 'otp.invalid');
      }
    },
  );

  app.post<{ Body: BodyOf<typeof otpResendBody> }>('/resend', { preValidation: otpResendBody.preValidation, config: { rateLimit: LIMITS.otp } }, async (request) => {
    const { challengeId, phone } = request.body;
    let newContact: string | undefined;
    if (phone) {
      const challenge = await findChallenge(deps, challengeId);
      if (!challenge || challenge.purpose !== 'register' || !challenge.accountId || challenge.consumedAt) {
        throw new HttpError(422, 'otp.contactChangeNotAllowed');
      }
      if (phone !== challenge.contact) {
        const owner = await findAccountByPhone(deps.db, phone);
        if (owner && owner.id !== challenge.accountId) throw invalid({ key: 'validation.taken', params: { field: 'phone' } });
        newContact = phone;
      }
    }
    const result = await resendChallenge(deps, challengeId, { ip: request.ip, lang: request.lang, newContact });
    if (newContact) {
      const challenge = await findChallenge(deps, challengeId);
      if (challenge?.accountId) {
        await deps.db
          .update(accounts)
          .set({ phone: newContact, updatedAt: deps.clock.now() })
          .where(eq(accounts.id, challenge.accountId));
      }
    }
    return result;
  });
  done();
};

export default otp;
