import type { KpiRuleInput } from "~/shared/kpi";

export interface KpiTemplate {
  id: string;
  name: string;
  description: string;
  category: string;
  /** Sample data shipped in public/samples whose columns these rules read. */
  sample: { file: string; label: string; periodColumn: string };
  metrics: readonly (KpiRuleInput & { description: string })[];
}

const sample = (file: string, label: string) => ({ file: `/samples/${file}`, label, periodColumn: "month" });

/** The six KPI templates; each rule maps one metric onto a column of the visitor's data (or the sample). */
export const kpiTemplates: readonly KpiTemplate[] = [
  {
    id: "sales",
    name: "Sales Performance",
    description: "Revenue, deals won and pipeline from a CRM deal export.",
    category: "Sales",
    sample: sample("sales-performance.csv", "CRM deal export"),
    metrics: [
      { name: "Revenue Won", description: "Sum of won deal amounts", column: "amount_inr", aggregate: "sum", filter: { column: "stage", value: "Won" }, target: 3_000_000, unit: "₹", category: "Sales" },
      { name: "Deals Won", description: "Number of deals won", column: "deal_id", aggregate: "count", filter: { column: "stage", value: "Won" }, target: 28, unit: "deals", category: "Sales" },
      { name: "Average Deal Size", description: "Average amount of a won deal", column: "amount_inr", aggregate: "avg", filter: { column: "stage", value: "Won" }, target: 110_000, unit: "₹", category: "Sales" },
      { name: "Open Pipeline", description: "Sum of open deal amounts", column: "amount_inr", aggregate: "sum", filter: { column: "stage", value: "Open" }, target: 1_500_000, unit: "₹", category: "Sales" },
    ],
  },
  {
    id: "marketing",
    name: "Marketing Analytics",
    description: "Traffic, click-through and leads by channel.",
    category: "Marketing",
    sample: sample("marketing-analytics.csv", "Daily channel report"),
    metrics: [
      { name: "Website Sessions", description: "Sessions from all channels", column: "website_sessions", aggregate: "sum", target: 55_000, unit: "sessions", category: "Marketing" },
      { name: "Average CTR", description: "Average click-through rate", column: "ctr_percent", aggregate: "avg", target: 2.8, unit: "%", category: "Marketing" },
      { name: "Leads Generated", description: "New leads from all channels", column: "leads", aggregate: "sum", target: 2_000, unit: "leads", category: "Marketing" },
      { name: "Marketing Qualified Leads", description: "Leads accepted by sales", column: "marketing_qualified_leads", aggregate: "sum", target: 800, unit: "MQLs", category: "Marketing" },
    ],
  },
  {
    id: "operations",
    name: "Operational Efficiency",
    description: "Throughput, on-time delivery and capacity use per site.",
    category: "Operations",
    sample: sample("operational-efficiency.csv", "Daily site operations log"),
    metrics: [
      { name: "Orders Processed", description: "Orders processed across sites", column: "orders_processed", aggregate: "sum", target: 45_000, unit: "orders", category: "Operations" },
      { name: "On-Time Delivery", description: "Average share of orders delivered on time", column: "on_time_percent", aggregate: "avg", target: 95, unit: "%", category: "Operations" },
      { name: "Capacity Utilisation", description: "Average utilisation of capacity", column: "utilisation_percent", aggregate: "avg", target: 85, unit: "%", category: "Operations" },
      { name: "Units Produced", description: "Units produced across sites", column: "units_produced", aggregate: "sum", target: 120_000, unit: "units", category: "Operations" },
    ],
  },
  {
    id: "finance",
    name: "Financial Metrics",
    description: "Revenue, margin, profit and cash by business unit.",
    category: "Finance",
    sample: sample("financial-metrics.csv", "Monthly management accounts"),
    metrics: [
      { name: "Monthly Revenue", description: "Revenue across business units", column: "revenue_inr", aggregate: "sum", target: 4_500_000, unit: "₹", category: "Finance" },
      { name: "Gross Margin", description: "Average gross margin", column: "gross_margin_percent", aggregate: "avg", target: 42, unit: "%", category: "Finance" },
      { name: "Net Profit", description: "Net profit across business units", column: "net_profit_inr", aggregate: "sum", target: 700_000, unit: "₹", category: "Finance" },
      { name: "Cash Balance", description: "Cash at the end of the period", column: "cash_balance_inr", aggregate: "last", target: 6_000_000, unit: "₹", category: "Finance" },
    ],
  },
  {
    id: "customer",
    name: "Customer Success",
    description: "Support load, satisfaction, account health and renewals.",
    category: "Customer Success",
    sample: sample("customer-success.csv", "Monthly account health export"),
    metrics: [
      { name: "Tickets Resolved", description: "Support tickets resolved", column: "tickets_resolved", aggregate: "sum", target: 170, unit: "tickets", category: "Customer Success" },
      { name: "Average CSAT", description: "Average satisfaction score out of 5", column: "csat_score", aggregate: "avg", target: 4.5, unit: "/ 5", category: "Customer Success" },
      { name: "Customer Health Score", description: "Average account health score", column: "health_score", aggregate: "avg", target: 80, unit: "pts", category: "Customer Success" },
      { name: "Renewals", description: "Accounts that renewed", column: "account", aggregate: "count", filter: { column: "renewal_status", value: "Renewed" }, target: 7, unit: "accounts", category: "Customer Success" },
    ],
  },
  {
    id: "product",
    name: "Product Analytics",
    description: "Active users, sign-ups, engagement and feature adoption.",
    category: "Product",
    sample: sample("product-analytics.csv", "Daily product usage by platform"),
    metrics: [
      { name: "Daily Active Users", description: "Average daily active users per platform", column: "active_users", aggregate: "avg", target: 2_800, unit: "users", category: "Product" },
      { name: "New Sign-ups", description: "New accounts created", column: "new_signups", aggregate: "sum", target: 6_500, unit: "sign-ups", category: "Product" },
      { name: "Average Session Length", description: "Average session length", column: "avg_session_minutes", aggregate: "avg", target: 12, unit: "min", category: "Product" },
      { name: "Feature Adoption", description: "Average share of users adopting key features", column: "feature_adoption_percent", aggregate: "avg", target: 40, unit: "%", category: "Product" },
    ],
  },
];

export const defaultTemplate = kpiTemplates[0]!;
