// The one place for the company's name and contact details (generic wording, per the spec). In shared/
// because the site's pages and the server's visitor mails both show them.
export const company = {
  name: "Company",
  legalName: "Company Software & IT Services",
  tagline: "Software and IT services for growing businesses",
  founded: 2025,
  copyrightYear: 2025,
  phone: "+91 00000 00000",
  phoneHref: "tel:+910000000000",
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
  chatHref: "https://wa.me/910000000000",
  /** The logo as mail clients show it (many show no SVG): a PNG under the site's origin. */
  mailLogo: "/logo.png",
} as const;
