import { type ReactNode, useEffect } from 'react';
import type { Account } from '@site/shared/types';
import { type Permission, STAFF_ROLES, can } from '@site/shared/permissions';
import { emit } from '@site/shared/events';
import { i18n } from '@site/shared/i18n';
import { Skeleton } from '@site/shared/ui/core';
import { useAuthRedirect } from '@site/shared/spa/use-auth-redirect';
import { useMe } from '../lib/use-me';
import { sectionsFor } from '../sections';

/** 'staff' opens the console's home: any staff role, whatever its sections, and any other role with a section (listing managers). */
export type Access = Permission | 'staff';

export const mayUse = (me: Account | undefined, access: Access): boolean =>
  !!me && (access === 'staff' ? STAFF_ROLES.includes(me.role) || sectionsFor(me.role).length > 0 : can(me, access));

/**
 * Renders a console page for a role that may use it; any other role gets the shell's 403 screen
 * (translated), as the API refuses its requests anyway.
 */
export function SectionGate({ permission, children }: { permission: Access; children: (me: Account) => ReactNode }) {
  const me = useMe();
  useAuthRedirect(me.error);
  const allowed = mayUse(me.data, permission);
  useEffect(() => {
    if (me.data && !allowed) emit('app:error', { statusCode: 403, statusMessage: i18n.t('errors.403', { ns: 'common' }) });
  }, [me.data, allowed]);
  if (!me.data) return <Skeleton lines={3} />;
  return allowed ? <>{children(me.data)}</> : null;
}
