import type { CompanyInfo } from '@site/shared/types';
import { useShellT } from './use-shell-t';

/** Phone, email and ids are LTR islands inside Arabic text. */
export function ContactFacts({ company }: { company: CompanyInfo | undefined }) {
  const { t } = useShellT();
  if (!company) return null;
  return (
    <dl className="sh-facts">
      <dt>{t('footer.phone')}</dt>
      <dd><a href={`tel:${company.phone.replace(/\s/g, '')}`} dir="ltr">{company.phone}</a></dd>
      <dt>{t('footer.email')}</dt>
      <dd><a href={`mailto:${company.email}`} dir="ltr">{company.email}</a></dd>
      <dt>{t('footer.address')}</dt>
      <dd>{company.address}</dd>
      <dt>{t('footer.taxNumber')}</dt>
      <dd><bdi dir="ltr">{company.taxNumber}</bdi></dd>
      <dt>{t('footer.commercialRegistration')}</dt>
      <dd><bdi dir="ltr">{company.commercialRegistration}</bdi></dd>
    </dl>
  );
}
