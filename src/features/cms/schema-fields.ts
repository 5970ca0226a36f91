// Turns a zod object schema into Decap CMS fields (docs/decisions/0043). Runs at build only: the CMS's
// collection is made from the same schema that validates the posts, so an editor cannot save front
// matter the build would refuse for a missing field or a value outside a list.
import type { z } from "zod";

/** One Decap CMS field, as written into config.yml. */
export interface CmsField {
  name: string;
  label: string;
  widget: "string" | "text" | "image" | "datetime" | "boolean" | "select" | "list" | "object" | "markdown";
  required: boolean;
  hint?: string;
  default?: unknown;
  options?: { label: string; value: string }[];
  min?: number;
  max?: number;
  fields?: CmsField[];
  /** datetime: store a plain day (YYYY-MM-DD), no time. */
  format?: string;
  date_format?: string;
  time_format?: boolean;
  picker_utc?: boolean;
}

/** What the schema cannot say: labels, hints and option labels per field path ("cover.alt"). */
export interface FieldHints {
  labels?: Readonly<Record<string, string>>;
  hints?: Readonly<Record<string, string>>;
  /** A text field edited as an uploaded image (the widget stores the image's path as text). */
  images?: readonly string[];
  /** Labels of an enum's values (e.g. category names for their slugs); the value shows otherwise. */
  optionLabels?: Readonly<Record<string, Readonly<Record<string, string>>>>;
}

/** Strings longer than this get a multi-line box. */
const LONG_TEXT = 150;

type Def = z.core.$ZodTypeDef & {
  innerType?: z.core.$ZodType;
  element?: z.core.$ZodType;
  entries?: Record<string, string | number>;
  shape?: Record<string, z.core.$ZodType>;
  defaultValue?: unknown;
  checks?: { _zod: { def: { check: string; minimum?: number; maximum?: number } } }[];
};

const defOf = (schema: z.core.$ZodType) => schema._zod.def as Def;

/** The length bounds a schema's checks set (strings and lists). */
function lengths(def: Def): { min?: number; max?: number } {
  const out: { min?: number; max?: number } = {};
  for (const check of def.checks ?? []) {
    const c = check._zod.def;
    if (c.check === "min_length" && c.minimum !== undefined) out.min = c.minimum;
    if (c.check === "max_length" && c.maximum !== undefined) out.max = c.maximum;
  }
  return out;
}

/** "publishDate" -> "Publish date". */
export const labelOf = (name: string) => {
  const words = name.replace(/([a-z0-9])([A-Z])/g, "$1 $2").toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/**
 * `insideOptional`: the field belongs to an optional object. Decap CMS checks a nested field even when
 * its object is left empty, so there the field is optional in the CMS, and the build's schema check
 * refuses a half-filled object with the file and field named.
 */
function fieldFrom(
  path: string,
  schema: z.core.$ZodType,
  hints: FieldHints,
  insideOptional: boolean,
): CmsField {
  const name = path.split(".").at(-1) ?? path;
  let def = defOf(schema);
  let required = !insideOptional;
  let fallback: unknown;
  // Optional and defaulted fields may be left out of the file.
  while (def.type === "optional" || def.type === "default") {
    required = false;
    if (def.type === "default") fallback = def.defaultValue;
    def = defOf(def.innerType!);
  }
  const field = (widget: CmsField["widget"], rest: Partial<CmsField> = {}): CmsField => ({
    name,
    label: hints.labels?.[path] ?? labelOf(name),
    widget,
    required,
    ...(hints.hints?.[path] ? { hint: hints.hints[path] } : {}),
    ...(fallback !== undefined ? { default: fallback } : {}),
    ...rest,
  });
  switch (def.type) {
    case "string": {
      if (hints.images?.includes(path)) return field("image");
      const { max } = lengths(def);
      return field(max !== undefined && max > LONG_TEXT ? "text" : "string");
    }
    case "date":
      return field("datetime", {
        format: "YYYY-MM-DD",
        date_format: "YYYY-MM-DD",
        time_format: false,
        picker_utc: true,
      });
    case "boolean":
      return field("boolean");
    case "enum": {
      const labels = hints.optionLabels?.[path] ?? {};
      const options = Object.values(def.entries ?? {}).map((v) => ({
        value: String(v),
        label: labels[String(v)] ?? String(v),
      }));
      return field("select", { options });
    }
    case "array": {
      const element = defOf(def.element!);
      if (element.type !== "string") throw new Error(`${path}: only lists of text are supported in the CMS`);
      return field("list", lengths(def));
    }
    case "object":
      return field("object", { fields: fieldsFrom(def.shape ?? {}, hints, `${path}.`, !required) });
    default:
      throw new Error(`${path}: no CMS widget for a zod ${def.type} field`);
  }
}

function fieldsFrom(
  shape: Record<string, z.core.$ZodType>,
  hints: FieldHints,
  prefix = "",
  insideOptional = false,
): CmsField[] {
  return Object.entries(shape).map(([name, schema]) =>
    fieldFrom(`${prefix}${name}`, schema, hints, insideOptional),
  );
}

/** Decap CMS fields for every key of a zod object schema, in the schema's order. */
export function cmsFields(schema: z.core.$ZodType, hints: FieldHints = {}): CmsField[] {
  const def = defOf(schema);
  if (def.type !== "object") throw new Error(`The front-matter schema must be an object, not ${def.type}`);
  return fieldsFrom(def.shape ?? {}, hints);
}
