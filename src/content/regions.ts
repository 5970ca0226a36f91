export interface RegionSection {
  heading: string;
  paragraphs: string[];
}

export interface Region {
  slug: string;
  name: string;
  title: string;
  description: string;
  h1: string;
  keywords: string[];
  intro: string;
  /** Body copy written for this region, not a template with the name swapped in. */
  sections: RegionSection[];
  /** Sectors we most often serve there. */
  industries: string[];
  /** Cities and towns the page speaks to. */
  cities: string[];
}

export const regions: Region[] = [
  {
    slug: "jharkhand",
    name: "Jharkhand",
    title: "Software Development Company in Jharkhand | Web, App & AI",
    description:
      "Websites, mobile apps and AI solutions for businesses across Jharkhand, from Ranchi to Jamshedpur and Dhanbad.",
    h1: "Software Development Company in Jharkhand",
    keywords: [
      "software company Jharkhand",
      "web development Ranchi",
      "app development Jamshedpur",
      "website design Dhanbad",
      "AI solutions Jharkhand",
    ],
    intro: "We build websites, apps and data tools for Jharkhand's manufacturers, traders and institutions.",
    sections: [
      {
        heading: "Built in Ranchi, working across the state",
        paragraphs: [
          "Our team is based in Ranchi, so meeting a client in Jamshedpur, Bokaro or Hazaribagh is a drive, not a flight. We sit down with owners and plant managers, walk through how the business runs today and only then propose what to build.",
          "Many of the firms we work with in Jharkhand supply the steel, mining and power sectors. Their buyers are national companies who judge a vendor by its website and its paperwork, so we build sites that look the part and load quickly even on a patchy mobile connection at a site office.",
        ],
      },
      {
        heading: "From registers and spreadsheets to dashboards",
        paragraphs: [
          "A lot of day-to-day data in the state still lives in handwritten registers and emailed Excel files. We turn that into simple web apps for dispatch, inventory and attendance, with dashboards that show the numbers a manager checks every morning.",
          "For colleges, coaching institutes and hospitals in Ranchi and Dhanbad we build admission and appointment portals with WhatsApp reminders, so staff spend less time on the phone and more time with students and patients.",
        ],
      },
      {
        heading: "Support in your language and your hours",
        paragraphs: [
          "We answer in Hindi or English, and we keep a person on call after launch. When a plant runs a night shift, the software it depends on needs someone who picks up at night too.",
        ],
      },
    ],
    industries: [
      "Steel and mining suppliers",
      "Colleges and coaching institutes",
      "Hospitals and clinics",
      "Traders and distributors",
    ],
    cities: ["Ranchi", "Jamshedpur", "Dhanbad", "Bokaro", "Hazaribagh", "Deoghar"],
  },
  {
    slug: "kolkata",
    name: "Kolkata",
    title: "Web & App Development Company in Kolkata | AI Solutions",
    description:
      "Custom websites, mobile apps and AI-driven tools for Kolkata's retailers, exporters and service firms.",
    h1: "Web & App Development Company in Kolkata",
    keywords: [
      "web development Kolkata",
      "app development Kolkata",
      "software company Kolkata",
      "ecommerce website Kolkata",
      "WhatsApp chatbot Kolkata",
    ],
    intro: "From Salt Lake to Park Street, we help Kolkata businesses win customers online.",
    sections: [
      {
        heading: "Old trading houses, new customers",
        paragraphs: [
          "Kolkata has family businesses that have traded tea, jute, textiles and sweets for generations. Their reputation is built; what they often lack is a shop window online. We design e-commerce sites and catalogues that carry that heritage and take orders from across India and abroad.",
          "For exporters we add multi-currency price lists, enquiry forms that route to the right desk and product pages that search engines can read, so a buyer in Dubai or Dhaka finds you before a competitor.",
        ],
      },
      {
        heading: "Customer service that runs on WhatsApp",
        paragraphs: [
          "Kolkata customers message first and call later. We set up WhatsApp Business chatbots that answer order-status questions, share brochures and book appointments in Bengali, Hindi or English, and hand over to a person when a question needs one.",
          "For logistics and service firms around Salt Lake Sector V and New Town we connect those conversations to the tools your team already uses, so nothing gets lost between a chat and an invoice.",
        ],
      },
      {
        heading: "Festival-season ready",
        paragraphs: [
          "Durga Puja and the wedding season bring the year's biggest traffic. We load-test stores before the rush, plan campaigns with your social media calendar and keep an engineer on standby during the busiest weeks.",
        ],
      },
    ],
    industries: [
      "Retail and sweets",
      "Tea, jute and textile exporters",
      "Logistics and freight",
      "Education and coaching",
    ],
    cities: ["Kolkata", "Howrah", "Salt Lake", "New Town", "Durgapur", "Siliguri"],
  },
  {
    slug: "bangalore",
    name: "Bangalore",
    title: "AI & Software Development Partner in Bangalore",
    description:
      "Product engineering, AI/ML and data science for Bangalore start-ups and enterprises, delivered fast.",
    h1: "AI & Software Development Partner in Bangalore",
    keywords: [
      "AI development Bangalore",
      "software development Bangalore",
      "data science Bangalore",
      "MVP development Bangalore",
      "machine learning company Bangalore",
    ],
    intro: "We give Bangalore's start-ups and scale-ups a senior engineering team on demand.",
    sections: [
      {
        heading: "An extra squad for your product team",
        paragraphs: [
          "Bangalore start-ups move fast and hiring rarely keeps up. We join your sprint rituals, work in your repository and ship features behind your review process, so a roadmap item does not wait three months for a new hire.",
          "For founders who are still validating an idea we build the first version of the product in weeks: a clear scope, a working app in real users' hands and the analytics to tell you what to build next.",
        ],
      },
      {
        heading: "Applied AI, measured against a baseline",
        paragraphs: [
          "Plenty of teams in Koramangala and Whitefield already have data; fewer have the time to turn it into a model that earns its keep. We start with a baseline, agree the metric that matters and only ship a model that beats it — for forecasting, document extraction, search or support automation.",
          "We deploy on your cloud account, document every pipeline and hand over notebooks your own engineers can keep improving.",
        ],
      },
      {
        heading: "Enterprise-grade, start-up speed",
        paragraphs: [
          "For larger companies around Electronic City and Outer Ring Road we take on internal tools, data platforms and integrations with security reviews, access controls and audit trails built in from the start.",
        ],
      },
    ],
    industries: ["SaaS and product start-ups", "Fintech and insurance", "Health-tech", "Enterprise IT teams"],
    cities: ["Koramangala", "Whitefield", "HSR Layout", "Electronic City", "Indiranagar", "Hebbal"],
  },
  {
    slug: "bihar",
    name: "Bihar",
    title: "Website & App Development Company in Bihar",
    description:
      "Affordable websites, mobile apps and digital marketing for businesses and institutions across Bihar.",
    h1: "Website & App Development Company in Bihar",
    keywords: [
      "website development Bihar",
      "app development Patna",
      "digital marketing Bihar",
      "website design Gaya",
      "school website Bihar",
    ],
    intro: "We help businesses in Patna, Gaya and Muzaffarpur reach customers across the state and beyond.",
    sections: [
      {
        heading: "A first website that pays for itself",
        paragraphs: [
          "For many shops, clinics and small manufacturers in Bihar, this is their first proper website. We keep it simple: a fast, mobile-friendly site with your services, photos, a map and a call button, listed on Google so people searching in Patna or Bhagalpur find you.",
          "Our fixed-price packages include hosting, a domain and business email for the first year, so there are no surprise bills after launch.",
        ],
      },
      {
        heading: "Schools, coaching centres and hospitals",
        paragraphs: [
          "Education is big business in Patna and Gaya. We build admission forms, fee-payment pages, result portals and apps for coaching institutes, with SMS and WhatsApp alerts for parents who do not check email.",
          "For hospitals and diagnostic centres we build appointment booking and report download pages that work on low-cost phones and slow networks.",
        ],
      },
      {
        heading: "Reaching buyers beyond the state",
        paragraphs: [
          "Makhana, litchi, handloom and Madhubani art have buyers all over the world. We set up online stores and social media campaigns that take Bihar's producers to customers in Delhi, Mumbai and abroad.",
        ],
      },
    ],
    industries: [
      "Schools and coaching centres",
      "Hospitals and diagnostics",
      "Agri and food producers",
      "Handloom and crafts",
    ],
    cities: ["Patna", "Gaya", "Muzaffarpur", "Bhagalpur", "Darbhanga", "Purnia"],
  },
];

export function findRegion(slug: string | undefined): Region | undefined {
  if (!slug) return undefined;
  const key = slug.toLowerCase();
  return regions.find((r) => r.slug === key);
}
