// Layer rules of the code base (docs/decisions/0013-layers-and-import-rules.md), as import zones.
// `target` is the importing folder, `from` what it may not import, `except` the allowed part of `from`.
import { readdirSync } from "node:fs";
import { join } from "node:path";

const root = import.meta.dirname;
const featureNames = readdirSync(join(root, "src/features"), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** @type {{ target: string | string[]; from: string; except?: string[]; message: string }[]} */
export const layerZones = [
  {
    target: ["src/components", "src/lib", "src/content", "src/api"],
    from: "src/features",
    message:
      "Only routes and features use features: move what is shared down into lib, components or content.",
  },
  ...featureNames.map((name) => ({
    target: `src/features/${name}`,
    from: "src/features",
    except: [`./${name}`],
    message: "Features do not import each other: move what both need into lib or components.",
  })),
  {
    target: "src/lib",
    from: "src",
    except: ["./lib", "./contract"],
    message: "lib imports only lib and contract.",
  },
  {
    target: "src/contract",
    from: "src",
    except: ["./contract"],
    message: "contract imports nothing else from src.",
  },
  {
    target: "src/shared",
    from: "src",
    except: ["./shared", "./contract"],
    message: "shared imports only shared and contract.",
  },
  {
    target: "server/src",
    from: "src",
    except: ["./contract", "./shared"],
    message: "The server imports only src/contract and src/shared from the site's code.",
  },
];
