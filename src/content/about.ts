import data from "./data/about.json";
import { figureList } from "./figures";

export interface TeamMember {
  name: string;
  role: string;
  bio: string;
}

// The texts of /about live in data/about.json; its figures are named there by key.
export const about = { ...data, stats: figureList(data.stats), team: data.team satisfies TeamMember[] };

/** "Aarav Sharma" -> "AS", for avatar circles instead of photos. */
export const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .map((part) => part[0]?.toUpperCase() ?? "")
    .join("")
    .slice(0, 2);
