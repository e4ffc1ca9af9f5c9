import { CHAT_LIMITS } from '@site/shared/chat';
import type { Db } from '../../db/client.js';
import { Limited } from '../../lib/errors.js';
import type { LimitStore } from '../limits/store.js';
import { newToken, sha256 } from '../security/crypto.js';
import { chatRepository as repo } from './repository.js';

/** Visitor tokens carry a prefix so that session tokens are never looked up as visitors. */
const VISITOR_PREFIX = 'cv_';
const HOUR = 60 * 60_000;

/** A new anonymous identity; the token is returned once and only its hash is kept. */
export async function createVisitor(db: Db, limits: LimitStore, ip: string): Promise<{ token: string; id: string }> {
  if ((await limits.hit(`chat-visitor:${ip}`, HOUR)).count > CHAT_LIMITS.visitorsPerHour) throw new Limited('chat.tooManyVisitors');
  const token = VISITOR_PREFIX + newToken();
  return { token, id: await repo.createVisitor(db, sha256(token)) };
}

/** The visitor a token names; null for any other token (a session's included) or an unknown one. */
export async function visitorOfToken(db: Db, token: string): Promise<string | null> {
  return token.startsWith(VISITOR_PREFIX) ? repo.visitorByTokenHash(db, sha256(token)) : null;
}
