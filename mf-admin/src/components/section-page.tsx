import type { ReactNode } from 'react';
import type { Account } from '@site/shared/types';
import { PageHeader } from '@site/shared/ui/core';
import { useAdminT } from '../locales';
import { SECTIONS } from '../sections';
import { SectionGate } from './section-gate';

/**
 * A console section's page: its title and description (`sections.<key>`) and, for a role with the
 * section's permission (from SECTIONS, written once), its content; any other role gets the 403 screen.
 */
export function SectionPage({ section, children }: { section: string; children: (me: Account) => ReactNode }) {
  const { t } = useAdminT();
  const found = SECTIONS.find((s) => s.key === section);
  if (!found) throw new Error(`no console section ${section}`);
  const titleId = `ad-${section}-title`;
  return (
    <section className="ad-page" aria-labelledby={titleId}>
      <PageHeader title={<span id={titleId}>{t(`sections.${section}.title`)}</span>} subtitle={t(`sections.${section}.description`)} />
      <SectionGate permission={found.permission}>{children}</SectionGate>
    </section>
  );
}
