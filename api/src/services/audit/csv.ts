import type { AuditEntry } from '@site/shared/audit';

/**
 * Excel reads a CSV as the system's code page unless it starts with a byte order mark; with it,
 * Arabic names and texts open as written.
 */
export const UTF8_BOM = '\uFEFF';

const COLUMNS = ['at', 'actor', 'actor email', 'action', 'target type', 'target id', 'ip', 'user agent', 'before', 'after'] as const;

/** RFC 4180 quoting; a cell starting like a formula is prefixed so a spreadsheet shows it as text. */
function cell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

const json = (value: unknown) => (value === null || value === undefined ? '' : JSON.stringify(value));

export function auditCsv(entries: readonly AuditEntry[]): string {
  const rows = entries.map((e) =>
    [e.at, e.actor?.name ?? '', e.actor?.email ?? '', e.action, e.targetType, e.targetId, e.ip, e.userAgent, json(e.before), json(e.after)].map(cell).join(','),
  );
  return `${UTF8_BOM}${[COLUMNS.join(','), ...rows].join('\r\n')}\r\n`;
}
