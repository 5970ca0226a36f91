import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { formatRange, formatSlot } from "~/components/slot-picker/format";
import { SlotPicker, type SlotPickerProps } from "~/components/slot-picker/slot-picker";
import { bookingMessages } from "~/contract/booking-messages";
import { someSlots } from "../msw/booking";

function Picker(props: Partial<SlotPickerProps> & { zone: string }) {
  const [zone, setZone] = useState(props.zone);
  const [value, setValue] = useState<string | null>(null);
  return (
    <SlotPicker
      idPrefix="t"
      status="ready"
      slots={someSlots.slots}
      timeZone={zone}
      onTimeZoneChange={setZone}
      value={value}
      onChange={setValue}
      onRetry={() => {}}
      {...props}
    />
  );
}

const times = () => within(screen.getByRole("group", { name: /^Times on / }));
/** The times on show are exactly these, by accessible name (full date, time and zone). */
function expectTimes(names: string[]) {
  expect(times().getAllByRole("radio")).toHaveLength(names.length);
  for (const name of names) expect(times().getByRole("radio", { name })).toBeInTheDocument();
}

describe("format (explicit zones, whatever the host's)", () => {
  it("names a time with its full date, time and zone", () => {
    const at = "2026-12-01T10:30:00.000Z";
    expect(formatSlot(at, "Asia/Kolkata")).toBe("Tuesday, 1 December 2026, 4:00 pm India Standard Time");
    expect(formatSlot(at, "America/New_York")).toBe(
      "Tuesday, 1 December 2026, 5:30 am Eastern Standard Time",
    );
    expect(formatSlot(at, "Asia/Kathmandu")).toBe("Tuesday, 1 December 2026, 4:15 pm Nepal Time");
  });

  it("follows New York across its March change to daylight time", () => {
    expect(formatSlot("2027-03-12T15:00:00.000Z", "America/New_York")).toBe(
      "Friday, 12 March 2027, 10:00 am Eastern Standard Time",
    );
    expect(formatSlot("2027-03-15T14:00:00.000Z", "America/New_York")).toBe(
      "Monday, 15 March 2027, 10:00 am Eastern Daylight Time",
    );
  });

  it("writes a range, with the end's date when it falls on another day", () => {
    expect(formatRange("2026-12-01T10:30:00.000Z", "2026-12-01T11:00:00.000Z", "Asia/Kolkata")).toBe(
      "Tuesday, 1 December 2026, 4:00 pm – 4:30 pm India Standard Time",
    );
    expect(formatRange("2026-12-02T04:45:00.000Z", "2026-12-02T05:15:00.000Z", "America/New_York")).toBe(
      "Tuesday, 1 December 2026, 11:45 pm – Wednesday, 2 December 2026, 12:15 am Eastern Standard Time",
    );
  });
});

describe("SlotPicker", () => {
  it("shows the days with free times in the zone, and the first day's times with full accessible names", () => {
    render(<Picker zone="Asia/Kolkata" />);
    expect(screen.getByRole("group", { name: bookingMessages.pickATime })).toBeInTheDocument();
    expect(screen.getByText("India Standard Time")).toBeVisible();
    const days = within(screen.getByRole("group", { name: "Day" }));
    expect(days.getAllByRole("radio")).toHaveLength(2);
    expect(days.getByRole("radio", { name: "Tuesday, 1 December 2026" })).toBeChecked();
    expect(days.getByRole("radio", { name: "Wednesday, 2 December 2026" })).not.toBeChecked();
    expectTimes([
      "Tuesday, 1 December 2026, 4:00 pm India Standard Time",
      "Tuesday, 1 December 2026, 4:30 pm India Standard Time",
    ]);
  });

  it("groups by the zone's own calendar day: in New York all three fall on 1 December", () => {
    render(<Picker zone="America/New_York" />);
    expect(within(screen.getByRole("group", { name: "Day" })).getAllByRole("radio")).toHaveLength(1);
    expectTimes([
      "Tuesday, 1 December 2026, 5:30 am Eastern Standard Time",
      "Tuesday, 1 December 2026, 6:00 am Eastern Standard Time",
      "Tuesday, 1 December 2026, 11:30 pm Eastern Standard Time",
    ]);
  });

  it("shows the 45-minute offset of Asia/Kathmandu", () => {
    render(<Picker zone="Asia/Kathmandu" />);
    expect(
      screen.getByRole("radio", { name: "Tuesday, 1 December 2026, 4:15 pm Nepal Time" }),
    ).toBeInTheDocument();
  });

  it("shows a zone given by its old name under today's name in the select", () => {
    render(<Picker zone="Asia/Calcutta" />);
    expect(screen.getByLabelText("Time zone")).toHaveValue("Asia/Kolkata");
    expect(screen.getByText("India Standard Time")).toBeVisible();
  });

  it("switches zone from the select and renames every time", async () => {
    const user = userEvent.setup();
    render(<Picker zone="Asia/Kolkata" />);
    await user.selectOptions(screen.getByLabelText("Time zone"), "Asia/Kathmandu");
    expect(screen.getByText("Nepal Time")).toBeVisible();
    expectTimes([
      "Tuesday, 1 December 2026, 4:15 pm Nepal Time",
      "Tuesday, 1 December 2026, 4:45 pm Nepal Time",
    ]);
  });

  it("works by keyboard alone: arrows move between days, then pick a time", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Picker zone="Asia/Kolkata" onChange={onChange} />);
    await user.tab(); // the zone select
    await user.tab(); // the checked day
    expect(screen.getByRole("radio", { name: "Tuesday, 1 December 2026" })).toHaveFocus();
    await user.keyboard("{ArrowRight}");
    expect(screen.getByRole("radio", { name: "Wednesday, 2 December 2026" })).toBeChecked();
    expectTimes(["Wednesday, 2 December 2026, 10:00 am India Standard Time"]);
    await user.tab();
    await user.keyboard(" ");
    expect(onChange).toHaveBeenCalledWith("2026-12-02T04:30:00.000Z");
  });

  it("says so when nothing is free, and offers a retry when the times failed to load", async () => {
    const user = userEvent.setup();
    const { rerender } = render(<Picker zone="Asia/Kolkata" slots={[]} />);
    expect(screen.getByText(bookingMessages.noAvailability)).toBeInTheDocument();
    expect(screen.queryByRole("radio")).not.toBeInTheDocument();
    const onRetry = vi.fn();
    rerender(<Picker zone="Asia/Kolkata" status="error" onRetry={onRetry} />);
    expect(screen.getByRole("alert")).toHaveTextContent("We could not load the available times.");
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(onRetry).toHaveBeenCalledOnce();
    rerender(<Picker zone="Asia/Kolkata" status="loading" />);
    expect(screen.getByRole("status")).toHaveTextContent("Loading available times...");
  });

  it("ties its inline error to the group", () => {
    render(<Picker zone="Asia/Kolkata" error="Please pick a time." />);
    expect(screen.getByRole("group", { name: bookingMessages.pickATime })).toHaveAccessibleDescription(
      "Please pick a time.",
    );
  });
});
