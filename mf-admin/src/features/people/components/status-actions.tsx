import type { PersonSummary } from '@site/shared/people';
import { Button } from '@site/shared/ui/core';
import { useAdminT } from '../../../locales';
import { peopleApi, saved } from '../api/people-api';

/**
 * Ending or restoring an account's use: staff are deactivated, clients locked (both end the
 * sessions at once, so they are confirmed first), and two-step sign-in reset for a lost phone.
 */
export function StatusActions({ person, kind, onDone }: { person: PersonSummary; kind: 'staff' | 'client'; onDone?: () => void }) {
  const { t } = useAdminT();
  const run = (action: Parameters<typeof peopleApi.act>[1], confirmKey?: string) => {
    if (confirmKey && !window.confirm(t(confirmKey, { name: person.fullName }))) return;
    void saved(() => peopleApi.act(person.id, action), t('people.saved')).then(onDone);
  };
  const [end, restore, endKey] = kind === 'staff'
    ? (['deactivate', 'reactivate', 'people.confirmDeactivate'] as const)
    : (['lock', 'unlock', 'people.confirmLock'] as const);
  const ended = person.status === (kind === 'staff' ? 'deactivated' : 'locked');
  return (
    <div className="ad-actions">
      {ended
        ? <Button variant="secondary" onClick={() => run(restore)}>{t(`people.${restore}`)}</Button>
        : <Button variant="danger" onClick={() => run(end, endKey)}>{t(`people.${end}`)}</Button>}
      {person.twoFactorEnabled && <Button variant="ghost" onClick={() => run('two-factor/reset')}>{t('people.resetTwoFactor')}</Button>}
    </div>
  );
}
