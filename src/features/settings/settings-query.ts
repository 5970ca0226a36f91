import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { CompanySettings, CompanySettingsView } from "~/contract/company-settings";
import { settingsApi } from "~/contract/endpoints/settings";
import { siteApi } from "~/contract/endpoints/site";
import { call, callData } from "~/lib/http/call";
import { ApiError } from "~/lib/http/api-client";

const SETTINGS_KEY = ["company-settings"];

/** The company's settings as stored, with the logo's address and the last change (owners). */
export const useCompanySettings = () =>
  useQuery({ queryKey: SETTINGS_KEY, queryFn: () => callData(settingsApi.company), staleTime: 0 });

const PUBLISH_KEY = ["site-publish"];

/**
 * The last publish of the public pages: asked again every few seconds while one runs, and now and then
 * otherwise, since a save starts one a few seconds later.
 */
export const usePublishState = () =>
  useQuery({
    queryKey: PUBLISH_KEY,
    queryFn: () => callData(siteApi.publish),
    refetchInterval: (query) => (query.state.data?.state === "publishing" ? 2_000 : 10_000),
  });

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
    onSuccess: ({ view }) => {
      client.setQueryData(SETTINGS_KEY, view);
      void client.invalidateQueries({ queryKey: PUBLISH_KEY });
    },
  });
}
