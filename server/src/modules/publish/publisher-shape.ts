import type { PublishState } from "~/contract/endpoints/site";

// The publisher's shape, a leaf the app's context reads (its implementation is publisher.ts).

/** Publishing the public pages with the company's settings (decision 72). */
export interface SitePublisher {
  /** The folder to serve at start: the newest complete one of this build, if any. */
  readonly initialDir: string | undefined;
  /** The last publish's state, as the Settings screen shows it. */
  state(): PublishState;
  /** After the settings changed: the deploy hook and a publish, once for saves close together. */
  request(): void;
  /** At start: publishes once when the owner has saved settings that no folder of this build has yet. */
  start(): void;
  /** Resolves once no publish waits or runs (tests, shutdown). */
  settled(): Promise<void>;
  /** Cancels a waiting publish (shutdown). */
  stop(): void;
}
