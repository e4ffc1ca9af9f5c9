import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { NotFound, invalidField } from '../../lib/errors.js';
import { meta } from '../../lib/request-meta.js';
import type { BodyOf, ZodTypeProvider } from '../../lib/zod-provider.js';
import { requireAuth } from '../../plugins/identity.js';
import { changePasswordBody, profileUpdateBody, twoFactorSchema } from '../../schemas/auth.js';
import { notificationPreferencesUpdateSchema } from '@site/shared/notifications';
import { preferencesOf, updatePreferences } from '../../services/messages/preferences.js';
import { toAccount } from '../../services/accounts/repository.js';
import { issueChallenge } from '../../services/auth/otp.js';
import { requestEmailVerification } from '../../services/auth/email-verification.js';
import { changePassword, updateProfile } from '../../services/profile/service.js';
import { listSessions, revokeSession } from '../../services/identity/sessions.js';

/** /api/profile: the signed-in account, its sessions and security settings. */
const profile: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  app.addHook('preHandler', app.authenticate);

  app.get('/', async (request) => toAccount(requireAuth(request).account));

  app.patch<{ Body: BodyOf<typeof profileUpdateBody> }>('/', { preValidation: profileUpdateBody.preValidation }, async (request) => {
    return updateProfile(deps, requireAuth(request), request.body, meta(request));
  });

  app.post<{ Body: BodyOf<typeof changePasswordBody> }>('/password', { preValidation: changePasswordBody.preValidation }, async (request) =>
    changePassword(deps, requireAuth(request), request.body),
  );

  // Sends a code to the account's email; verified once it is entered at /api/auth/otp/verify.
  app.post('/email-verification', async (request) => requestEmailVerification(deps, requireAuth(request).account, meta(request)));

  app.get('/sessions', async (request) => {
    const { account, session } = requireAuth(request);
    return listSessions(deps, account.id, session.id);
  });

  app.delete('/sessions/:id', { schema: { params: z.object({ id: z.uuid() }) } }, async (request, reply) => {
    const { account } = requireAuth(request);
    if (!(await revokeSession(deps, account.id, request.params.id))) throw new NotFound('auth.sessionNotFound');
    return reply.code(204).send();
  });

  // Which notifications go out on which channel, and the language of emails and text messages.
  app.get('/notifications', async (request) => preferencesOf(deps.db, requireAuth(request).account));

  app.patch('/notifications', { schema: { body: notificationPreferencesUpdateSchema } }, async (request) => {
    const result = await updatePreferences(deps.db, requireAuth(request).account, request.body);
    if ('refused' in result) throw invalidField(`settings.${result.refused}`);
    return result;
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
};

export default profile;
