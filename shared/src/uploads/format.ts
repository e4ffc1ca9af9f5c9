import { LANG_META, type Lang } from '../lang';
import { FILE_TYPES, type FileType } from './file-types';

const KB = 1024;

/** "2 megabytes" / "٢ ميغابايت": sizes in binary units, as file managers show them. */
export function formatFileSize(bytes: number, lang: Lang): string {
  const [value, unit] = bytes >= KB * KB ? [bytes / (KB * KB), 'megabyte'] : bytes >= KB ? [bytes / KB, 'kilobyte'] : [bytes, 'byte'];
  return new Intl.NumberFormat(LANG_META[lang].intl, {
    style: 'unit',
    unit,
    unitDisplay: 'long',
    maximumFractionDigits: unit === 'megabyte' ? 1 : 0,
  }).format(value);
}

/** "JPG or PNG" / "JPG أو PNG": the labels of the allowed types, each once. */
export function formatTypeList(types: readonly FileType[], lang: Lang): string {
  const labels = [...new Set(types.map((type) => FILE_TYPES[type].ext.toUpperCase()))];
  return new Intl.ListFormat(LANG_META[lang].intl, { type: 'disjunction' }).format(labels);
}
