import { figures } from "./figures";

export interface TeamMember {
  name: string;
  role: string;
  bio: string;
}

export const about = {
  title: "About Us | Software, Web, App & AI Team | Company",
  description:
    "Founded in 2025, we are a team of designers, developers and data scientists building websites, apps and AI solutions for growing businesses.",
  keywords: ["about us", "software company India", "web and app development team", "AI team"],
  heroTitle: "About Us",
  heroText:
    "We are a software and IT services company founded in 2025. Our designers, developers and data scientists build websites, mobile apps and AI solutions for businesses that want technology to work for them, not the other way round.",
  stats: [figures.clients, figures.projects, figures.team, figures.support],
  missionHeading: "Our Mission",
  mission: [
    "To give every growing business access to the kind of software, design and data expertise that used to be reserved for large enterprises — at a fixed price, delivered on time and explained in plain language.",
    "We measure our work by what it changes for our clients: more enquiries, fewer manual steps, better decisions. If a feature does not move one of those, we say so before we build it.",
  ],
  values: [
    {
      title: "Clarity",
      text: "Fixed scopes, honest prices and no jargon. You always know what we are building and why.",
    },
    {
      title: "Craft",
      text: "Fast pages, accessible design and clean code that the next developer can read.",
    },
    {
      title: "Ownership",
      text: "The people who plan your project build it, launch it and answer when you call.",
    },
    {
      title: "Partnership",
      text: "We stay after launch, learn your business and grow the product with you.",
    },
  ],
  team: [
    {
      name: "Aarav Sharma",
      role: "Co-Founder",
      bio: "Leads engineering and architecture; has built web platforms and mobile apps for more than a decade.",
    },
    {
      name: "Priya Verma",
      role: "Co-Founder",
      bio: "Leads AI and data science, turning clients' data into chatbots, forecasts and dashboards.",
    },
    {
      name: "Rohan Gupta",
      role: "Managing Director",
      bio: "Runs operations and client partnerships, making sure every project ships on time and on budget.",
    },
  ] satisfies TeamMember[],
};

/** "Aarav Sharma" -> "AS", for avatar circles instead of photos. */
export const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .map((part) => part[0]?.toUpperCase() ?? "")
    .join("")
    .slice(0, 2);
