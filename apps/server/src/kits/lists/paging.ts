// Paged list helpers: 1-based page and pageSize in, { results, totalRowCount, page } out.
export interface PageRequest {
  page: number;
  pageSize: number;
}

export const offsetOf = ({ page, pageSize }: PageRequest) => (page - 1) * pageSize;
