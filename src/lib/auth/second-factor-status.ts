import { useQuery } from "@tanstack/react-query";
import { accountSecurityApi } from "~/contract/endpoints/account-security";
import { callData } from "~/lib/http/call";

/** The query key of the member's second factors, which /account and the step-up dialog share. */
export const SECOND_FACTOR_KEY = ["second-factor"];

/** This member's second factors (app on or off, recovery codes left, passkeys, the team's requirement). */
export const useSecondFactorStatus = () =>
  useQuery({ queryKey: SECOND_FACTOR_KEY, queryFn: () => callData(accountSecurityApi.status), staleTime: 0 });
