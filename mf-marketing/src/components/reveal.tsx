import type { ReactNode } from 'react';
import { useReveal } from '../lib/use-reveal';
import '../lib/reveal.css';

interface Props {
  as?: 'section' | 'div' | 'li' | 'article';
  className?: string;
  children: ReactNode;
  labelledBy?: string;
}

export function Reveal({ as: Tag = 'div', className = '', children, labelledBy }: Props) {
  const reveal = useReveal<HTMLElement>();
  return (
    <Tag
      ref={reveal.ref}
      className={`${className} ${reveal.className}`.trim()}
      style={reveal.style}
      aria-labelledby={labelledBy}
    >
      {children}
    </Tag>
  );
}
