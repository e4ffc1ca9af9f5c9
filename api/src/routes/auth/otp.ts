import type { FastifyPluginAsync } from 'fastify';
import { meta } from '../../lib/request-meta.js';
import type { BodyOf, ZodTypeProvider } from '../../lib/zod-provider.js';
import { LIMITS } from '../../plugins/rate-limit.js';
import { otpResendBody, otpVerifyBody } from '../../schemas/auth.js';
import { resendWithCorrection, verifyAnyChallenge } from '../../services/auth/otp-flows.js';

/** /api/auth/otp: one verify endpoint for every challenge purpose, and resend. */
const otp: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  app.post<{ Body: BodyOf<typeof otpVerifyBody> }>(
    '/verify',
    { preValidation: otpVerifyBody.preValidation, preHandler: app.identify, config: { rateLimit: LIMITS.otp } },
    async (request) => verifyAnyChallenge(deps, { ...request.body, auth: request.auth }, meta(request)),
  );

  app.post<{ Body: BodyOf<typeof otpResendBody> }>('/resend', { preValidation: otpResendBody.preValidation, config: { rateLimit: LIMITS.otp } }, async (request) =>
    resendWithCorrection(deps, request.body, meta(request)),
  );
};

export default otp;
