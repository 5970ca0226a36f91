import { companyOf, type MetaMatches } from "~/content/company";
import { ContactForm } from "~/features/contact/contact-form";
import { seo } from "~/content/seo";
import { FormPage } from "../form-page";

export const meta = ({ matches }: MetaMatches) =>
  seo({
    company: companyOf(matches),
    title: `Contact Us | {company}`,
    description: `Talk to {company} about your website, mobile app, AI or social media project. Send a message, call or email us.`,
    keywords: [
      "contact",
      "website development quote",
      "app development",
      "AI solutions",
      "IT services India",
    ],
    path: "/contact",
  });

export default function ContactPage() {
  return (
    <FormPage title="Contact Us" lead="Talk to our team about your website, app or AI project.">
      <ContactForm />
    </FormPage>
  );
}
