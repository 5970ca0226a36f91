/** @jsxRuntime automatic */
import { Body } from "@react-email/body";
import { Container } from "@react-email/container";
import { Head } from "@react-email/head";
import { Hr } from "@react-email/hr";
import { Html } from "@react-email/html";
import { Img } from "@react-email/img";
import { Link } from "@react-email/link";
import { Preview } from "@react-email/preview";
import { Section } from "@react-email/section";
import { Text } from "@react-email/text";
import type { ReactNode } from "react";
import type { CompanyDetails } from "../company";
import { BrandColour } from "./brand";

// Inline styles only: mail clients drop <style> blocks and class names.
const font = "Helvetica, Arial, sans-serif";
const page = { backgroundColor: "#f4f6fb", fontFamily: font, margin: 0, padding: "24px 0" };
const frame = { maxWidth: "600px", backgroundColor: "#ffffff", borderRadius: "8px", overflow: "hidden" };
const wordmark = { margin: 0, color: "#ffffff", fontSize: "20px", fontWeight: 700, lineHeight: "40px" };
const logo = { display: "inline-block", verticalAlign: "middle", marginRight: "12px", border: 0 };
const small = { margin: "0 0 4px", color: "#5b6472", fontSize: "13px", lineHeight: "20px" };

export interface MailFrame {
  company: CompanyDetails;
  /** The site's origin: the logo and the footer's link start with it. */
  origin: string;
  /** The line inboxes show after the subject. */
  preview: string;
  children: ReactNode;
}

/**
 * A visitor mail: the header bar in the brand colour with the logo and the name (the name alone when
 * there is no logo, so it reads the same with images blocked), the body, and the company's contact details.
 */
export function VisitorMailLayout({ company, origin, preview, children }: MailFrame) {
  const tel = `tel:${company.phone.replace(/[^\d+]/g, "")}`;
  return (
    <Html lang="en">
      <Head />
      <Preview>{preview}</Preview>
      <Body style={page}>
        <Container style={frame}>
          <Section style={{ backgroundColor: company.colour, padding: "16px 24px" }}>
            <Text style={wordmark}>
              {company.logoPath ? (
                <Img src={`${origin}${company.logoPath}`} alt="" width="40" height="40" style={logo} />
              ) : null}
              {company.name}
            </Text>
          </Section>
          <Section style={{ padding: "24px" }}>
            <BrandColour.Provider value={company.colour}>{children}</BrandColour.Provider>
          </Section>
          <Hr style={{ borderColor: "#e3e7ef", margin: 0 }} />
          <Section style={{ padding: "16px 24px" }}>
            <Text style={{ ...small, fontWeight: 600 }}>{company.name}</Text>
            <Text style={small}>{company.address}</Text>
            <Text style={small}>
              <Link href={tel} style={{ color: "#5b6472" }}>
                {company.phone}
              </Link>
              {" · "}
              <Link href={`mailto:${company.email}`} style={{ color: "#5b6472" }}>
                {company.email}
              </Link>
              {" · "}
              <Link href={origin} style={{ color: "#5b6472" }}>
                {origin.replace(/^https?:\/\//, "")}
              </Link>
            </Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}
