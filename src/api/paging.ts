/** The paged form of the admin list calls: 1-based page, page size, optional search (server-side). */
export interface PageRequest {
  page: number;
  pageSize: number;
  search?: string;
}

export interface PageOf<T> {
  items: T[];
  total: number;
}

/** Query parameters for a paged GetAll; a blank search is left out. */
export const pageParams = ({ page, pageSize, search }: PageRequest) => ({
  page,
  pageSize,
  ...(search?.trim() ? { search: search.trim() } : {}),
});
