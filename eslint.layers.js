// Layer rules of the code base (docs/decisions/0013-layers-and-import-rules.md), as import zones.
// `target` is the importing folder, `from` what it may not import, `except` the allowed part of `from`.
import { readdirSync } from "node:fs";
import { join } from "node:path";

const root = import.meta.dirname;
const folders = (dir) =>
  readdirSync(join(root, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
const featureNames = folders("src/features");
const moduleNames = folders("server/src/modules");
// The app's own files compose the modules through their public faces; the context reads leaf shapes.
const appFiles = ["app.ts", "routes.ts", "cli.ts", "main.ts", "start.ts"].map((f) => `server/src/${f}`);

/** @type {{ target: string | string[]; from: string; except?: string[]; message: string }[]} */
export const layerZones = [
  {
    target: ["src/components", "src/lib", "src/content"],
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
  ...moduleNames.map((name) => ({
    target: `server/src/modules/${name}`,
    from: "server/src/modules",
    except: [
      `./${name}`,
      ...moduleNames.filter((other) => other !== name).map((other) => `./${other}/index.ts`),
    ],
    message: "Modules import each other only through index.ts, each module's one public face.",
  })),
  {
    target: appFiles,
    from: "server/src/modules",
    except: moduleNames.map((name) => `./${name}/index.ts`),
    message: "The app imports a module only through its index.ts.",
  },
  {
    target: "server/src/platform",
    from: "server/src/modules",
    message: "platform is the modules' plumbing: it imports no module.",
  },
  {
    target: "server/src",
    from: "src",
    except: ["./contract", "./shared"],
    message: "The server imports only src/contract and src/shared from the site's code.",
  },
];
