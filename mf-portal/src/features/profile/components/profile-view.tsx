import type { ReactNode } from 'react';
import { formatDate, useLang } from '@site/shared/i18n';
import { areaName, countryName, parsePhone } from '@site/shared/phone';
import type { Account } from '@site/shared/types';
import { usePortalT } from '../../../locales';

/** Read-only account details; phone and email are LTR islands inside Arabic text. */
export function ProfileView({ account }: { account: Account }) {
  const { t } = usePortalT();
  const lang = useLang();
  const phone = parsePhone(account.phone, { mode: 'international' });
  const rows: Array<[string, ReactNode]> = [
    [t('fields.fullName'), account.fullName],
    [t('fields.accountName'), <bdi key="a">{account.accountName}</bdi>],
    [
      t('fields.email'),
      <span key="e" className="pt-contact">
        <bdi dir="ltr">{account.email}</bdi>
        <span className={`pt-badge ${account.emailVerified ? 'pt-badge--on' : 'pt-badge--off'}`}>
          {t(account.emailVerified ? 'profile.email.verified' : 'profile.email.unverified')}
        </span>
      </span>,
    ],
    [t('fields.phone'), <bdi key="p" dir="ltr">{phone.valid ? phone.formatted : account.phone}</bdi>],
    [t('fields.country'), account.country ? countryName(account.country, lang) : ''],
    [t('fields.area'), account.area ? areaName(account.area, lang) : ''],
    [t('fields.gender'), account.gender ? t(`register.${account.gender}`) : ''],
    [t('fields.birthDate'), account.birthDate ? formatDate(`${account.birthDate}T00:00:00`, lang) : ''],
    [t('fields.userType'), t(`register.userTypes.${account.userType}`)],
  ];
  return (
    <dl className="pt-summary">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value || <span className="pt-muted">{t('profile.info.notSet')}</span>}</dd>
        </div>
      ))}
    </dl>
  );
}
