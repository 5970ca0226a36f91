import type { FastifyInstance, FastifyRequest } from "fastify";
import type { AuditEventName } from "~/contract/audit";
import { leadPrivacyApi } from "~/contract/endpoints/lead-privacy";
import type { PersonalDataCounts } from "~/contract/lead-privacy";
import type { LeadKind } from "~/contract/leads";
import type { AppContext } from "../../context";
import { AuditEvent } from "../../platform/audit-log";
import { erasePersonalData, exportPersonalData, previewPersonalData } from "./lead-privacy";
import { adminRoute } from "../identity";
import { serve } from "../../platform/http/route-helpers";

const tags = ["Leads"];
type Params = { kind: LeadKind; id: string };

/**
 * Personal data requests on the person of a lead (owners only): review every matched record, then
 * export or erase the ticked ones.
 */
export function leadPrivacyRoutes(app: FastifyInstance, ctx: AppContext) {
  const owners = adminRoute(ctx, tags, "owner");
  const sensitive = adminRoute(ctx, tags, "owner", { stepUp: true });

  /**
   * Runs the request and puts it in the security log: the lead, the counts per kind, how many matched
   * records were left out, and the person's keyed reference, never the person's data. A request that
   * fails (an unknown lead, records changed) is logged as a failure.
   */
  async function logged<T extends { counts: PersonalDataCounts; ref: string; left: number }>(
    req: FastifyRequest & { params: Params },
    event: AuditEventName,
    run: () => Promise<T>,
  ): Promise<T> {
    const { kind, id } = req.params;
    try {
      const done = await run();
      await ctx.audit.record(req.meta, event, "success", {
        detail: { kind, id, ref: done.ref, ...done.counts, left: done.left },
      });
      return done;
    } catch (err) {
      await ctx.audit.record(req.meta, event, "failure", { detail: { kind, id } });
      throw err;
    }
  }

  serve(app, leadPrivacyApi.preview, owners, async (req) => {
    const { kind, id } = req.params;
    const { data } = await logged(req, AuditEvent.personPreviewed, () => previewPersonalData(ctx, kind, id));
    return { isSuccess: true, data };
  });

  serve(app, leadPrivacyApi.export, sensitive, async (req) => {
    const { kind, id } = req.params;
    const { data } = await logged(req, AuditEvent.personExported, () =>
      exportPersonalData(ctx, kind, id, req.body.records),
    );
    return { isSuccess: true, data };
  });

  serve(app, leadPrivacyApi.erase, sensitive, async (req) => {
    const { kind, id } = req.params;
    const { records, expected, matched } = req.body;
    const { counts } = await logged(req, AuditEvent.personErased, () =>
      erasePersonalData(ctx, kind, id, { refs: records, expected, matched }),
    );
    return { isSuccess: true, message: "Personal data erased.", data: counts };
  });
}
