import { AVAILABILITY_STATES, type AvailabilityState } from '@site/shared/desk';
import { Select } from '@site/shared/ui';
import { useId } from 'react';
import toast from 'react-hot-toast';
import { usePortalT } from '../../locales';
import { useAvailability } from './use-availability';
import './availability.css';

/** The agent's online / away / offline, in the desk's headers: only online agents are given new work. */
export function AvailabilitySelect() {
  const { t } = usePortalT();
  const id = useId();
  const { availability, set } = useAvailability(true);
  const state = availability?.state;
  return (
    <div className="pt-availability" data-state={state ?? 'unknown'}>
      <span className="pt-availability__dot" aria-hidden="true" />
      <label htmlFor={id}>{t('availability.label')}</label>
      <Select
        id={id}
        value={state ?? ''}
        disabled={!availability}
        onChange={(event) => {
          void set({ state: event.target.value as AvailabilityState }).catch(() => toast.error(t('availability.failed')));
        }}
        options={AVAILABILITY_STATES.map((value) => ({ value, label: t(`availability.states.${value}`) }))}
      />
      {availability?.auto && state === 'away' && <span className="pt-muted">{t('availability.idle')}</span>}
    </div>
  );
}
