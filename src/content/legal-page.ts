import type { SiteCompany } from "../shared/site-company";

export interface LegalSection {
  id: string;
  heading: string;
  paragraphs: string[];
  items?: string[];
}

function filler(company: SiteCompany) {
  const { street, city, region, postalCode } = company.address;
  const names: Record<string, string> = {
    legalName: company.legalName,
    city,
    region,
    address: `${street}, ${city}, ${region} ${postalCode}`,
    email: company.email,
  };
  return (text: string) => text.replace(/\{(\w+)\}/g, (_, name: string) => names[name] ?? `{${name}}`);
}

/**
 * A legal page's texts (the terms, the privacy notice) with the company's details filled in: the JSON
 * names them as "{legalName}", "{address}", "{email}", "{city}" and "{region}".
 */
export function legalPage<T extends { sections: LegalSection[] }>(data: T, company: SiteCompany): T {
  const fill = filler(company);
  return {
    ...data,
    sections: data.sections.map((s): LegalSection => ({
      ...s,
      paragraphs: s.paragraphs.map(fill),
      items: s.items?.map(fill),
    })),
  };
}
