import { formatDate, formatNumber, formatPrice } from '@site/shared/i18n';
import { LANGS, LANG_META } from '@site/shared/lang';
import { TitledPage } from '../../../components/titled-page';
import { useMk } from '../../../locales';

const SAMPLE_DATE = '2026-03-15T10:30:00Z';

/** /test-test: how dates, numbers and prices read in each locale (ar-EG, en-US). */
export function TestTestPage() {
  const { t } = useMk();
  return (
    <TitledPage title={t('test.formatsTitle')} lead={t('test.formatsLead')}>
      <table className="mk-hours__table">
        <thead>
          <tr>
            <th scope="col">{t('test.locale')}</th>
            <th scope="col">{t('test.date')}</th>
            <th scope="col">{t('test.number')}</th>
            <th scope="col">{t('test.price')}</th>
          </tr>
        </thead>
        <tbody>
          {LANGS.map((l) => (
            <tr key={l} lang={l} dir={LANG_META[l].dir}>
              <th scope="row">{LANG_META[l].name} <bdi dir="ltr">({LANG_META[l].intl})</bdi></th>
              <td>{formatDate(SAMPLE_DATE, l)}</td>
              <td>{formatNumber(1234567.89, l)}</td>
              <td>{formatPrice(1499, l)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TitledPage>
  );
}
