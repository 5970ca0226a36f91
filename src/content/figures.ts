// Marketing figures of SPEC.md §9, written once.
export const figures = {
  clients: { value: "500+", label: "Happy Clients" },
  projects: { value: "1000+", label: "Projects Delivered" },
  team: { value: "50+", label: "Team Members" },
  support: { value: "24/7", label: "Support" },
  uptime: { value: "99.9%", label: "Uptime" },
  accuracy: { value: "95%", label: "Model Accuracy" },
  aiModels: { value: "500+", label: "AI Models Deployed" },
  websites: { value: "500+", label: "Websites Launched" },
  satisfaction: { value: "99%", label: "Client Satisfaction" },
  apps: { value: "200+", label: "Apps Built" },
  rating: { value: "4.8", label: "Average App Rating" },
  downloads: { value: "50M+", label: "App Downloads" },
  companies: { value: "1,000+", label: "Companies Tracking KPIs" },
} as const;

export type Figure = (typeof figures)[keyof typeof figures];
