import { useEffect, useId, useState, type FormEvent } from 'react';
import type { Section } from '@site/shared/listings/core';
import { useGroupsT } from '../../locales';

export const SEARCH_DEBOUNCE_MS = 350;

interface Props {
  section: Section;
  /** The search in the URL. */
  value: string;
  onSearch: (q: string) => void;
}

/** Debounced search box; Enter searches at once. */
export function ListingSearch({ section, value, onSearch }: Props) {
  const { t } = useGroupsT();
  const id = useId();
  const [text, setText] = useState(value);
  const [seen, setSeen] = useState(value);

  // Follow URL changes made elsewhere (back button, "clear search" in the empty state).
  if (value !== seen) {
    setSeen(value);
    if (value !== text.trim()) setText(value);
  }

  useEffect(() => {
    if (text.trim() === value) return undefined;
    const timer = setTimeout(() => onSearch(text), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value, onSearch]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text);
  };

  return (
    <form className="gr-search" role="search" onSubmit={submit}>
      <label className="gr-visually-hidden" htmlFor={id}>{t(`sections.${section}.searchLabel`)}</label>
      <svg className="gr-search__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <circle cx="11" cy="11" r="7" />
        <path d="m20 20-3.5-3.5" />
      </svg>
      <input
        id={id}
        className="gr-search__input"
        type="search"
        value={text}
        placeholder={t(`sections.${section}.searchPlaceholder`)}
        autoComplete="off"
        enterKeyHint="search"
        onChange={(event) => setText(event.target.value)}
      />
      {text && (
        <button type="button" className="gr-search__clear" aria-label={t('search.clear')} onClick={() => { setText(''); onSearch(''); }}>
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path d="M6 6l12 12M18 6 6 18" /></svg>
        </button>
      )}
    </form>
  );
}
