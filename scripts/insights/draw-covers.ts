// Draws the article covers in content/insights/images/ (1600x900 PNG) from the diagrams below.
// Run: node_modules/.bin/tsx scripts/insights/draw-covers.ts
// The pictures are committed; the build processes them like any other post image.
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { interFont } from "./og-image";
import { brand, cardFrame, type CardChild, type CardNode, type CardStyle, h, renderPng } from "./png-card";

const fonts = [interFont(400), interFont(600), interFont(800)];
const size = { width: 1600, height: 900 };
const outDir = fileURLToPath(new URL("../../content/insights/images/", import.meta.url));

const frame = (title: string, ...body: CardChild[]): CardNode =>
  h(
    "div",
    {
      style: {
        ...cardFrame,
        backgroundImage: `linear-gradient(135deg, ${brand[50]} 0%, #ffffff 55%, ${brand[100]} 100%)`,
        color: brand.ink,
      },
    },
    h("div", { style: { width: 120, height: 10, borderRadius: 5, backgroundColor: brand.accent } }),
    h("div", { style: { marginTop: 24, fontSize: 56, fontWeight: 800, color: brand[900] } }, title),
    ...body,
  );

/** A right-pointing arrow with an optional label above it. */
const arrow = (width: number, label?: string): CardNode =>
  h(
    "div",
    { style: { display: "flex", flexDirection: "column", alignItems: "center", justifyContent: "center" } },
    ...(label
      ? [h("div", { style: { fontSize: 26, fontWeight: 600, color: brand[700], marginBottom: 8 } }, label)]
      : []),
    h(
      "svg",
      { width, height: 40, viewBox: `0 0 ${width} 40` },
      h("path", {
        d: `M4 20 H${width - 24} M${width - 40} 6 L${width - 8} 20 L${width - 40} 34`,
        fill: "none",
        stroke: brand[600],
        "stroke-width": 6,
        "stroke-linecap": "round",
        "stroke-linejoin": "round",
      }),
    ),
  );

const card = (style: CardStyle, ...children: CardChild[]): CardNode =>
  h(
    "div",
    {
      style: {
        display: "flex",
        flexDirection: "column",
        backgroundColor: "#ffffff",
        border: `3px solid ${brand[200]}`,
        borderRadius: 28,
        padding: 36,
        ...style,
      },
    },
    ...children,
  );

const bullet = (text: string, colour: string): CardNode =>
  h(
    "div",
    { style: { display: "flex", alignItems: "flex-start", marginTop: 20, fontSize: 30, lineHeight: 1.3 } },
    h("div", {
      style: {
        width: 18,
        height: 18,
        borderRadius: 9,
        backgroundColor: colour,
        marginTop: 10,
        marginRight: 18,
        flexShrink: 0,
      },
    }),
    h("div", { style: { display: "flex" } }, text),
  );

// Website or app: the decision the article walks through.
const websiteOrApp = frame(
  "Website first, app when it earns its place",
  h(
    "div",
    { style: { display: "flex", width: 1440, alignItems: "center", marginTop: 56 } },
    card(
      { width: 610, height: 540 },
      h("div", { style: { fontSize: 40, fontWeight: 800, color: brand[700] } }, "Start with a website when"),
      bullet("Customers find you through search, links and referrals", brand[600]),
      bullet("They buy from you once in a while", brand[600]),
      bullet("Prices and content change often", brand[600]),
      bullet("Buyers check your credibility before they call", brand[600]),
    ),
    h("div", { style: { display: "flex", width: 220, justifyContent: "center" } }, arrow(150, "then")),
    card(
      { width: 610, height: 540, borderColor: brand.accent },
      h("div", { style: { fontSize: 40, fontWeight: 800, color: brand.accentDark } }, "Add an app when"),
      bullet("The same people come back every week", brand.accent),
      bullet("The job needs the camera, location or offline work", brand.accent),
      bullet("Notifications genuinely help the customer", brand.accent),
      bullet("The website's back end can be reused", brand.accent),
    ),
  ),
);

// KPI dashboard: one screen, four cards, a trend and a list of exceptions.
const kpiCard = (name: string, note: string, up: boolean, last = false): CardNode =>
  card(
    { width: 342, padding: 28, marginRight: last ? 0 : 24 },
    h("div", { style: { fontSize: 28, fontWeight: 600, color: brand.muted } }, name),
    h(
      "div",
      { style: { display: "flex", alignItems: "center", marginTop: 18 } },
      h(
        "svg",
        { width: 44, height: 44, viewBox: "0 0 44 44" },
        h("path", {
          d: up ? "M22 6 L38 30 H6 Z" : "M22 38 L38 14 H6 Z",
          fill: up ? "#15803d" : "#b91c1c",
        }),
      ),
      h(
        "div",
        { style: { marginLeft: 14, fontSize: 28, fontWeight: 800, color: up ? "#15803d" : "#b91c1c" } },
        up ? "on target" : "below target",
      ),
    ),
    h("div", { style: { marginTop: 14, fontSize: 24, color: brand.muted } }, note),
  );

