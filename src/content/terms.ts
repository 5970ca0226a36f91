import { company } from "./company";
import data from "./data/terms.json";

export interface TermsSection {
  id: string;
  heading: string;
  paragraphs: string[];
  items?: string[];
}

const names: Record<string, string> = {
  legalName: company.legalName,
  city: company.address.city,
  region: company.address.region,
};
const fill = (text: string) => text.replace(/\{(\w+)\}/g, (_, name: string) => names[name] ?? `{${name}}`);

// The texts of /terms-and-conditions live in data/terms.json; "{legalName}" and the like name company details.
export const terms = {
  ...data,
  sections: data.sections.map((s): TermsSection => ({
    ...s,
    paragraphs: s.paragraphs.map(fill),
    items: s.items?.map(fill),
  })),
};
