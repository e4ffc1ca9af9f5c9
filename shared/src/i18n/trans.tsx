import { cloneElement, Fragment, type ReactElement, type ReactNode } from 'react';
import { useTranslation } from '@site/shared/i18n/react-binding';

interface TransProps {
  i18nKey: string;
  ns?: string;
  values?: Record<string, unknown>;
  /** Elements for the `<name>…</name>` (or `<name/>`) tags of the text, by name. */
  components: Record<string, ReactElement<{ children?: ReactNode }>>;
}

const TAG = /<(\w+)\s*\/>|<(\w+)>([\s\S]*?)<\/\2>/g;

/**
 * A translated text with markup: each tag of the text becomes the element given for its name,
 * holding the tag's text. Tags do not nest (none of the texts needs it); an unknown tag shows
 * its text alone.
 */
export function Trans({ i18nKey, ns, values, components }: TransProps) {
  const { t } = useTranslation(ns);
  const text = String(t(i18nKey, values ?? {}));
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(TAG)) {
    const [whole, selfClosing, name, inner] = match;
    const index = match.index ?? 0;
    if (index > last) parts.push(text.slice(last, index));
    const element = components[selfClosing ?? name ?? ''];
    const key = `${index}`;
    if (element) parts.push(cloneElement(element, { key }, ...(selfClosing ? [] : [inner])));
    else parts.push(<Fragment key={key}>{inner ?? ''}</Fragment>);
    last = index + whole.length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return <>{parts}</>;
}