const trendPoints = [60, 72, 66, 80, 92, 88, 104, 118, 110, 126, 140, 132]
  .map((y, i) => `${20 + i * 80},${200 - y}`)
  .join(" ");

const exception = (text: string): CardNode =>
  h(
    "div",
    { style: { display: "flex", alignItems: "center", fontSize: 26, marginTop: 18 } },
    h("div", {
      style: { width: 14, height: 14, borderRadius: 3, backgroundColor: brand.accent, marginRight: 16 },
    }),
    text,
  );

const kpiDashboard = frame(
  "One screen: is anything going wrong today?",
  h(
    "div",
    { style: { display: "flex", width: 1440, marginTop: 40 } },
    kpiCard("Revenue vs target", "month to date", true),
    kpiCard("Gross margin", "vs last month", true),
    kpiCard("Cash in the bank", "vs payments due", true),
    kpiCard("Overdue receivables", "over 30 days", false, true),
  ),
  h(
    "div",
    { style: { display: "flex", width: 1440, height: 400, marginTop: 28 } },
    card(
      { width: 850, marginRight: 24 },
      h(
        "div",
        { style: { fontSize: 28, fontWeight: 600, color: brand.muted } },
        "Twelve-month trend (illustration)",
      ),
      h(
        "svg",
        { width: 770, height: 260, viewBox: "0 0 920 220" },
        h("path", { d: "M20 200 H900", stroke: brand[200], "stroke-width": 3 }),
        h("polyline", {
          points: trendPoints,
          fill: "none",
          stroke: brand[600],
          "stroke-width": 8,
          "stroke-linejoin": "round",
          "stroke-linecap": "round",
        }),
      ),
    ),
    card(
      { width: 566 },
      h("div", { style: { fontSize: 28, fontWeight: 600, color: brand.muted } }, "Exceptions to act on"),
      exception("Oldest unpaid invoices"),
      exception("Stock below reorder level"),
      exception("Branch behind target"),
    ),
  ),
);

// Our four project steps as a timeline.
const step = (n: number, title: string, text: string): CardNode =>
  h(
    "div",
    { style: { display: "flex", flexDirection: "column", alignItems: "center", width: 290 } },
    h(
      "div",
      {
        style: {
          width: 120,
          height: 120,
          borderRadius: 60,
          backgroundColor: n === 4 ? brand.accent : brand[600],
          color: "#ffffff",
          display: "flex",
          alignItems: "center",
          justifyContent: "center",
          fontSize: 56,
          fontWeight: 800,
        },
      },
      String(n),
    ),
    h("div", { style: { marginTop: 28, fontSize: 40, fontWeight: 800, color: brand[900] } }, title),
    h(
      "div",
      { style: { marginTop: 16, fontSize: 28, lineHeight: 1.35, color: brand.muted, textAlign: "center" } },
      text,
    ),
  );

const discoveryToLaunch = frame(
  "From Discovery to Launch",
  h(
    "div",
    {
      style: {
        display: "flex",
        width: 1440,
        alignItems: "flex-start",
        justifyContent: "space-between",
        marginTop: 150,
      },
    },
    step(1, "Discovery", "We listen and write down goals we can check"),
    h("div", { style: { display: "flex", marginTop: 40 } }, arrow(70)),
    step(2, "Planning", "A signed scope, timeline and fixed price"),
    h("div", { style: { display: "flex", marginTop: 40 } }, arrow(70)),
    step(3, "Development", "Short cycles with a demo at every step"),
    h("div", { style: { display: "flex", marginTop: 40 } }, arrow(70)),
    step(4, "Launch", "Go-live, training and support"),
  ),
);

const covers: Record<string, CardNode> = {
  "website-or-app-decision.png": websiteOrApp,
  "kpi-dashboard-layout.png": kpiDashboard,
  "discovery-to-launch.png": discoveryToLaunch,
};

for (const [file, node] of Object.entries(covers)) {
  writeFileSync(`${outDir}${file}`, await renderPng(node, size, fonts));
  console.log(`wrote content/insights/images/${file}`);
}
