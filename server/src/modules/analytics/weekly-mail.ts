// The weekly analytics mail's text (ADR 0050), from figures only: the job gathers them, tests check this.

/** One figure of the week and of the week before. */
export interface WeekFigure {
  current: number;
  previous: number;
}

export interface WeeklyGoal {
  name: string;
  conversions: number;
  previous: number;
}

export interface WeeklyReportData {
  /** First and last company day of the week reported (YYYY-MM-DD). */
  from: string;
  to: string;
  /** The company's time zone, which the days are counted in. */
  timeZone: string;
  visitors: WeekFigure;
  pageViews: WeekFigure;
  leads: WeekFigure;
  demosBooked: WeekFigure;
  /** At most five each, by visitors. */
  topPages: { value: string; visitors: number }[];
  topSources: { value: string; visitors: number }[];
  /** The section is left out when there are none. */
  goals: WeeklyGoal[];
  /** Where the full report is. */
  reportUrl: string;
}

const number = (n: number) => n.toLocaleString("en-US");

/** "+25% vs 8 the week before", "new", "no change". */
export function change({ current, previous }: WeekFigure): string {
  const before = `the week before: ${number(previous)}`;
  if (previous === 0) return current === 0 ? `no change (${before})` : `new (${before})`;
  const pct = Math.round(((current - previous) / previous) * 100);
  if (pct === 0) return `no change (${before})`;
  return `${pct > 0 ? "+" : ""}${pct}% (${before})`;
}

const LABEL_WIDTH = 14;
const figureLine = (label: string, f: WeekFigure) =>
  `${`${label}:`.padEnd(LABEL_WIDTH)}${number(f.current).padStart(8)}   ${change(f)}`;

function topList(title: string, rows: { value: string; visitors: number }[]): string {
  if (!rows.length) return `${title}\n  None this week.`;
  const lines = rows.slice(0, 5).map((r, i) => `  ${i + 1}. ${r.value}: ${number(r.visitors)} visitors`);
  return [title, ...lines].join("\n");
}

/** The subject and plain text of one week's mail. */
export function weeklyReportMail(data: WeeklyReportData): { subject: string; text: string } {
  const parts = [
    `How the website did from ${data.from} to ${data.to} (days in ${data.timeZone} time), against the week before.`,
    [
      figureLine("Visitors", data.visitors),
      figureLine("Page views", data.pageViews),
      figureLine("Leads", data.leads),
      figureLine("Demos booked", data.demosBooked),
    ].join("\n"),
    topList("Top pages", data.topPages),
    topList("Top sources", data.topSources),
  ];
  if (data.goals.length)
    parts.push(
      [
        "Goals",
        ...data.goals.map(
          (g) =>
            `  ${g.name}: ${number(g.conversions)} ${change({ current: g.conversions, previous: g.previous })}`,
        ),
      ].join("\n"),
    );
  parts.push(
    `The full report: ${data.reportUrl}`,
    'You get this mail because you asked for it on the Analytics screen; untick "Email me the weekly report" there to stop it.',
  );
  const subject = `Weekly website report, ${data.from} to ${data.to}: ${number(data.visitors.current)} visitors`;
  return { subject, text: `${parts.join("\n\n")}\n` };
}
