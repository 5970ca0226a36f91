import { act, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Static } from "~/components/static/static-markup";

// The partial-hydration pattern checked on the React this site ships (19): the prerendered markup of a
// static part stays, hydration does not touch it, and React reports no mismatch.

let renders = 0;
function Article() {
  renders++;
  return (
    <article>
      <h2>Why work with us</h2>
      <p>
        One team for your website. <a href="/contact">Contact us</a>
      </p>
    </article>
  );
}

function Page() {
  const [count, setCount] = useState(0);
  return (
    <main>
      <Static>
        <Article />
      </Static>
      <button type="button" onClick={() => setCount((c) => c + 1)}>
        Tapped {count}
      </button>
    </main>
  );
}

function prerender(): string {
  vi.stubEnv("SSR", true);
  try {
    return renderToString(<Page />);
  } finally {
    vi.unstubAllEnvs();
  }
}

describe("Static", () => {
  let root: Root | undefined;
  afterEach(() => {
    act(() => root?.unmount());
    root = undefined;
    document.body.innerHTML = "";
    vi.restoreAllMocks();
  });

  it("prerenders its children", () => {
    const html = prerender();
    expect(html).toContain("<h2>Why work with us</h2>");
    expect(html).toContain('<a href="/contact">Contact us</a>');
  });

  it("keeps the prerendered markup through hydration without rendering it, and without warnings", async () => {
    const container = document.createElement("div");
    container.innerHTML = prerender();
    document.body.append(container);
    const heading = container.querySelector("h2");
    const errors = vi.spyOn(console, "error");
    renders = 0;

    await act(async () => {
      root = hydrateRoot(container, <Page />);
    });

    expect(renders).toBe(0);
    // The very node the build wrote, not a copy.
    expect(container.querySelector("h2")).toBe(heading);
    expect(screen.getByRole("link", { name: "Contact us" })).toHaveAttribute("href", "/contact");
    expect(errors).not.toHaveBeenCalled();

    // The hydrated part around it works, and its re-render leaves the static part as it is.
    fireEvent.click(screen.getByRole("button", { name: "Tapped 0" }));
    expect(screen.getByRole("button", { name: "Tapped 1" })).toBeInTheDocument();
    expect(container.querySelector("h2")).toBe(heading);
    expect(renders).toBe(0);
    expect(errors).not.toHaveBeenCalled();
  });

  it("renders its children when it first appears after hydration (a client-side navigation)", () => {
    render(<Page />);
    expect(screen.getByRole("heading", { name: "Why work with us" })).toBeInTheDocument();
  });
});
