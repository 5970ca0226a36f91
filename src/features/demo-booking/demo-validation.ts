// The demo form's validation, loaded when the visitor reaches the form (see demo-wizard.tsx).
import { zodResolver } from "@hookform/resolvers/zod";
import { demoFormSchema } from "~/contract/demo";

export const resolver = zodResolver(demoFormSchema);
