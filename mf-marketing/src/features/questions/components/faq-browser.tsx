import { useDeferredValue, useEffect, useId, useRef, useState } from 'react';
import { formatNumber, useLang } from '@site/shared/i18n';
import type { Faq } from '@site/shared/types';
import { FaqItem } from '../../../components/cards/faq-item';
import { useMk } from '../../../locales';
import { ALL_CATEGORIES, categoriesOf, filterFaqs } from './filter-faqs';
import './faq.css';

export function FaqBrowser({ faqs }: { faqs: readonly Faq[] }) {
  const { t } = useMk();
  const lang = useLang();
  const id = useId();
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState(ALL_CATEGORIES);
  const queryInput = useRef<HTMLInputElement>(null);
  const categorySelect = useRef<HTMLSelectElement>(null);
  // On a server-rendered page a reader can type or pick before the page hydrates; hydration leaves
  // what they chose in the fields, so take it from there rather than lose it.
  useEffect(() => {
    if (queryInput.current?.value) setQuery(queryInput.current.value);
    if (categorySelect.current?.value) setCategory(categorySelect.current.value);
  }, []);
  const deferred = useDeferredValue(query);
  const shown = filterFaqs(faqs, deferred, category, lang);
  const categories = categoriesOf(faqs);
  return (
    <>
      <div role="search" className="mk-faq-tools">
        <div className="mk-field">
          <label htmlFor={`${id}-q`} className="mk-field__label">{t('faq.search')}</label>
          <input
            id={`${id}-q`}
            ref={queryInput}
            type="search"
            className="mk-input"
            value={query}
            placeholder={t('faq.searchPlaceholder')}
            onChange={(e) => setQuery(e.target.value)}
          />
        </div>
        {categories.length > 1 ? (
          <div className="mk-field">
            <label htmlFor={`${id}-c`} className="mk-field__label">{t('faq.category')}</label>
            <select ref={categorySelect} id={`${id}-c`} className="mk-input" value={category} onChange={(e) => setCategory(e.target.value)}>
              <option value={ALL_CATEGORIES}>{t('faq.allCategories')}</option>
              {categories.map((c) => <option key={c} value={c}>{c}</option>)}
            </select>
          </div>
        ) : null}
      </div>
      <p className="mk-muted" role="status">{t('faq.matches', { count: formatNumber(shown.length, lang) })}</p>
      {shown.length ? (
        <div className="mk-faq-list">{shown.map((f) => <FaqItem key={f.id} faq={f} />)}</div>
      ) : (
        <p className="mk-state mk-state--empty">{t('faq.noResults')}</p>
      )}
    </>
  );
}
