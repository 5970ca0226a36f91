/** The brand's colour scale and accent: Tailwind's `brand-*` and `accent-*`, and pictures drawn outside CSS. */
export const brandScale = {
  50: "#eef5ff",
  100: "#d9e8ff",
  200: "#bcd7ff",
  500: "#3b82f6",
  600: "#1d5fd6",
  700: "#1a4db0",
  800: "#1b418c",
  900: "#1c3a70",
} as const;

export const accentScale = { 500: "#f59e0b", 600: "#d97706" } as const;

export type BrandShade = keyof typeof brandScale;
export type BrandPalette = Record<BrandShade, string>;

/** WCAG AA for normal text. */
export const AA_CONTRAST = 4.5;

// --- colour arithmetic: sRGB <-> OKLCH (Björn Ottosson's OKLab), so derived shades keep the hue as seen.

type Rgb = [number, number, number];

const toLinear = (c: number) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
const fromLinear = (c: number) => (c <= 0.0031308 ? 12.92 * c : 1.055 * c ** (1 / 2.4) - 0.055);

function parseHex(hex: string): Rgb {
  const n = Number.parseInt(hex.replace("#", ""), 16);
  return [((n >> 16) & 255) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255];
}

const toHex = (rgb: Rgb) =>
  `#${rgb
    .map((c) =>
      Math.round(Math.min(1, Math.max(0, c)) * 255)
        .toString(16)
        .padStart(2, "0"),
    )
    .join("")}`;

function toOklch(hex: string): [number, number, number] {
  const [r, g, b] = parseHex(hex).map(toLinear) as Rgb;
  const l = Math.cbrt(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b);
  const m = Math.cbrt(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b);
  const s = Math.cbrt(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b);
  const L = 0.2104542553 * l + 0.793617785 * m - 0.0040720468 * s;
  const A = 1.9779984951 * l - 2.428592205 * m + 0.4505937099 * s;
  const B = 0.0259040371 * l + 0.7827717662 * m - 0.808675766 * s;
  return [L, Math.hypot(A, B), Math.atan2(B, A)];
}

/** The sRGB colour of an OKLCH one, or null when it lies outside sRGB. */
function fromOklch(L: number, C: number, h: number): Rgb | null {
  const A = C * Math.cos(h);
  const B = C * Math.sin(h);
  const l = (L + 0.3963377774 * A + 0.2158037573 * B) ** 3;
  const m = (L - 0.1055613458 * A - 0.0638541728 * B) ** 3;
  const s = (L - 0.0894841775 * A - 1.291485548 * B) ** 3;
  const rgb: Rgb = [
    4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s,
    -1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s,
    -0.0041960863 * l - 0.7034186147 * m + 1.707614701 * s,
  ];
  return rgb.every((c) => c >= -1e-4 && c <= 1 + 1e-4) ? (rgb.map(fromLinear) as Rgb) : null;
}

/** The colour at lightness L with the hue kept, its chroma lowered only as far as sRGB needs. */
function shade(L: number, C: number, h: number): string {
  for (let c = C; c > 0; c -= 0.005) {
    const rgb = fromOklch(L, c, h);
    if (rgb) return toHex(rgb);
  }
  return toHex(fromOklch(L, 0, h) ?? [L, L, L]);
}

/** Relative luminance (WCAG 2). */
function luminance(hex: string): number {
  const [r, g, b] = parseHex(hex).map(toLinear) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The WCAG contrast ratio of two colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/**
 * The brand's eight shades from one colour, which becomes the 600 (buttons, links): tints for
 * backgrounds, darker shades for hover and dark text, the hue kept. The house colour keeps its
 * hand-tuned scale.
 */
export function derivePalette(colour: string): BrandPalette {
  const hex = colour.toLowerCase();
  if (hex === brandScale[600]) return { ...brandScale };
  const [L, C, h] = toOklch(hex);
  const darker = (by: number) => shade(Math.max(0, L - by), C, h);
  return {
    50: shade(0.97, C * 0.18, h),
    100: shade(0.93, C * 0.3, h),
    200: shade(0.87, C * 0.5, h),
    500: shade(Math.min(0.8, Math.max(0.5, L + 0.08)), C, h),
    600: hex,
    700: darker(0.07),
    800: darker(0.13),
    900: darker(0.18),
  };
}

/** The pairs the site sets text in, each of which must meet WCAG AA. */
export function brandContrasts(palette: BrandPalette) {
  return {
    /** White text on buttons. */
    buttonText: contrastRatio("#ffffff", palette[600]),
    /** Links and headings on white. */
    linkOnWhite: contrastRatio(palette[700], "#ffffff"),
    /** Badge text on its tint. */
    badgeText: contrastRatio(palette[700], palette[50]),
  };
}

const ratio = (r: number) => `${(Math.floor(r * 10) / 10).toFixed(1)}:1`;

/** Why a brand colour cannot be used (white text on it fails WCAG AA), or null when it can. */
export function brandColourProblem(colour: string): string | null {
  const { buttonText, linkOnWhite, badgeText } = brandContrasts(derivePalette(colour));
  const worst = Math.min(buttonText, linkOnWhite, badgeText);
  if (worst >= AA_CONTRAST) return null;
  return `White text on this colour has a contrast of ${ratio(worst)}; WCAG AA needs ${AA_CONTRAST}:1. Choose a darker shade.`;
}
