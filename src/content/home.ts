import { figures } from "./figures";

export const heroWords = ["Designers", "Developers", "Creators", "Visionaries"] as const;

export const home = {
  title: "Software, Web, App & AI Development Company | {company}",
  description:
    "We design and build websites, mobile apps, AI chatbots and data tools for growing businesses. Talk to our team or explore our AI services.",
  keywords: [
    "software company",
    "web development",
    "app development",
    "AI development",
    "digital agency India",
  ],
  heroLead: "We are",
  heroText:
    "A software and IT services team that builds websites, apps and AI solutions that help businesses grow — on time and on budget.",
  advantages: [
    {
      title: "Senior team, start to finish",
      text: "The people who plan your project are the people who build it.",
    },
    {
      title: "Fixed scope, clear prices",
      text: "You know what you get and what it costs before work begins.",
    },
    { title: "Built to be found", text: "Fast pages, clean markup and SEO basics come as standard." },
    { title: "Support that answers", text: "Round-the-clock support and a named contact after launch." },
  ],
  stats: [figures.clients, figures.projects, figures.team, figures.support],
  testimonials: [
    {
      quote: "They rebuilt our website in three weeks and enquiries doubled within two months.",
      name: "Retail business owner",
      role: "Ranchi",
    },
    {
      quote: "The WhatsApp chatbot now answers most of our customer questions before our staff even log in.",
      name: "Operations head, logistics firm",
      role: "Kolkata",
    },
    {
      quote: "Clear communication, honest pricing and an app our customers actually use. We'll be back.",
      name: "Founder, health-tech start-up",
      role: "Bangalore",
    },
  ],
};
