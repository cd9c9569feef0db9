// react-admin's pagination, saying "about" when the server estimated the list's total (a list past its exact-count limit).
import { useCallback } from 'react';
import { Pagination, type PaginationProps, useListContext, useLocale, useTranslate } from 'react-admin';
import type { ListMeta } from '../dataProvider';

type Rows = { from: number; to: number; count: number };

export function ListPagination(props: PaginationProps) {
  const { meta } = useListContext() as { meta?: ListMeta };
  const translate = useTranslate();
  const locale = useLocale();
  const aboutTotal = useCallback(
    ({ from, to, count }: Rows) =>
      translate('app.list.estimated_range', { offsetBegin: from, offsetEnd: to, total: count.toLocaleString(locale) }),
    [translate, locale],
  );
  return <Pagination {...(meta?.totalEstimated && { labelDisplayedRows: aboutTotal })} {...props} />;
}
