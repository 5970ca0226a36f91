import { act, render } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { useMounted, useMountedInTransition } from "~/lib/hooks/use-mounted";

/** Records, per render, what both hooks returned. */
function Probe({ seen }: { seen: string[] }) {
  const now = useMounted();
  const later = useMountedInTransition();
  seen.push(`${now}/${later}`);
  return <p>{later ? "panel" : "placeholder"}</p>;
}

describe("useMountedInTransition", () => {
  it("is true at once on a client-side render", () => {
    const seen: string[] = [];
    const { getByText } = render(<Probe seen={seen} />);
    expect(seen[0]).toBe("true/true");
    expect(getByText("panel")).toBeTruthy();
  });

  it("is false while hydrating and turns true after useMounted, in a render of its own", async () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(<Probe seen={[]} />);
    document.body.append(container);
    const seen: string[] = [];
    const root = await act(async () => hydrateRoot(container, <Probe seen={seen} />));
    expect(seen[0]).toBe("false/false");
    expect(seen).toContain("true/false");
    expect(seen.indexOf("true/true")).toBeGreaterThan(seen.indexOf("true/false"));
    expect(container.textContent).toBe("panel");
    act(() => root.unmount());
    container.remove();
  });
});
