import { z } from 'zod';
import type { Lang } from '../lang';
import { TICKET_DEPARTMENTS, type TicketDepartment } from '../tickets/constants';

/** Placeholders a canned reply may hold, filled from the conversation when it is inserted. */
export const CANNED_PLACEHOLDERS = ['client.name', 'ticket.number', 'agent.name'] as const;
export type CannedPlaceholder = (typeof CANNED_PLACEHOLDERS)[number];
export type CannedValues = Partial<Record<CannedPlaceholder, string>>;

export const CANNED_LIMITS = { shortcut: 40, title: 120, body: 5000 } as const;

export interface CannedResponse {
  id: string;
  shortcut: string;
  title: Record<Lang, string>;
  body: Record<Lang, string>;
  department: TicketDepartment | null;
  /** Shared replies are seeded for every agent; personal ones are the caller's own. */
  shared: boolean;
}

const line = (max: number) => z.string().trim().min(1).max(max);

/** POST /api/canned-responses and PATCH (every field optional). */
export const cannedInputSchema = z.object({
  shortcut: z.string().trim().min(1).max(CANNED_LIMITS.shortcut).regex(/^[\p{L}\p{N}_-]+$/u),
  title: z.object({ ar: line(CANNED_LIMITS.title), en: line(CANNED_LIMITS.title) }),
  body: z.object({ ar: line(CANNED_LIMITS.body), en: line(CANNED_LIMITS.body) }),
  department: z.enum(TICKET_DEPARTMENTS).nullable().default(null),
});
export type CannedInput = z.output<typeof cannedInputSchema>;
export const cannedPatchSchema = cannedInputSchema.partial();
export type CannedPatch = z.output<typeof cannedPatchSchema>;

/**
 * The reply's text with each known placeholder replaced. A placeholder without a value (no ticket
 * number in a chat) is left as typed, so the agent sees what is still to be written.
 */
export function fillPlaceholders(text: string, values: CannedValues): string {
  return text.replace(/\{(client\.name|ticket\.number|agent\.name)\}/g, (whole, key: CannedPlaceholder) => values[key] ?? whole);
}

/**
 * The replies that fit what follows the `/`: by shortcut first, then by title in the
 * conversation's language; a department limits a reply to its own conversations.
 */
export function findCanned(items: readonly CannedResponse[], query: string, lang: Lang, department: TicketDepartment | null): CannedResponse[] {
  const q = query.trim().toLocaleLowerCase();
  const fits = items.filter((item) => !item.department || !department || item.department === department);
  const starts = fits.filter((item) => item.shortcut.toLocaleLowerCase().startsWith(q));
  const rest = fits.filter((item) => !starts.includes(item) && (item.title[lang].toLocaleLowerCase().includes(q) || item.shortcut.toLocaleLowerCase().includes(q)));
  return [...starts, ...rest];
}

/**
 * The `/query` being typed at the caret: a slash at the start of the text or after a space, with
 * no space between it and the caret. Null when the caret is not in one.
 */
export function slashQuery(text: string, caret: number): { start: number; query: string } | null {
  const before = text.slice(0, caret);
  const match = /(?:^|\s)\/([^\s/]*)$/.exec(before);
  if (!match) return null;
  return { start: caret - match[1]!.length - 1, query: match[1]! };
}
