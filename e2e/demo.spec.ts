import type { Page } from "@playwright/test";
import { expect, expectNoA11yViolations, test } from "./fixtures";
import { adminList, codeFor, fillTextboxes } from "./flows";
import { lanes, openDemo, pickFreeTime, uniquePhone } from "./booking-flows";

async function fillDetails(
  page: Page,
  details: { fullName: string; company: string; phone: string; email: string },
) {
  await fillTextboxes(page, {
    "Full Name": details.fullName,
    "Company Name": details.company,
    "Phone Number": details.phone,
    "Email Address": details.email,
    Comments: "We would like to see the KPI platform.",
  });
}

test.describe("/demo", () => {
  test("books a demo with the code from the outbox, after a wrong code, and the admin sees it confirmed", async ({
    page,
    request,
    consoleErrors,
  }) => {
    await openDemo(page);
    await expectNoA11yViolations(page);
    const phone = uniquePhone("9");
    const email = `demo.${phone}@example.com`;
    await fillDetails(page, { fullName: "E2E Demo Booker", company: "E2E Traders", phone, email });
    await pickFreeTime(page, lanes.demoFlow);
    await page.getByRole("button", { name: "Send OTP" }).click();

    const verifyHeading = page.getByRole("heading", { name: "Verify OTP" });
    await expect(verifyHeading).toBeFocused();
    await expect(page.getByRole("timer", { name: "Time remaining" })).toHaveText(/^(2:00|1:5\d)$/);
    await expectNoA11yViolations(page);

    const code = await codeFor(phone);
    const wrong = code.replace(/\d$/, (d) => String((Number(d) + 1) % 10));
    const otp = page.getByRole("textbox", { name: "OTP", exact: true });
    await otp.fill(wrong);
    await page.getByRole("button", { name: "Verify & Submit" }).click();
    await expect(page.getByText("Invalid OTP.")).toBeVisible();
    await expect(otp).toHaveAttribute("aria-invalid", "true");
    await expect(verifyHeading).toBeVisible();
    // The browser logs the wrong code's HTTP 400 itself; that one line is expected, nothing else is.
    const rejected = consoleErrors.findIndex(
      (e) => e.includes("400") && e.includes("/api/Book/VerifySchedule"),
    );
    expect(rejected).toBeGreaterThanOrEqual(0);
    consoleErrors.splice(rejected, 1);

    await otp.fill(code);
    await page.getByRole("button", { name: "Verify & Submit" }).click();
    const done = page.getByRole("heading", { name: "Demo Scheduled Successfully!" });
    await expect(done).toBeFocused();
    const summary = page.getByRole("region", { name: "Demo Scheduled Successfully!" });
    await expect(summary).toContainText("E2E Demo Booker");
    await expect(summary).toContainText(email);
    await expect(summary).toContainText(phone);
    await expect(summary).toContainText("E2E Traders");
    await expectNoA11yViolations(page);

    const body = await adminList<Record<string, unknown>>(request, "/api/v1/Contact/DemoRequests", {
      page: 1,
      pageSize: 10,
      search: email,
    });
    expect(body.total).toBe(1);
    expect(body.data[0]).toMatchObject({
      fullName: "E2E Demo Booker",
      companyName: "E2E Traders",
      phone,
      email,
      status: "confirmed",
    });
    expect(body.data[0]!.confirmedAt).toEqual(expect.any(String));

    // 'Schedule Another Demo' starts over with an empty form.
    await page.getByRole("button", { name: "Schedule Another Demo" }).click();
    await expect(page.getByRole("heading", { name: "Your Details" })).toBeFocused();
    await expect(page.getByRole("textbox", { name: "Full Name", exact: true })).toHaveValue("");
  });

  test("Back and the browser's Back button return to the details with every field kept", async ({ page }) => {
    await openDemo(page);
    const phone = uniquePhone("9");
    await fillDetails(page, {
      fullName: "E2E Back Tester",
      company: "",
      phone,
      email: `back.${phone}@example.com`,
    });
    await pickFreeTime(page, lanes.demoBack);
    await page.getByRole("button", { name: "Send OTP" }).click();
    await expect(page.getByRole("heading", { name: "Verify OTP" })).toBeFocused();

    await page.getByRole("button", { name: "Back" }).click();
    await expect(page.getByRole("heading", { name: "Your Details" })).toBeFocused();
    await expect(page.getByRole("textbox", { name: "Full Name", exact: true })).toHaveValue(
      "E2E Back Tester",
    );
    await expect(page.getByRole("textbox", { name: "Phone Number", exact: true })).toHaveValue(phone);

    await page.goForward();
    await expect(page.getByRole("heading", { name: "Verify OTP" })).toBeVisible();
    await page.goBack();
    await expect(page.getByRole("heading", { name: "Your Details" })).toBeVisible();
    await expect(page).toHaveURL(/\/demo$/);
    await expect(page.getByRole("textbox", { name: "Email Address", exact: true })).toHaveValue(
      `back.${phone}@example.com`,
    );
  });
});
