import { useCallback } from "react";
import { useSearchParams } from "react-router";

export const PAGE_SIZE = 10;

const toPage = (raw: string | null): number => {
  const n = Number(raw);
  return Number.isInteger(n) && n >= 1 ? n : 1;
};

/** Page (1-based) and search live in the URL, so reload and Back keep them. */
export function useListParams() {
  const [params, setParams] = useSearchParams();
  const page = toPage(params.get("page"));
  const search = params.get("search") ?? "";

  const hrefForPage = useCallback(
    (n: number) => {
      const next = new URLSearchParams(params);
      if (n > 1) next.set("page", String(n));
      else next.delete("page");
      const query = next.toString();
      return { search: query ? `?${query}` : "" };
    },
    [params],
  );

  const setPage = useCallback(
    (n: number, options?: { replace?: boolean }) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          if (n > 1) next.set("page", String(n));
          else next.delete("page");
          return next;
        },
        { replace: options?.replace },
      ),
    [setParams],
  );

  /** A new search starts again at page 1; typing replaces the entry instead of filling history. */
  const setSearch = useCallback(
    (value: string) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          if (value.trim()) next.set("search", value);
          else next.delete("search");
          next.delete("page");
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  return { page, search, hrefForPage, setPage, setSearch };
}

/** Another filter of a list kept in the URL (e.g. ?event=…); choosing a value starts again at page 1. */
export function useListFilter(name: string): [string, (value: string) => void] {
  const [params, setParams] = useSearchParams();
  const set = useCallback(
    (value: string) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          if (value) next.set(name, value);
          else next.delete(name);
          next.delete("page");
          return next;
        },
        { replace: true },
      ),
    [name, setParams],
  );
  return [params.get(name) ?? "", set];
}
