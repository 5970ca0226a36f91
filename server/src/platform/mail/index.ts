// Visitor mails' HTML: the layout, its blocks and the renderer (docs/decisions/0069).
export { Action, CodeBox, Facts, Paragraph, Quote, TextLink, TextParagraphs } from "./blocks";
export { type MailContext, textMailHtml, visitorMailHtml } from "./render";
