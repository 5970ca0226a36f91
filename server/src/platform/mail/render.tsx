/** @jsxRuntime automatic */
import { render } from "@react-email/render";
import type { ReactNode } from "react";
import type { AppContext } from "../../context";
import { companyDetails } from "../company";
import { TextParagraphs } from "./blocks";
import { VisitorMailLayout } from "./layout";

/** What a visitor mail's layout reads: the company's settings now, and the site's origin (ADMIN_BASE_URL). */
export type MailContext = Pick<AppContext, "company"> & {
  config: Pick<AppContext["config"], "adminBaseUrl">;
};

/**
 * A visitor mail's HTML part: `body` in the company's layout, with its details as they are at this
 * moment. The site's origin (ADMIN_BASE_URL) is where the logo is served and the footer links.
 */
export function visitorMailHtml(ctx: MailContext, preview: string, body: ReactNode): Promise<string> {
  return render(
    <VisitorMailLayout company={companyDetails(ctx)} origin={ctx.config.adminBaseUrl} preview={preview}>
      {body}
    </VisitorMailLayout>,
  );
}

/**
 * The HTML part of a mail whose plain text is already written: its paragraphs in the layout, a paragraph
 * of "Label: https://…" lines as buttons. The two parts cannot drift apart.
 */
export function textMailHtml(ctx: MailContext, preview: string, text: string): Promise<string> {
  return visitorMailHtml(ctx, preview, <TextParagraphs text={text} />);
}
