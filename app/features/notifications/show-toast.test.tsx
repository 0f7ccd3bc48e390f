// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { toast } from "sonner";
import { afterEach, describe, expect, it, vi } from "vitest";
import { LazyToaster } from "./lazy-toaster";
import { showToast } from "./show-toast";

const notice = { title: "Message Sent", description: "Your message has been sent." };
const politeRegion = () => document.querySelector('[aria-live="polite"]');

afterEach(() => {
  cleanup();
  document.documentElement.lang = "";
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("showToast", () => {
  it("mounts the outlet on demand and hands over the toast only once its live region is in the page", async () => {
    // The idle callback never comes: only the toast itself can bring the outlet in.
    vi.stubGlobal("requestIdleCallback", () => 1);
    vi.stubGlobal("cancelIdleCallback", () => {});
    const regionWhenShown: (Element | null)[] = [];
    vi.spyOn(toast, "success").mockImplementation((...args) => {
      regionWhenShown.push(politeRegion());
      vi.mocked(toast.success).mockRestore();
      return toast.success(...args);
    });
    render(<LazyToaster />);
    expect(politeRegion()).toBeNull();

    // Not inside act(): the outlet has to render while the toast waits for it.
    await showToast(notice);

    expect(regionWhenShown).toHaveLength(1);
    expect(regionWhenShown[0]).toBeInstanceOf(HTMLElement);
    const title = await screen.findByText(notice.title);
    expect(title.closest('[aria-live="polite"]')).toBe(regionWhenShown[0]);
    expect(screen.getByText(notice.description).closest('[aria-live="polite"]')).toBe(regionWhenShown[0]);
  });

  it("names the outlet and the close button in the page's language", async () => {
    vi.stubGlobal("requestIdleCallback", () => 1);
    vi.stubGlobal("cancelIdleCallback", () => {});
    document.documentElement.lang = "es";
    // A page loads the outlet once, in its own language: a fresh copy of the modules is such a page.
    vi.resetModules();
    const fresh = { ...(await import("./lazy-toaster")), ...(await import("./show-toast")) };
    render(<fresh.LazyToaster />);

    await fresh.showToast(notice);

    await screen.findByText(notice.title);
    expect(document.querySelector("section[aria-label]")?.getAttribute("aria-label")).toMatch(/^Notificaciones\b/);
    expect(screen.getAllByRole("button", { name: "Cerrar el aviso" }).length).toBeGreaterThan(0);
    expect(screen.queryByRole("button", { name: "Close toast" })).toBeNull();
  });
});
