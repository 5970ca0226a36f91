import { teamApi } from "~/contract/endpoints/team";
import type { AcceptInvitationInput, InvitationInfo } from "~/contract/team";
import { call, callData } from "~/lib/http/call";

/** Who a link is for, while it is valid (the token goes in the body, not the URL). */
export const lookUpInvitation = (token: string): Promise<InvitationInfo> =>
  callData(teamApi.lookUpInvitation, { body: { token } });

/** Sets the password and spends the link; resolves with a session token. */
export async function acceptInvitation(body: AcceptInvitationInput): Promise<string> {
  const answer = await call(teamApi.acceptInvitation, { body });
  if (!answer.token) throw new Error(teamApi.acceptInvitation.failed);
  return answer.token;
}
