// @vitest-environment jsdom
import { act, cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { HONEYPOT_FIELD } from "~/contract/contact-endpoint";
import { HOW_HEARD_OPTIONS, PREFERRED_LANGUAGES } from "~/contract/contact-request";
import { showToast } from "~/features/notifications/show-toast";
import { caseEvaluationCopy as rawWords } from "~/content/case-evaluation";
import { fillTokensDeep } from "~/content/model/tokens";
import { contactRequestMessages } from "~/content/contact-request-messages";
import { siteText } from "~/content/site-text";
import { SiteTextProvider } from "~/lib/site-text";
import { CaseEvaluationForm } from "./case-evaluation-form";
import { DRAFT_STORAGE_KEY } from "./form-draft";
import type { CaseEvaluationEdition } from "./form-copy";

/** The interface words as the island fills them in, with the facts the page carries. */
const caseEvaluationCopy = fillTokensDeep(rawWords, siteText.tokens);

const english: CaseEvaluationEdition = {
  language: "en",
  copy: caseEvaluationCopy,
  messages: contactRequestMessages,
  initialPreferredLanguage: "",
};

// The outlet and its announcement are tested in notifications/show-toast.test.tsx.
vi.mock("~/features/notifications/show-toast", () => ({ showToast: vi.fn(), preloadToasts: vi.fn() }));

const success = {
  title: "Case Evaluation Request Submitted",
  description: "A member of our team will be in touch promptly to discuss your case.",
};
const failure = {
  variant: "destructive",
  title: "Error",
  description: "There was an error submitting your request. Please try again or call us directly.",
};

function renderForm() {
  const router = createMemoryRouter([
    {
      path: "/",
      element: (
        <SiteTextProvider value={siteText}>
          <CaseEvaluationForm edition={english} />
        </SiteTextProvider>
      ),
    },
  ]);
  return render(<RouterProvider router={router} />);
}

async function fillValidForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/First Name/), "Maria");
  await user.type(screen.getByLabelText(/Last Name/), "Lopez");
  await user.type(screen.getByLabelText(/Email Address/), "maria@example.com");
  await user.type(screen.getByLabelText(/Phone Number/), "707 555 0199");
  await user.selectOptions(screen.getByLabelText(/Preferred Language/), "Spanish");
  await user.type(screen.getByLabelText(/Tell Us What Happened/), "Officers pushed me to the ground.");
  await user.type(screen.getByLabelText(/Location of Incident/), "Santa Rosa");
  await user.type(screen.getByLabelText(/Police Agency Involved/), "Santa Rosa Police Department");
  await user.click(screen.getByRole("radio", { name: "No" }));
  await user.selectOptions(screen.getByLabelText(/How Did You Hear About Us/), "Google search");
}

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;

beforeEach(() => {
  fetchMock = vi.fn<typeof fetch>();
  vi.stubGlobal("fetch", fetchMock);
});

afterEach(() => {
  cleanup();
  document.body.innerHTML = "";
  // Each test starts without the draft another one typed (form-draft.ts keeps it in the tab).
  sessionStorage.clear();
  vi.unstubAllGlobals();
  vi.mocked(showToast).mockReset();
  vi.restoreAllMocks();
});

