export const vision = {
  title: "Our Vision, Mission & Core Values | Company",
  description:
    "Where we are heading, what we do every day to get there and the core values that guide how we build software for our clients.",
  keywords: ["company vision", "mission statement", "core values", "software company values"],
  heroTitle: "Our Vision",
  heroText: "Technology that any business can use, afford and trust.",
  vision:
    "To be the technology partner growing businesses across India trust first — the team they call when they want a website, an app or an AI system that simply works and keeps working.",
  mission: [
    "Deliver websites, apps and AI solutions on fixed scopes and fixed prices.",
    "Explain every choice in plain language so clients own their decisions.",
    "Build fast, accessible and secure software that lasts beyond launch.",
    "Support every client round the clock after go-live.",
  ],
  coreValues: [
    { title: "Integrity", text: "We quote honestly, report progress truthfully and own our mistakes." },
    {
      title: "Excellence",
      text: "We sweat the details — speed, accessibility and security are never extras.",
    },
    { title: "Innovation", text: "We use new tools such as AI where they help, and only where they help." },
    { title: "Customer first", text: "Every feature is judged by what it does for the client's business." },
    {
      title: "Collaboration",
      text: "Designers, developers and data scientists work as one team with yours.",
    },
    { title: "Continuous learning", text: "We keep learning, and share what we learn with our clients." },
  ],
};
