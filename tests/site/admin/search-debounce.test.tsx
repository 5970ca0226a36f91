import { act, fireEvent, render, screen } from "@testing-library/react";
import { createMemoryRouter, Link, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useListParams } from "~/lib/admin/list-params";
import { SEARCH_DEBOUNCE_MS, SearchBox } from "~/components/admin/list/search-box";

// Issue 26: typing in a list's search box, then clicking a lead's name within the debounce, sent staff
// back to the list: the late search update navigated and replaced the navigation to the lead page.

/** A list as the admin lists wire it: the search box over the URL's search, and a lead's link. */
function List() {
  const { search, setSearch } = useListParams();
  return (
    <>
      <SearchBox label="Search contacts" placeholder="Search" value={search} onSearch={setSearch} />
      <Link to="/list/c1">Asha Rao</Link>
    </>
  );
}

/** The lead page loads for as long as the test says (its code and data still on their way). */
function setup() {
  let finishLoading!: () => void;
  const loaded = new Promise<null>((resolve) => {
    finishLoading = () => resolve(null);
  });
  const router = createMemoryRouter(
    [
      { path: "/list", Component: List },
      { path: "/list/:id", loader: () => loaded, Component: () => <h1>Lead page</h1> },
    ],
    { initialEntries: ["/list"] },
  );
  render(<RouterProvider router={router} />);
  const type = (text: string) =>
    fireEvent.change(screen.getByRole("searchbox", { name: "Search contacts" }), { target: { value: text } });
  return { router, type, finishLoading };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("the debounced list search", () => {
  it("puts the search in the URL 300 ms after typing stops", async () => {
    const { router, type } = setup();
    type("ash");
    await act(async () => {
      vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1);
    });
    expect(router.state.location.search).toBe("");
    await act(async () => {
      vi.advanceTimersByTime(1);
    });
    expect(router.state.location.search).toBe("?search=ash");
  });

  it("keeps keys typed while its own search reaches the URL", async () => {
    const { router, type } = setup();
    type("j");
    await act(async () => {
      vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS); // "j" goes to the URL...
      type("ja"); // ...as the next key arrives, before the list re-renders
    });
    expect(screen.getByRole("searchbox", { name: "Search contacts" })).toHaveValue("ja");
    await act(async () => {
      vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
    });
    expect(router.state.location.search).toBe("?search=ja");
  });

  it("takes the search of a navigation from elsewhere (a link, Back)", async () => {
    const { router, type } = setup();
    type("ash");
    await act(async () => {
      vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
    });
    await act(async () => router.navigate("/list?search=rao"));
    expect(screen.getByRole("searchbox", { name: "Search contacts" })).toHaveValue("rao");
  });

  it("drops the pending update when a click on a lead's name starts a navigation", async () => {
    const { router, type, finishLoading } = setup();
    type("ash");
    fireEvent.click(screen.getByRole("link", { name: "Asha Rao" }));
    expect(router.state.navigation.state).toBe("loading");
    // The debounce runs out while the lead page is still loading.
    await act(async () => {
      vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS * 3);
    });
    await act(async () => finishLoading());
    expect(router.state.location.pathname).toBe("/list/c1");
    expect(screen.getByRole("heading", { name: "Lead page" })).toBeInTheDocument();
  });

  it("drops it even when the update falls due before the screen re-renders for the navigation", async () => {
    const { router, type, finishLoading } = setup();
    type("ash");
    await act(async () => {
      vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 10);
    });
    // The click and the timer in one go: nothing renders between the navigation's start and the due time.
    await act(async () => {
      screen.getByRole("link", { name: "Asha Rao" }).click();
      vi.advanceTimersByTime(10);
    });
    await act(async () => finishLoading());
    expect(router.state.location.pathname).toBe("/list/c1");
  });
});
