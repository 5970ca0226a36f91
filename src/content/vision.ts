// The texts of /vision live in data/vision.json.
import data from "./data/vision.json";

export const vision = data;
