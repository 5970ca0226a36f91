import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { accountSecurityApi } from "~/contract/endpoints/account-security";
import type { SecondFactorStatus } from "~/contract/mfa";
import { callData } from "~/lib/http/call";
import { secondFactorSetup } from "~/lib/auth/second-factor-setup";

const KEY = ["second-factor"];

/** This member's second factors (app on or off, recovery codes left, passkeys, the team's requirement). */
export const useSecondFactorStatus = () =>
  useQuery({ queryKey: KEY, queryFn: () => callData(accountSecurityApi.status), staleTime: 0 });

/** A change to the member's factors; the status refetches, and a factor now set ends the /account-first rule. */
export function useSecondFactorChange<T, R>(change: (arg: T) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: KEY });
      const status = client.getQueryData<SecondFactorStatus>(KEY);
      if (status && (status.totp || status.passkeys.length > 0)) secondFactorSetup.done();
    },
  });
}
