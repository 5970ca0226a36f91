import { company } from "./company";

export interface TermsSection {
  id: string;
  heading: string;
  paragraphs: string[];
  items?: string[];
}

export const terms = {
  title: "Terms and Conditions | Company",
  description:
    "The terms that govern the use of this website: acceptance, use license, disclaimer, limitations, revisions, links, modifications and governing law.",
  keywords: ["terms and conditions", "website terms", "use license", "governing law"],
  heroTitle: "Terms and Conditions",
  lastUpdated: "1 January 2025",
  sections: [
    {
      id: "acceptance",
      heading: "1. Acceptance of Terms",
      paragraphs: [
        `By accessing this website, operated by ${company.legalName}, you agree to be bound by these terms and conditions and by all applicable laws and regulations, and you agree that you are responsible for compliance with any applicable local laws. If you do not agree with any of these terms, you are prohibited from using or accessing this site.`,
      ],
    },
    {
      id: "use-license",
      heading: "2. Use License",
      paragraphs: [
        "Permission is granted to temporarily download one copy of the materials on this website for personal, non-commercial transitory viewing only. This is the grant of a license, not a transfer of title, and under this license you may not:",
      ],
      items: [
        "modify or copy the materials;",
        "use the materials for any commercial purpose or for any public display;",
        "attempt to decompile or reverse engineer any software contained on this website;",
        "remove any copyright or other proprietary notations from the materials; or",
        "transfer the materials to another person or mirror the materials on any other server.",
      ],
    },
    {
      id: "disclaimer",
      heading: "3. Disclaimer",
      paragraphs: [
        "The materials on this website are provided on an 'as is' basis. We make no warranties, expressed or implied, and hereby disclaim all other warranties including, without limitation, implied warranties of merchantability, fitness for a particular purpose, or non-infringement of intellectual property.",
        "We do not warrant or make any representations concerning the accuracy, likely results or reliability of the use of the materials on this website or on any sites linked to it.",
      ],
    },
    {
      id: "limitations",
      heading: "4. Limitations",
      paragraphs: [
        "In no event shall we or our suppliers be liable for any damages (including, without limitation, damages for loss of data or profit, or due to business interruption) arising out of the use or inability to use the materials on this website, even if we or an authorised representative have been notified orally or in writing of the possibility of such damage.",
      ],
    },
    {
      id: "revisions",
      heading: "5. Revisions and Errata",
      paragraphs: [
        "The materials appearing on this website could include technical, typographical or photographic errors. We do not warrant that any of the materials are accurate, complete or current. We may make changes to the materials at any time without notice, but we do not make any commitment to update them.",
      ],
    },
    {
      id: "links",
      heading: "6. Links",
      paragraphs: [
        "We have not reviewed all of the sites linked to this website and are not responsible for the contents of any such linked site. The inclusion of any link does not imply endorsement by us. Use of any linked website is at the user's own risk.",
      ],
    },
    {
      id: "modifications",
      heading: "7. Site Terms of Use Modifications",
      paragraphs: [
        "We may revise these terms of use for this website at any time without notice. By using this website you are agreeing to be bound by the then current version of these terms and conditions.",
      ],
    },
    {
      id: "governing-law",
      heading: "8. Governing Law",
      paragraphs: [
        `These terms and conditions are governed by and construed in accordance with the laws of India, and you irrevocably submit to the exclusive jurisdiction of the courts in ${company.address.city}, ${company.address.region}.`,
      ],
    },
  ] satisfies TermsSection[],
};
