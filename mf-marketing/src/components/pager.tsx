import { useLocation, useNavigate } from 'react-router';
import { Pagination } from '@site/shared/ui';

interface Props {
  page: number;
  pageSize: number;
  total: number;
}

/** Real links (?page=n) that navigate inside the router, so lists stay shareable. */
export function Pager({ page, pageSize, total }: Props) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const hrefFor = (n: number) => `${pathname}?page=${n}`;
  return (
    <div className="mk-pager">
      <Pagination
        page={page}
        pageCount={Math.max(1, Math.ceil(total / pageSize))}
        hrefFor={hrefFor}
        onPageChange={(n) => {
          void navigate(hrefFor(n));
          window.scrollTo({ top: 0 });
        }}
      />
    </div>
  );
}
