// Generated benchmark data (10 columns) and the 5 rules extracted from it; shared by the Node and browser runs.
export const benchColumns = [
  "order_id",
  "date",
  "month",
  "region",
  "product",
  "units",
  "unit_price",
  "revenue",
  "cost",
  "rating",
];

export const benchRules = [
  { name: "Revenue", column: "revenue", aggregate: "sum", target: 1, unit: "₹", category: "Bench" },
  {
    name: "Average unit price",
    column: "unit_price",
    aggregate: "avg",
    target: 1,
    unit: "₹",
    category: "Bench",
  },
  { name: "Largest order", column: "units", aggregate: "max", target: 1, unit: "units", category: "Bench" },
  {
    name: "North orders",
    column: "order_id",
    aggregate: "count",
    filter: { column: "region", value: "North" },
    target: 1,
    unit: "orders",
    category: "Bench",
  },
  { name: "Lowest cost", column: "cost", aggregate: "min", target: 1, unit: "₹", category: "Bench" },
] as const;

/** Rows `from`..`to` of the generated CSV as text (no header); deterministic. Also used inside the browser. */
export function benchRowsText(from: number, to: number): string {
  const regions = ["North", "South", "East", "West"];
  const products = ["Website", "Mobile App", "AI Chatbot", "Analytics, Pro", "Hosting"];
  let out = "";
  for (let i = from; i < to; i++) {
    const m = (i % 12) + 1;
    const units = (i % 50) + 1;
    const price = 100 + (i % 900);
    const revenue = units * price;
    const product = products[i % 5]!;
    out += `${i + 1},2025-${m < 10 ? "0" : ""}${m}-${(i % 28) + 10},2025-${m < 10 ? "0" : ""}${m},${regions[i % 4]},${product.includes(",") ? `"${product}"` : product},${units},${price}.50,${revenue},${Math.round(revenue * 0.62)},${(i % 5) + 1}\n`;
  }
  return out;
}
