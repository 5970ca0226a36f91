import { formatBytes, tooLargeMessage } from "./parse/limits";
import { MAX_FILE_BYTES } from "./parse/messages";

export type KpiTabId = "dashboard" | "extract" | "templates" | "analytics";

export const kpiTabs: readonly { id: KpiTabId; label: string }[] = [
  { id: "dashboard", label: "KPI Dashboards" },
  { id: "extract", label: "Data Extraction" },
  { id: "templates", label: "KPI Templates" },
  { id: "analytics", label: "Analytics" },
];

export const kpiPage = {
  title: "KPI Extract Platform",
  lead: "Turn a spreadsheet export into a live dashboard of the KPIs that matter — targets, trends and history included. Try it now on your own CSV: your data never leaves your browser.",
  seoTitle: "KPI Extract Platform – Dashboards from Your CSV Data",
  seoDescription:
    "Upload a CSV, pick rules or one of six KPI templates, and get a KPI dashboard with targets, trends and charts in a minute. Data stays in your browser.",
  keywords: [
    "KPI extraction",
    "KPI dashboard",
    "KPI templates",
    "CSV analytics",
    "business metrics",
    "sales KPIs",
  ],
  highlights: [
    {
      title: "Private by design",
      text: "Files are parsed in your browser; nothing is uploaded to a server.",
    },
    {
      title: "Large files, no freezing",
      text: `Streaming parsing in the background handles CSVs up to ${formatBytes(MAX_FILE_BYTES)}.`,
    },
    {
      title: "Targets and trends",
      text: "Every KPI keeps its history, its target and whether it is moving up or down.",
    },
  ],
} as const;

export const tourSteps: readonly { tab: KpiTabId; title: string; text: string }[] = [
  {
    tab: "dashboard",
    title: "KPI Dashboards",
    text: "Your KPIs as cards: value, target, progress, trend and when each was last updated, with counts of what is on, below and above target.",
  },
  {
    tab: "extract",
    title: "Data Extraction",
    text: "Drop in a CSV, paste data or try the sample. Pick a column and an aggregate for each KPI, then Extract KPIs.",
  },
  {
    tab: "templates",
    title: "KPI Templates",
    text: "Six ready-made sets of four KPIs. Use one on the sample data, or map its metrics onto your own columns.",
  },
  {
    tab: "analytics",
    title: "Analytics",
    text: "Each KPI's history against its target, and a summary chart. Every chart can be shown as a table.",
  },
];

export const otherSources = [
  "Google Sheets",
  "Microsoft Excel / OneDrive",
  "PostgreSQL or MySQL",
  "Salesforce",
  "HubSpot",
  "REST API",
] as const;

export const fileTooLargeMessage = tooLargeMessage(MAX_FILE_BYTES);
