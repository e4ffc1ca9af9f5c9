import { getTableColumns } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { invalid } from '../../lib/errors.js';

type Data = Record<string, unknown>;

const isPair = (value: unknown) =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && Object.keys(value).sort().join() === 'ar,en' && Object.values(value).every((v) => typeof v === 'string');
const isPairList = (value: unknown) => Array.isArray(value) && value.every(isPair);
const isIsoInstant = (value: unknown) => typeof value === 'string' && !Number.isNaN(Date.parse(value)) && /^\d{4}-\d{2}-\d{2}T/.test(value);

/** Whether `value` suits a column, judged by its SQL type; jsonb by the shape the same field has in `sample`. */
function fits(columnType: string, value: unknown, sample: unknown, enumValues: readonly string[] | undefined): boolean {
  switch (columnType) {
    case 'PgText':
      return typeof value === 'string' && value.length <= 100_000 && (!enumValues?.length || enumValues.includes(value));
    case 'PgInteger':
      return Number.isSafeInteger(value);
    case 'PgDoublePrecision':
      return typeof value === 'number' && Number.isFinite(value);
    case 'PgBoolean':
      return typeof value === 'boolean';
    case 'PgTimestamp':
      return isIsoInstant(value);
    case 'PgDateString':
      return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value));
    case 'PgJsonb':
      if (isPair(sample)) return isPair(value);
      if (Array.isArray(sample) && (sample.length === 0 || isPairList(sample))) return isPairList(value);
      return Array.isArray(sample) ? Array.isArray(value) : value !== undefined;
    default:
      return false;
  }
}

/**
 * Checks a draft against its live table: only the table's fields, each of its column's type, every
 * required one present. Text pairs (`{ en, ar }`) must stay pairs. Throws Invalid naming the fields.
 */
export function checkDraft(table: PgTable, data: Data, sample: Data | null): void {
  const columns = getTableColumns(table);
  const wrong: string[] = [];
  for (const key of Object.keys(data)) if (!(key in columns)) wrong.push(key);
  for (const [key, column] of Object.entries(columns)) {
    const value = data[key];
    if (value === undefined || value === null) {
      if (column.notNull && !column.hasDefault) wrong.push(key);
      continue;
    }
    if (!fits(column.columnType, value, sample?.[key], column.enumValues)) wrong.push(key);
  }
  if (wrong.length) throw invalid(...wrong.map((field) => ({ key: 'validation.unknownField', params: { field } })));
}

/** A draft as the live table's row: instants become dates; fields left out keep their defaults. */
export function toRow(table: PgTable, data: Data): Data {
  const columns = getTableColumns(table);
  return Object.fromEntries(
    Object.entries(data)
      .filter(([key, value]) => key in columns && value !== undefined)
      .map(([key, value]) => [key, columns[key]!.columnType === 'PgTimestamp' && typeof value === 'string' ? new Date(value) : value]),
  );
}

/** A live row as JSON (dates as ISO strings), the form drafts and versions keep. */
export const toData = (row: Data): Data => JSON.parse(JSON.stringify(row)) as Data;
