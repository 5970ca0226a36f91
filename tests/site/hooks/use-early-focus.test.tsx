import { act } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { useEarlyFocus } from "~/lib/hooks/use-early-focus";

function Form({ onFocus }: { onFocus: () => void }) {
  const ref = useEarlyFocus<HTMLFormElement>(onFocus);
  return (
    <form ref={ref} onFocus={onFocus}>
      <input aria-label="Name" />
    </form>
  );
}

/** Hydrates the prerendered form, with focus put in its field first when `focusFirst`. */
async function hydrate(onFocus: () => void, focusFirst: boolean) {
  const container = document.createElement("div");
  container.innerHTML = renderToString(<Form onFocus={() => {}} />);
  document.body.append(container);
  if (focusFirst) container.querySelector("input")!.focus();
  const root = await act(async () => hydrateRoot(container, <Form onFocus={onFocus} />));
  act(() => root.unmount());
  container.remove();
}

describe("useEarlyFocus", () => {
  it("acts once at hydration on a focus that came before it", async () => {
    const onFocus = vi.fn();
    await hydrate(onFocus, true);
    expect(onFocus).toHaveBeenCalledTimes(1);
  });

  it("does nothing when focus is elsewhere", async () => {
    const onFocus = vi.fn();
    await hydrate(onFocus, false);
    expect(onFocus).not.toHaveBeenCalled();
  });
});
