import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { SecondFactorStatus } from "~/contract/mfa";
import { secondFactorSetup } from "~/lib/auth/second-factor-setup";
import { SECOND_FACTOR_KEY } from "~/lib/auth/second-factor-status";

export { useSecondFactorStatus } from "~/lib/auth/second-factor-status";

/** A change to the member's factors; the status refetches, and a factor now set ends the /account-first rule. */
export function useSecondFactorChange<T, R>(change: (arg: T) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: SECOND_FACTOR_KEY });
      const status = client.getQueryData<SecondFactorStatus>(SECOND_FACTOR_KEY);
      if (status && (status.totp || status.passkeys.length > 0)) secondFactorSetup.done();
    },
  });
}
