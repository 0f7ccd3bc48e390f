// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { contactRequestMessages } from "~/content/contact-request-messages";
import { messageWidgetCopy as rawWords, messageWidgetLauncherCopy } from "~/content/message-widget";
import { fillTokensDeep } from "~/content/model/tokens";
import { siteText } from "~/content/site-text";
import { OPEN_STORAGE_KEY } from "./storage-keys";

/** The interface words as the island fills them in, with the facts the page carries. */
const messageWidgetCopy = fillTokensDeep(rawWords, siteText.tokens);

/** A fresh page: the launcher reads the open flag once, and the panel keeps one conversation, per page. */
async function freshWidget() {
  vi.resetModules();
  const { MessageWidget, widgetPanel } = await import("./message-widget");
  // Fresh modules, so the same instance of the context as the fresh widget's.
  const { SiteTextProvider } = await import("~/lib/site-text");
  const panel = widgetPanel(async () => ({
    copy: messageWidgetCopy,
    messages: contactRequestMessages,
    language: "en",
    preferredLanguage: "English",
  }));
  return (
    <MemoryRouter>
      <SiteTextProvider value={siteText}>
        <MessageWidget copy={messageWidgetLauncherCopy} panel={panel} />
      </SiteTextProvider>
    </MemoryRouter>
  );
}

beforeAll(() => {
  // jsdom has no matchMedia; the panel asks whether the pointer is fine (a mouse).
  window.matchMedia = vi.fn((query: string) => ({ matches: query === "(pointer: fine)" }) as MediaQueryList);
});

afterEach(() => {
  cleanup();
  document.body.innerHTML = "";
  sessionStorage.clear();
});

// The panel's code (with the schema) loads lazily, which takes a moment in a test.
const LAZY = { timeout: 10_000 };

describe("the launcher", () => {
  it("is rendered closed on the server, as a named button", async () => {
    const html = renderToString(await freshWidget());
    const container = document.createElement("div");
    container.innerHTML = html;
    const button = container.querySelector("button")!;
    expect(button.getAttribute("aria-label")).toBe(messageWidgetLauncherCopy.openLabel);
    expect(button.getAttribute("aria-expanded")).toBe("false");
    expect(button.hasAttribute("hidden")).toBe(false);
    expect(container.querySelector("dialog")).toBeNull();
  });

  it("hydrates without a mismatch, then reopens a panel that was open before a reload", async () => {
    const widget = await freshWidget();
    const container = document.createElement("div");
    container.innerHTML = renderToString(widget);
    document.body.append(container);
    sessionStorage.setItem(OPEN_STORAGE_KEY, "1");
    const recoverable = vi.fn();
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const root = await act(async () => hydrateRoot(container, widget, { onRecoverableError: recoverable }));

    expect(await screen.findByRole("dialog", { name: messageWidgetCopy.title }, LAZY)).toBeVisible();
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    // Restored, not opened by the visitor: focus stays where it was.
    expect(document.activeElement).toBe(document.body);
    errors.mockRestore();
    act(() => root.unmount());
    container.remove();
  });

  it("opens the panel with focus in the message box, and Escape brings focus back", async () => {
    const user = userEvent.setup();
    render(await freshWidget());
    const launcher = screen.getByRole("button", { name: messageWidgetLauncherCopy.openLabel });

    await user.click(launcher);
    const dialog = await screen.findByRole("dialog", { name: messageWidgetCopy.title }, LAZY);
    expect(launcher).toHaveAttribute("aria-expanded", "true");
    expect(sessionStorage.getItem(OPEN_STORAGE_KEY)).toBe("1");
    await waitFor(() => expect(screen.getByRole("textbox", { name: messageWidgetCopy.messageLabel })).toHaveFocus());
    expect(dialog).toContainElement(document.activeElement as HTMLElement);

    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(launcher).toHaveAttribute("aria-expanded", "false");
    expect(launcher).toHaveFocus();
    expect(sessionStorage.getItem(OPEN_STORAGE_KEY)).toBeNull();
  });

  it("Enter sends, Shift+Enter starts a new line, blank messages are ignored", async () => {
    const user = userEvent.setup();
    render(await freshWidget());
    await user.click(screen.getByRole("button", { name: messageWidgetLauncherCopy.openLabel }));
    const box = await screen.findByRole("textbox", { name: messageWidgetCopy.messageLabel }, LAZY);
    const log = screen.getByRole("log", { name: messageWidgetCopy.messagesLabel });
    const before = log.querySelectorAll("li").length;

    await user.type(box, "   {Enter}");
    expect(log.querySelectorAll("li")).toHaveLength(before);

    await user.clear(box);
    await user.type(box, "first line{Shift>}{Enter}{/Shift}second line");
    expect(box).toHaveValue("first line\nsecond line");
    await user.keyboard("{Enter}");
    expect(box).toHaveValue("");
    expect(log.querySelectorAll("li")).toHaveLength(before + 1);
    expect(log.querySelector("li:last-child")).toHaveTextContent("first line second line");
  });
});
