import type { FastifyPluginCallback } from 'fastify';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { accounts } from '../../db/schema/index.js';
import { HttpError } from '../../lib/http-error.js';
import { meta } from '../../lib/request-meta.js';
import type { BodyOf, ZodTypeProvider } from '../../lib/zod-provider.js';
import { requireAuth } from '../../plugins/auth.js';
import { changePasswordBody, profileUpdateBody, twoFactorSchema } from '../../schemas/auth.js';
import { findAccountById, isUniqueViolation, toAccount } from '../../services/accounts.js';
import { assertUnique } from '../../services/auth-flows.js';
import { issueChallenge } from '../../services/otp.js';
import { hashPassword, verifyPassword } from '../../services/password.js';
import { listSessions, revokeOtherSessions, revokeSession } from '../../services/sessions.js';

const profile: FastifyPluginCallback = (base, _options, done) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  app.addHook('preHandler', app.authenticate);

  app.get('/', (request) => Promise.resolve(toAccount(requireAuth(request).account)));

  app.patch<{ Body: BodyOf<typeof profileUpdateBody> }>('/', { preValidation: profileUpdateBody.preValidation }, async (request) => {
    const { account } = requireAuth(request);
    const changes = request.body;
    await assertUnique(deps, changes, account.id);
    const phoneChanged = changes.phone !== undefined && changes.phone !== account.phone;
    try {
      await deps.db
        .update(accounts)
        // A new phone number has to be proven again before it can receive login codes.
        .set({ ...changes, ...(phoneChanged ? { phoneVerified: false } : {}), updatedAt: deps.clock.now() })
        .where(eq(accounts.id, account.id));
    } catch (error) {
      if (isUniqueViolation(error)) await assertUnique(deps, changes, account.id);
      throw error;
    }
    return toAccount((await findAccountById(deps.db, account.id))!);
  });

  app.post<{ Body: BodyOf<typeof changePasswordBody> }>('/password', { preValidation: changePasswordBody.preValidation }, async (request) => {
    const { account, session } = requireAuth(request);
    const body = request.body;
    if (!(await verifyPassword(account.passwordHash, body.currentPassword))) {
      throw new HttpError(422, 'errors.changePasswordFailed', ['auth.currentPasswordIncorrect']);
    }
    const now = deps.clock.now();
    await deps.db
      .update(accounts)
      .set({ passwordHash: await hashPassword(body.password), lastPasswordChangeAt: now, updatedAt: now })
      .where(eq(accounts.id, account.id));
    const endedSessions = body.endOtherSessions ? await revokeOtherSessions(deps, account.id, session.id) : 0;
    return { changed: true, endedSessions };
  });

  app.get('/sessions', async (request) => {
    const { account, session } = requireAuth(request);
    return listSessions(deps, account.id, session.id);
  });

  app.delete('/sessions/:id', { schema: { params: z.object({ id: z.uuid() }) } }, async (request, reply) => {
    const { account } = requireAuth(request);
    if (!(await revokeSession(deps, account.id, request.params.id))) throw new HttpError(404, 'auth.sessionNotFound');
    return reply.code(204).send();
  });

  app.post('/two-factor', { schema: { body: twoFactorSchema } }, async (request) => {
    const { account } = requireAuth(request);
    return issueChallenge(deps, {
      accountId: account.id,
      purpose: 'two-factor-toggle',
      channel: 'sms',
      contact: account.phone,
      ip: meta(request).ip,
      lang: request.lang,
      payload: { enabled: request.body.enabled },
    });
  });
  done();
};

export default profile;
