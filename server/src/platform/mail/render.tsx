/** @jsxRuntime automatic */
import { render } from "@react-email/render";
import type { ReactNode } from "react";
import { companyDetails } from "../company";
import { TextParagraphs } from "./blocks";
import { VisitorMailLayout } from "./layout";

/**
 * A visitor mail's HTML part: `body` in the company's layout. `origin` is the site's (ADMIN_BASE_URL),
 * where the logo is served and the footer links.
 */
export function visitorMailHtml(origin: string, preview: string, body: ReactNode): Promise<string> {
  return render(
    <VisitorMailLayout company={companyDetails()} origin={origin} preview={preview}>
      {body}
    </VisitorMailLayout>,
  );
}

/**
 * The HTML part of a mail whose plain text is already written: its paragraphs in the layout, a paragraph
 * of "Label: https://…" lines as buttons. The two parts cannot drift apart.
 */
export function textMailHtml(origin: string, preview: string, text: string): Promise<string> {
  return visitorMailHtml(origin, preview, <TextParagraphs text={text} />);
}
