import { type FormEvent, useId, useState } from 'react';
import type { DirectoryListing, DnsCheck } from '@site/shared/listings/admin';
import { DOMAIN_PATTERN } from '@site/shared/listings/admin';
import { Button } from '@site/shared/ui/core';
import { useAdminT } from '../../../locales';
import { directoryApi, reloadDirectory } from '../api/directory-api';

/** Maps the customer's domain to the listing, clears it, and asks DNS whether it reaches the site. */
export function DomainPanel({ listing }: { listing: DirectoryListing }) {
  const { t } = useAdminT();
  const id = useId();
  const [value, setValue] = useState(listing.domain ?? '');
  const [invalid, setInvalid] = useState(false);
  const [check, setCheck] = useState<DnsCheck | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async (write: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await write();
      await reloadDirectory();
    } catch {
      // The API's translated message is shown as a toast.
    } finally {
      setBusy(false);
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const domain = value.trim().toLowerCase();
    setInvalid(!DOMAIN_PATTERN.test(domain));
    if (DOMAIN_PATTERN.test(domain)) void run(() => directoryApi.setDomain(listing.id, domain));
  };

  return (
    <form className="ui-card ad-form" aria-labelledby={`${id}-title`} onSubmit={submit} noValidate>
      <h3 id={`${id}-title`}>{t('directory.domainHeading')}</h3>
      <label htmlFor={`${id}-domain`}>{t('directory.domain')}</label>
      <input
        id={`${id}-domain`}
        className="ui-input"
        dir="ltr"
        value={value}
        onChange={(event) => setValue(event.target.value)}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? `${id}-error` : undefined}
      />
      {invalid && <p id={`${id}-error`} className="ui-field__error">{t('directory.invalidDomain')}</p>}
      <div className="ad-actions">
        <Button type="submit" disabled={busy}>{t('directory.mapDomain')}</Button>
        {listing.domain && (
          <>
            <Button type="button" variant="secondary" disabled={busy} onClick={() => void run(async () => setCheck(await directoryApi.dns(listing.id)))}>
              {t('directory.checkDns')}
            </Button>
            <Button type="button" variant="ghost" disabled={busy} onClick={() => void run(() => directoryApi.clearDomain(listing.id)).then(() => setValue(''))}>
              {t('directory.clearDomain')}
            </Button>
          </>
        )}
      </div>
      {check && (
        <p role="status">
          {t(`directory.dns.${check.state}`, { domain: check.domain })}{' '}
          {check.expected.length > 0 && <span dir="ltr">({check.expected.join(', ')})</span>}
        </p>
      )}
    </form>
  );
}