describe("CaseEvaluationForm", () => {
  it("shows the title, the confidentiality statement and every field with a visible label", () => {
    renderForm();
    expect(screen.getByRole("heading", { name: "Case Evaluation Request Form" })).toBeInTheDocument();
    expect(screen.getByText(/confidential and privileged/, { selector: "span" })).toBeVisible();

    expect(screen.getByLabelText(/First Name/)).toHaveAttribute("type", "text");
    expect(screen.getByLabelText(/Last Name/)).toHaveAttribute("type", "text");
    expect(screen.getByLabelText(/Email Address/)).toHaveAttribute("type", "email");
    expect(screen.getByLabelText(/Phone Number/)).toHaveAttribute("type", "tel");
    expect(screen.getByLabelText(/Tell Us What Happened/).tagName).toBe("TEXTAREA");
    expect(screen.getByLabelText(/Tell Us What Happened/).className).toMatch(/\bmin-h-30\b/);
    expect(screen.getByLabelText(/Police Agency Involved/)).toBeInTheDocument();
    expect(screen.getByLabelText(/Location of Incident/)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: /Date of Incident \(optional\)/ })).toHaveAttribute(
      "aria-haspopup",
      "dialog",
    );
    const charges = screen.getByRole("radiogroup", { name: /pending criminal charges/ });
    expect(
      within(charges)
        .getAllByRole("radio")
        .map((radio) => radio.getAttribute("value")),
    ).toEqual(["yes", "no", "unknown"]);
    expect(within(charges).getByRole("radio", { name: "I don't know" })).toHaveAttribute("value", "unknown");

    const languages = within(screen.getByLabelText(/Preferred Language/)).getAllByRole("option");
    expect(languages.slice(1).map((option) => option.textContent)).toEqual([...PREFERRED_LANGUAGES]);
    const sources = within(screen.getByLabelText(/How Did You Hear About Us/)).getAllByRole("option");
    expect(sources.slice(1).map((option) => option.textContent)).toEqual([...HOW_HEARD_OPTIONS]);

    expect(screen.getByText(/does not create an attorney-client relationship/)).toBeVisible();
    expect(screen.getByText(/goes only to .+'s office\. Our mail provider carries it there/)).toBeVisible();
    expect(screen.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", "/privacy");
    expect(screen.getByRole("button", { name: "Submit Case Evaluation Request" })).toBeEnabled();
  });

  it("hides the honeypot from assistive technology and from the tab order", () => {
    const { container } = renderForm();
    const honeypot = container.querySelector<HTMLInputElement>(`input[name="${HONEYPOT_FIELD}"]`)!;
    expect(honeypot).toHaveAttribute("tabindex", "-1");
    expect(honeypot).toHaveAttribute("autocomplete", "off");
    expect(honeypot.closest("[aria-hidden='true']")).not.toBeNull();
    expect(screen.queryByRole("textbox", { name: /Leave this field empty/ })).not.toBeInTheDocument();
  });

  it("on an empty submit shows every message under its field and focuses the first", async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole("button", { name: "Submit Case Evaluation Request" }));

    const expectations: [HTMLElement, string][] = [
      [screen.getByLabelText(/First Name/), "First name is required"],
      [screen.getByLabelText(/Last Name/), "Last name is required"],
      [screen.getByLabelText(/Email Address/), "Please enter a valid email address"],
      [screen.getByLabelText(/Phone Number/), "Please enter a valid phone number"],
      [screen.getByLabelText(/Preferred Language/), "Please select your preferred language"],
      [screen.getByLabelText(/Tell Us What Happened/), "Please provide at least 20 characters describing your case"],
      [screen.getByRole("radiogroup"), "Please select whether you have pending criminal charges"],
      [screen.getByLabelText(/Police Agency Involved/), "Please specify the police agency involved"],
      [screen.getByLabelText(/Location of Incident/), "Please provide the location of the incident"],
      [screen.getByLabelText(/How Did You Hear About Us/), "Please tell us how you heard about us"],
    ];
    for (const [field, message] of expectations) {
      expect(field).toHaveAttribute("aria-invalid", "true");
      expect(field).toHaveAccessibleDescription(expect.stringContaining(message));
    }
    expect(screen.getByRole("button", { name: /Date of Incident/ })).not.toHaveAttribute("aria-invalid");
    expect(screen.getByLabelText(/First Name/)).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(showToast).not.toHaveBeenCalled();
  });

  it("checks a field once it has been touched, and clears the message when fixed", async () => {
    const user = userEvent.setup();
    renderForm();
    const email = screen.getByLabelText(/Email Address/);
    await user.type(email, "maria@");
    expect(email).not.toHaveAttribute("aria-invalid");
    await user.tab();
    expect(email).toHaveAttribute("aria-invalid", "true");
    expect(email).toHaveAccessibleDescription("Please enter a valid email address");
    await user.type(email, "example.com");
    expect(email).not.toHaveAttribute("aria-invalid");
    expect(screen.queryByText("Please enter a valid email address")).not.toBeInTheDocument();
    // Fields not yet visited stay quiet.
    expect(screen.queryByText("First name is required")).not.toBeInTheDocument();
  });

  it("sends the payload, says so while sending, then confirms and resets the form", async () => {
    const user = userEvent.setup();
    vi.spyOn(console, "info").mockImplementation(() => {});
    let answer!: (response: Response) => void;
    fetchMock.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderForm();
    await fillValidForm(user);
    // The optional question on reaching them (issue 35) travels with the spec's fields.
    await user.click(screen.getByRole("radio", { name: "Call or text, but do not leave a voicemail" }));
    await user.type(screen.getByLabelText(/A safe time to reach you/), "after 6 PM");
    await user.click(screen.getByRole("button", { name: "Submit Case Evaluation Request" }));

    const sending = screen.getByRole("button", { name: "Submitting..." });
    expect(sending).toBeDisabled();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe("/functions/v1/send-contact-email");
    expect(JSON.parse(String(init?.body))).toEqual({
      firstName: "Maria",
      lastName: "Lopez",
      email: "maria@example.com",
      phone: "707 555 0199",
      preferredLanguage: "Spanish",
      caseDescription: "Officers pushed me to the ground.",
      pendingCharges: "no",
      policeAgency: "Santa Rosa Police Department",
      incidentDate: "",
      incidentLocation: "Santa Rosa",
      howHeardAboutUs: "Google search",
      reachBy: "no-voicemail",
      safeTime: "after 6 PM",
      [HONEYPOT_FIELD]: "",
    });
    expect((init?.headers as Record<string, string>)["Idempotency-Key"]).toMatch(/^[0-9a-f-]{36}$/);

    await act(async () => answer(Response.json({ ok: true, id: "req_1" })));
    await vi.waitFor(() => expect(showToast).toHaveBeenCalledWith(success));
    // The confirmation takes the form's place until the visitor asks for a fresh one.
    expect(screen.getByRole("heading", { name: "Your request has arrived" })).toHaveFocus();
    // What was typed is no longer kept in the tab.
    expect(sessionStorage.getItem(DRAFT_STORAGE_KEY)).toBeNull();
    await user.click(screen.getByRole("button", { name: "Send another request" }));
    expect(screen.getByRole("button", { name: "Submit Case Evaluation Request" })).toBeEnabled();
    expect(screen.getByLabelText(/First Name/)).toHaveValue("");
    expect(screen.getByLabelText(/Tell Us What Happened/)).toHaveValue("");
    expect(screen.getByLabelText(/Preferred Language/)).toHaveValue("");
    expect(screen.getByRole("radio", { name: "No" })).not.toBeChecked();
    // The fresh form is not in an error state.
    expect(screen.queryByText("First name is required")).not.toBeInTheDocument();
  });

  it("offers the next open times and the pick page when the answer brings them, and says so when none is open", async () => {
    const user = userEvent.setup();
    vi.spyOn(console, "info").mockImplementation(() => {});
    // Tuesday December 8, 2026, 10 AM and 10:30 AM in California.
    const times = [Date.UTC(2026, 11, 8, 18), Date.UTC(2026, 11, 8, 18, 30)];
    const url = `https://law.example/book/${"a".repeat(43)}`;
    fetchMock.mockResolvedValueOnce(Response.json({ ok: true, id: "req_1", booking: { url, next: times } }));
    renderForm();
    await fillValidForm(user);
    await user.click(screen.getByRole("button", { name: "Submit Case Evaluation Request" }));
    await vi.waitFor(() => expect(screen.getByText("Choose a time for your free consultation")).toBeInTheDocument());
    const first = screen.getByRole("link", {
      name: "Hold this time: Tuesday, December 8, 10:00 AM (California time)",
    });
    expect(first).toHaveAttribute("href", url);
    expect(screen.getByRole("link", { name: "See more times" })).toHaveAttribute("href", url);

    await user.click(screen.getByRole("button", { name: "Send another request" }));
    fetchMock.mockResolvedValueOnce(Response.json({ ok: true, id: "req_2", booking: { url, next: [] } }));
    await fillValidForm(user);
    await user.click(screen.getByRole("button", { name: "Submit Case Evaluation Request" }));
    await vi.waitFor(() =>
      expect(screen.getByText(/No time is open in the next days: the office will contact you/)).toBeInTheDocument(),
    );
    expect(screen.queryByRole("link", { name: "See more times" })).not.toBeInTheDocument();
  });

  it("on failure logs the error, shows the error toast, keeps the data and retries with the same key", async () => {
    const user = userEvent.setup();
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    vi.spyOn(console, "info").mockImplementation(() => {});
    fetchMock.mockResolvedValueOnce(Response.json({ error: { code: "internal" } }, { status: 500 }));
    renderForm();
    await fillValidForm(user);
    const submit = screen.getByRole("button", { name: "Submit Case Evaluation Request" });
    await user.click(submit);

    await vi.waitFor(() => expect(showToast).toHaveBeenCalledWith(failure));
    expect(logged).toHaveBeenCalledWith(expect.any(String), "HTTP error! status: 500");
    expect(JSON.stringify(logged.mock.calls)).not.toContain("Maria");
    expect(screen.getByLabelText(/First Name/)).toHaveValue("Maria");
    expect(screen.getByRole("radio", { name: "No" })).toBeChecked();
    expect(submit).toBeEnabled();
    expect(submit).toHaveTextContent("Submit Case Evaluation Request");

    const firstKey = (fetchMock.mock.calls[0]![1]?.headers as Record<string, string>)["Idempotency-Key"];
    fetchMock.mockResolvedValueOnce(Response.json({ error: {} }, { status: 503 }));
    await user.click(submit);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect((fetchMock.mock.calls[1]![1]?.headers as Record<string, string>)["Idempotency-Key"]).toBe(firstKey);
    await vi.waitFor(() => expect(showToast).toHaveBeenCalledTimes(2));

    await user.type(screen.getByLabelText(/Last Name/), "-Diaz");
    fetchMock.mockResolvedValueOnce(Response.json({ ok: true, id: "req_9" }));
    await user.click(submit);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(3));
    expect((fetchMock.mock.calls[2]![1]?.headers as Record<string, string>)["Idempotency-Key"]).not.toBe(firstKey);
    await vi.waitFor(() => expect(showToast).toHaveBeenLastCalledWith(success));
  });

  it("after a 429 says how long to wait (the server's Retry-After), and keeps the data", async () => {
    const user = userEvent.setup();
    vi.spyOn(console, "error").mockImplementation(() => {});
    fetchMock.mockResolvedValueOnce(
      Response.json({ error: { code: "rate_limited" } }, { status: 429, headers: { "Retry-After": "240" } }),
    );
    renderForm();
    await fillValidForm(user);
    await user.click(screen.getByRole("button", { name: "Submit Case Evaluation Request" }));
    await vi.waitFor(() =>
      expect(showToast).toHaveBeenCalledWith({
        variant: "destructive",
        title: "Please wait before sending again",
        description:
          "Several requests were sent from your connection in a short time. Please wait 4 minutes, then send it again, or call (707) 555-0142. What you wrote is still in the form.",
      }),
    );
    expect(screen.getByLabelText(/First Name/)).toHaveValue("Maria");
  });
});
