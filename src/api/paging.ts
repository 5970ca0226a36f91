/** The paged form of the admin list calls: 1-based page, page size, optional search (server-side). */
export interface PageRequest {
  page: number;
  pageSize: number;
  search?: string;
  /** Lead lists: one status only. */
  status?: string;
}

export interface PageOf<T> {
  items: T[];
  total: number;
}

/** Query parameters for a paged GetAll; a blank search and no status are left out. */
export const pageParams = ({ page, pageSize, search, status }: PageRequest) => ({
  page,
  pageSize,
  ...(search?.trim() ? { search: search.trim() } : {}),
  ...(status ? { status } : {}),
});
