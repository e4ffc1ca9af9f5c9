import { useState } from 'react';
import type { Plan } from '@site/shared/types';
import { BillingToggle, type Billing } from './billing-toggle';
import { PlanCard } from './plan-card';

export function PlanGrid({ plans }: { plans: readonly Plan[] }) {
  const [billing, setBilling] = useState<Billing>('monthly');
  return (
    <>
      <BillingToggle value={billing} onChange={setBilling} />
      <ul className="mk-grid">
        {plans.map((p) => <li key={p.id}><PlanCard plan={p} billing={billing} /></li>)}
      </ul>
    </>
  );
}
