import { useAddress } from '@site/shared/address';
import { navigate } from '@site/shared/api';
import { Pagination } from '@site/shared/ui/core';

interface Props {
  page: number;
  pageSize: number;
  total: number;
}

/** Real links (?page=n) that navigate in the page, so lists stay shareable and work without JavaScript. */
export function Pager({ page, pageSize, total }: Props) {
  const { pathname } = useAddress();
  const hrefFor = (n: number) => `${pathname}?page=${n}`;
  return (
    <div className="mk-pager">
      <Pagination
        page={page}
        pageCount={Math.max(1, Math.ceil(total / pageSize))}
        hrefFor={hrefFor}
        onPageChange={(n) => {
          navigate(hrefFor(n));
          window.scrollTo({ top: 0 });
        }}
      />
    </div>
  );
}
