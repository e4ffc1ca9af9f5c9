import { ApiError, api, getAuthUser } from '@site/shared/api';
import { getAppConfig } from '@site/shared/config';
import { on } from '@site/shared/events';
import { currentLang } from '@site/shared/i18n';
import { type RealtimeClient, createRealtimeClient, realtimeUrl } from '@site/shared/realtime';

/** Where this browser keeps its anonymous chat identity (the token; the API keeps only its hash). */
const VISITOR_KEY = 'site-chat-visitor';

/**
 * Set in the embed frame (another website's page around it): the chat there never speaks as this
 * site's account, even when the browser is signed in here, and never hands its identity to one.
 * It keeps a visitor identity of its own for each embedding site, so a host page (which hears the
 * frame's messages) only ever hears the conversation started in it.
 */
let embeddedBy: string | null = null;

export function keepSeparateIdentity(hostOrigin: string | null): void {
  embeddedBy = hostOrigin ?? 'unknown';
}

const visitorKey = () => (embeddedBy === null ? VISITOR_KEY : `${VISITOR_KEY}:frame:${embeddedBy}`);

/**
 * Where storage is refused (a browser blocking storage in third-party frames), the identity
 * lives as long as the page: the conversation still works, it just starts afresh next visit.
 */
const unsaved = new Map<string, string>();

const storedVisitor = (): string | null => {
  try {
    return localStorage.getItem(visitorKey()) ?? unsaved.get(visitorKey()) ?? null;
  } catch {
    return unsaved.get(visitorKey()) ?? null;
  }
};

function keepVisitor(token: string): void {
  unsaved.set(visitorKey(), token);
  try {
    localStorage.setItem(visitorKey(), token);
  } catch {
    // Storage refused: kept in memory above.
  }
}

function forgetVisitor(): void {
  unsaved.delete(visitorKey());
  try {
    localStorage.removeItem(visitorKey());
  } catch {
    // Storage refused: nothing was kept there.
  }
}

/**
 * After sign-in, the conversations this browser had as a visitor become the account's, so the
 * client carries on with them (and sees them on every device). The identity is dropped once the
 * API has taken it, or when the API no longer knows it; a failed call keeps it for the next try.
 */
export async function joinVisitorToAccount(): Promise<boolean> {
  const visitor = storedVisitor();
  if (!visitor || !getAuthUser() || embeddedBy !== null) return false;
  try {
    await api.post('/chat/visitors/join', { token: visitor }, { silent: true });
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 404)) return false;
  }
  forgetVisitor();
  return true;
}

/** The token the chat speaks with: the session when signed in, else this browser's visitor identity. */
export const chatToken = (): string | null => (embeddedBy === null ? getAuthUser()?.token : null) ?? storedVisitor();

/** Whether there may be a conversation to show without asking the API for a new identity. */
export const hasChatIdentity = () => chatToken() !== null;

/** Creates the visitor identity on first use (only when the visitor opens the chat). */
export async function ensureIdentity(): Promise<void> {
  if (chatToken()) return;
  const { token } = await api.post<{ token: string }>('/chat/visitors', {}, { silent: true });
  keepVisitor(token);
}

let client: RealtimeClient | null = null;

/** The chat's own socket: it may speak as a visitor, which the page's shared connection never does. */
export function chatConnection(): RealtimeClient {
  if (!client) {
    client = createRealtimeClient({ url: () => realtimeUrl(getAppConfig().apiBaseUrl, location), token: chatToken, lang: currentLang });
    // The join runs before the socket speaks as the account, so the conversation is there to show.
    on('auth:changed', () => void joinVisitorToAccount().finally(() => client?.reconnect()));
    // Signed in on an earlier page while this browser still held a visitor identity.
    void joinVisitorToAccount().then((joined) => joined && client?.reconnect());
  }
  return client;
}

/** The bearer header for uploads: the session's is added by the API client, a visitor's here. */
export const uploadHeaders = (): Record<string, string> => {
  const visitor = getAuthUser() && embeddedBy === null ? null : storedVisitor();
  return visitor ? { Authorization: `Bearer ${visitor}` } : {};
};
