import { useCallback, useContext } from "react";
import { UNSAFE_DataRouterContext, useLocation } from "react-router";

/**
 * Reads the query the router holds now, at the moment of a click. `useSearchParams` gives the query as
 * last rendered, and the router renders a navigation in a transition: between the two, a link built from
 * the rendered query would drop what the previous click added.
 */
export function useLatestSearch(): () => URLSearchParams {
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  const rendered = useLocation().search;
  return useCallback(
    () => new URLSearchParams(router?.state.location.search ?? rendered),
    [router, rendered],
  );
}
