// The company's generic first-run details (docs/product.md §12): the Settings screen replaces them, and
// the phone and WhatsApp links are derived from the numbers (src/shared/site-company.ts).
export const company = {
  name: "Company",
  legalName: "Company Software & IT Services",
  tagline: "Software and IT services for growing businesses",
  founded: 2025,
  phone: "+91 00000 00000",
  email: "hello@example.com",
  address: {
    street: "Business Park, Main Road",
    city: "Ranchi",
    region: "Jharkhand",
    postalCode: "834001",
    country: "India",
  },
  mapQuery: "Ranchi, Jharkhand, India",
  social: [
    { name: "Facebook", href: "https://www.facebook.com/" },
    { name: "Instagram", href: "https://www.instagram.com/" },
    { name: "LinkedIn", href: "https://www.linkedin.com/" },
    { name: "X", href: "https://x.com/" },
  ],
  /** The logo as mail clients show it (many show no SVG): a PNG under the site's origin. */
  mailLogo: "/logo.png",
} as const;
