import { Skeleton } from '@site/shared/ui';

/** Placeholder cards the size of real ones, so the list does not jump when it arrives. */
export function TicketsSkeleton({ count = 3 }: { count?: number }) {
  return (
    <ul className="pt-tickets" aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <li key={i} className="pt-ticket">
          <Skeleton width="30%" />
          <Skeleton width="70%" height="1.25rem" />
          <Skeleton lines={2} />
        </li>
      ))}
    </ul>
  );
}
