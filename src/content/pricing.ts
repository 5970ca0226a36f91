// Website packages of docs/product.md §9 (INR). Prices are numbers; pages format them with en-IN grouping.
import { onFirstUse } from "~/lib/on-first-use";

export interface PricingPlan {
  title: string;
  subtitle: string;
  description: string;
  price: number;
  originalPrice: number;
  popular: boolean;
  features: string[];
}

const included = ["1 year free hosting", "1 year free domain", "10 email IDs"];

export const plans: PricingPlan[] = [
  {
    title: "Starter",
    subtitle: "For a first professional website",
    description: "A fast, mobile-friendly site that tells customers who you are and how to reach you.",
    price: 25000,
    originalPrice: 35000,
    popular: false,
    features: [
      "5 pages",
      ...included,
      "Responsive design",
      "Contact form & Google Maps",
      "Basic on-page SEO",
      "SSL certificate",
    ],
  },
  {
    title: "Standard",
    subtitle: "For growing businesses",
    description: "More pages, a blog or news section and the SEO groundwork to be found on search.",
    price: 40000,
    originalPrice: 55000,
    popular: true,
    features: [
      "8-10 pages",
      ...included,
      "Responsive design",
      "Content management system",
      "Blog or news section",
      "Advanced on-page SEO",
      "WhatsApp chat button",
    ],
  },
  {
    title: "Enhanced",
    subtitle: "For online sales and bookings",
    description: "A site that sells or books for you, with payments, integrations and analytics.",
    price: 70000,
    originalPrice: 95000,
    popular: false,
    features: [
      "Custom number of pages",
      ...included,
      "E-commerce or booking engine",
      "Payment gateway integration",
      "Analytics & conversion tracking",
      "Priority support",
    ],
  },
];

export const pricingFeatures = [
  {
    title: "Hosting & domain included",
    text: "Every plan comes with one year of hosting and a domain name, set up for you.",
  },
  { title: "Business email", text: "Ten professional email IDs on your own domain, ready on launch day." },
  {
    title: "Mobile-first design",
    text: "Every page is designed for phones first and tested on real devices.",
  },
  {
    title: "Support after launch",
    text: "A named contact and round-the-clock support if something goes wrong.",
  },
];

export const pricingFaqs = [
  {
    question: "How long does it take to build my website?",
    answer:
      "A Starter website takes 2-3 weeks, a Standard website 3-4 weeks and an Enhanced website 4-6 weeks, counted from the day we receive your content.",
  },
  {
    question: "What is included in the free hosting and domain?",
    answer:
      "All plans include one year of hosting, one domain name and 10 email IDs. After the first year you can renew with us or move them anywhere you like.",
  },
  {
    question: "Can I upgrade my plan later?",
    answer: "Yes. You pay only the difference between plans, and we carry over everything already built.",
  },
  {
    question: "Do you offer support after the website goes live?",
    answer:
      "Yes. Every plan includes support after launch for fixes and small changes, with round-the-clock help for anything that takes the site down.",
  },
];

const inr = onFirstUse(() => new Intl.NumberFormat("en-IN"));

/** "₹25,000" style price with Indian digit grouping. */
export const formatInr = (amount: number) => `₹${inr().format(amount)}`;
