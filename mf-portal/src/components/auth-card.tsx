import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useLang } from '@site/shared/i18n';
import { href, type RouteIdOf } from '@site/shared/routes';
import { usePortalT } from '../locales';

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

/**
 * A step of a sign-in flow opened without the flow it belongs to (a reload in another tab, an old
 * link): says so and links to where the flow starts.
 */
export function FlowLost({ title, message, start }: { title: string; message: string; start: RouteIdOf<'mf-portal'> }) {
  const { t } = usePortalT();
  const lang = useLang();
  return (
    <AuthCard title={title}>
      <p role="status">{message}</p>
      <Link to={href(start, lang)}>{t('otp.startAgain')}</Link>
    </AuthCard>
  );
}
