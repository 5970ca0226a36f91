// Marketing figures of docs/product.md §9, written once (in data/figures.json).
import data from "./data/figures.json";

export interface Figure {
  value: string;
  label: string;
}
export type FigureKey = keyof typeof data;

export const figures: Record<FigureKey, Figure> = data;

/** The figures a page names by key; an unknown key fails the build instead of showing a gap. */
export const figureList = (keys: readonly string[]): Figure[] =>
  keys.map((key) => {
    const figure = (figures as Record<string, Figure | undefined>)[key];
    if (!figure) throw new Error(`Unknown figure "${key}"`);
    return figure;
  });
