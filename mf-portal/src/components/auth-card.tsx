import type { ReactNode } from 'react';

interface Props {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}

/** Content of an auth page; the shell's auth layout draws the centred card around it. */
export function AuthCard({ title, intro, children, footer }: Props) {
  return (
    <section className="pt-auth-card" aria-labelledby="pt-auth-title">
      <h1 id="pt-auth-title" className="pt-title">{title}</h1>
      {intro && <p className="pt-intro">{intro}</p>}
      {children}
      {footer && <div className="pt-card-footer">{footer}</div>}
    </section>
  );
}
