import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { CompanySettings, CompanySettingsView } from "~/contract/company-settings";
import { settingsApi } from "~/contract/endpoints/settings";
import { call, callData } from "~/lib/http/call";
import { ApiError } from "~/lib/http/api-client";

const SETTINGS_KEY = ["company-settings"];

/** The company's settings as stored, with the logo's address and the last change (owners). */
export const useCompanySettings = () =>
  useQuery({ queryKey: SETTINGS_KEY, queryFn: () => callData(settingsApi.company), staleTime: 0 });

/** What a save answers: the stored settings and the server's message. */
export interface Saved {
  view: CompanySettingsView;
  message: string;
}

async function saveCompanySettings(body: CompanySettings): Promise<Saved> {
  const answer = await call(settingsApi.saveCompany, { body });
  if (!answer.data) throw new ApiError(settingsApi.saveCompany.failed, "invalid-response");
  return { view: answer.data, message: answer.message ?? "Settings saved." };
}

/** Saves the settings; a 400 carries field errors by path (`address.postalCode`, `social.1.href`). */
export function useSaveCompanySettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveCompanySettings,
    onSuccess: ({ view }) => client.setQueryData(SETTINGS_KEY, view),
  });
}
