import type { FastifyPluginAsync } from 'fastify';
import { meta } from '../../lib/request-meta.js';
import { findAccountById, toAccount } from '../../services/accounts/repository.js';
import { login } from '../../services/auth/login.js';
import { forgotPassword, resetPassword, verifyResetCode } from '../../services/auth/password-reset.js';
import { register } from '../../services/auth/registration.js';
import { revokeSession } from '../../services/identity/sessions.js';
import type { BodyOf, ZodTypeProvider } from '../../lib/zod-provider.js';
import { requireAuth } from '../../plugins/identity.js';
import { LIMITS } from '../../plugins/rate-limit.js';
import { forgotBody, loginBody, otpVerifyBody, registerBody, resetPasswordBody } from '../../schemas/auth.js';
import inviteRoutes from './invites.js';
import otpRoutes from './otp.js';

const auth: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  // Answers here hold session tokens, reset tokens and challenges: never kept for replay.
  app.addHook('onRoute', (route) => {
    route.config = { ...route.config, replayResponse: false };
  });

  app.post<{ Body: BodyOf<typeof registerBody> }>('/register', { preValidation: registerBody.preValidation, config: { rateLimit: LIMITS.register } }, async (request, reply) => {
    reply.code(201);
    return register(deps, request.body, meta(request));
  });

  app.post<{ Body: BodyOf<typeof loginBody> }>('/login', { preValidation: loginBody.preValidation, config: { rateLimit: LIMITS.login } }, async (request) =>
    login(deps, request.body, meta(request)),
  );

  app.post('/logout', { preHandler: app.authenticate }, async (request, reply) => {
    const { account, session } = requireAuth(request);
    await revokeSession(deps, account.id, session.id);
    return reply.code(204).send();
  });

  app.get('/me', { preHandler: app.authenticate }, async (request) => {
    const { account } = requireAuth(request);
    return toAccount((await findAccountById(deps.db, account.id)) ?? account);
  });

  app.post<{ Body: BodyOf<typeof forgotBody> }>('/password/forgot', { preValidation: forgotBody.preValidation, config: { rateLimit: LIMITS.forgot } }, async (request) =>
    forgotPassword(deps, request.body.identifier, meta(request)),
  );

  app.post<{ Body: BodyOf<typeof otpVerifyBody> }>('/password/verify', { preValidation: otpVerifyBody.preValidation, config: { rateLimit: LIMITS.otp } }, async (request) =>
    verifyResetCode(deps, request.body.challengeId, request.body.code, meta(request)),
  );

  app.post<{ Body: BodyOf<typeof resetPasswordBody> }>('/password/reset', { preValidation: resetPasswordBody.preValidation, config: { rateLimit: LIMITS.otp } }, async (request) => {
    await resetPassword(deps, request.body.resetToken, request.body.password);
    return { reset: true };
  });

  await app.register(otpRoutes, { prefix: '/otp' });
  await app.register(inviteRoutes, { prefix: '/invites' });
};

export default auth;
