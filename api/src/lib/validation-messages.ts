import type { z } from 'zod';
import { type Lang, t, translateMessage } from '../i18n/index.js';
import { DEFAULT_MESSAGE, MISSING_MESSAGE } from './zod-provider.js';

type Issue = z.core.$ZodIssue;

function fieldOf(issue: Issue): string {
  const named = [...issue.path].reverse().find((p) => typeof p === 'string');
  return typeof named === 'string' ? named : 'input';
}

function genericMessage(lang: Lang, issue: Issue): string {
  const field = fieldOf(issue);
  if (issue.message === MISSING_MESSAGE) return t(lang, 'validation.required', { field });
  switch (issue.code) {
    case 'too_small': {
      const min = Number(issue.minimum);
      if (issue.origin === 'string') {
        return min <= 1 ? t(lang, 'validation.required', { field }) : t(lang, 'validation.min', { field, min });
      }
      return t(lang, 'validation.minValue', { field, min });
    }
    case 'too_big': {
      const max = Number(issue.maximum);
      return issue.origin === 'string'
        ? t(lang, 'validation.max', { field, max })
        : t(lang, 'validation.maxValue', { field, max });
    }
    case 'invalid_format':
      if (issue.format === 'email') return t(lang, 'validation.email', { field });
      if (issue.format === 'url') return t(lang, 'validation.url', { field });
      return t(lang, 'validation.default', { field });
    case 'unrecognized_keys':
      return t(lang, 'validation.unknownField', { field: issue.keys.join(', ') });
    default:
      return t(lang, 'validation.default', { field });
  }
}

/** The forms' validation messages for every issue, in the request language, without duplicates. */
export function issueMessages(lang: Lang, issues: readonly Issue[]): string[] {
  const out = issues.map((issue) =>
    issue.message === DEFAULT_MESSAGE || issue.message === MISSING_MESSAGE || issue.message === '' ? genericMessage(lang, issue) : translateMessage(lang, issue.message),
  );
  return [...new Set(out)];
}
