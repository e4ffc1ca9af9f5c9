import type { Faq } from '@site/shared/types';

/** Native disclosure: keyboard and screen-reader support come with the element. */
export function FaqItem({ faq }: { faq: Faq }) {
  return (
    <details className="mk-faq">
      <summary className="mk-faq__question">{faq.question}</summary>
      <p className="mk-faq__answer">{faq.answer}</p>
    </details>
  );
}
