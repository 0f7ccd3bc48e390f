/** Debian's Chromium, started the way this machine allows (no sandbox, no background traffic). */
export const chromiumPath = process.env.CHROME_PATH || "/usr/bin/chromium";

export const chromiumArgs = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
