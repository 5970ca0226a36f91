import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { useForm, type Resolver, type ResolverResult } from "react-hook-form";
import { describe, expect, it, vi } from "vitest";
import { useHeldSubmit } from "~/lib/lazy-resolver";

type Values = { name: string };

const requireName: Resolver<Values> = async (values): Promise<ResolverResult<Values>> =>
  values.name
    ? { values, errors: {} }
    : { values: {}, errors: { name: { type: "required", message: "Name is required" } } };

/** Checks whose code arrives when the test says so, as a slow network would bring it. */
function slowChecks() {
  let arrive = () => {};
  let loaded = false;
  const arrived = new Promise<void>((resolve) => {
    arrive = () => {
      loaded = true;
      resolve();
    };
  });
  return { load: () => arrived, loaded: () => loaded, arrive };
}

function Form({ checks, onSend }: { checks: ReturnType<typeof slowChecks>; onSend: (v: Values) => void }) {
  const form = useForm<Values>({ resolver: requireName, defaultValues: { name: "" } });
  const submit = useHeldSubmit(form, checks, onSend);
  const error = form.formState.errors.name?.message;
  return (
    <form noValidate onSubmit={submit}>
      <input aria-label="Name" {...form.register("name")} />
      {error ? <p role="alert">{error}</p> : null}
      <button type="submit">Send</button>
    </form>
  );
}

const press = () => fireEvent.click(screen.getByRole("button", { name: "Send" }));
const type = (value: string) => fireEvent.input(screen.getByLabelText("Name"), { target: { value } });

describe("useHeldSubmit", () => {
  it("drops a press made while the checks load when the fields change before they arrive", async () => {
    const checks = slowChecks();
    const onSend = vi.fn();
    render(<Form checks={checks} onSend={onSend} />);
    press();
    type("Asha");
    await act(async () => checks.arrive());
    // The empty press neither sends what was typed after it nor reports the fields it no longer holds.
    expect(onSend).not.toHaveBeenCalled();
    expect(screen.queryByRole("alert")).toBeNull();

    press();
    await waitFor(() => expect(onSend).toHaveBeenCalledTimes(1));
    expect(onSend.mock.calls[0]?.[0]).toEqual({ name: "Asha" });
  });

  it("judges a press on unchanged fields once the checks arrive", async () => {
    const checks = slowChecks();
    const onSend = vi.fn();
    render(<Form checks={checks} onSend={onSend} />);
    press();
    await act(async () => checks.arrive());
    expect(await screen.findByRole("alert")).toHaveTextContent("Name is required");
    expect(onSend).not.toHaveBeenCalled();
  });

  it("acts once for two presses on the same fields while the checks load: the latest", async () => {
    const checks = slowChecks();
    const onSend = vi.fn();
    render(<Form checks={checks} onSend={onSend} />);
    type("Asha");
    press();
    press();
    await act(async () => checks.arrive());
    await waitFor(() => expect(onSend).toHaveBeenCalled());
    await act(async () => {});
    expect(onSend).toHaveBeenCalledTimes(1);
    expect(onSend.mock.calls[0]?.[0]).toEqual({ name: "Asha" });
  });
});
