/** The round button on every page. Its own module, so that only these few words ship with every page (the panel's load with the panel). */
export const messageWidgetLauncherCopy = {
  openLabel: `Message {attorney}'s office`,
  loading: "Opening messages…",
  unavailable: `Messages could not be opened. Please check your connection, or call {phone}.`,
  close: "Close messages",
};
