import { useKpiUi } from "../ui-store";
import { linkButton } from "~/components/ui/button";
import { useWorkspace } from "./workspace-store";

/** The latest outcome (success or error) of an upload or extraction. */
export function WorkspaceMessages({ onExtractionTab = false }: { onExtractionTab?: boolean }) {
  const notice = useWorkspace((s) => s.notice);
  // Errors concern the data and rules, so they are shown where those are edited.
  const error = useWorkspace((s) => (onExtractionTab ? s.error : null));
  const showDashboardLink = onExtractionTab;
  const setTab = useKpiUi((s) => s.setTab);
  return (
    <>
      <div role="status" aria-live="polite">
        {notice ? (
          <p className="mb-4 rounded-lg bg-emerald-50 px-4 py-3 text-emerald-900 dark:bg-emerald-900/30 dark:text-emerald-100">
            {notice}{" "}
            {showDashboardLink ? (
              <button type="button" className={linkButton} onClick={() => setTab("dashboard")}>
                View dashboard
              </button>
            ) : null}
          </p>
        ) : null}
      </div>
      {error ? (
        <p
          role="alert"
          className="mb-4 rounded-lg bg-red-50 px-4 py-3 text-red-800 dark:bg-red-900/30 dark:text-red-200"
        >
          {error}
        </p>
      ) : null}
    </>
  );
}
