import { createContext } from "react";

/** The brand colour the layout hands its blocks (buttons), so a mail's body need not pass it along. */
export const BrandColour = createContext("#000000");
