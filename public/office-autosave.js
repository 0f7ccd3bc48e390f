// The site editor's autosave (/office/site/edit/…): a form marked data-autosave posts itself a
// moment after each change, as its Save button would, and says so; the page works without it.
// Another editor's save in between stops it: Save then shows both versions.
(() => {
  const form = document.querySelector("form[data-autosave]");
  if (!form || !window.fetch) return;
  const status = form.querySelector("[data-autosave-status]");
  const revision = form.querySelector('input[name="revision"]');
  let timer;
  let stopped = false;
  let inFlight = false;
  const say = (text) => {
    if (status) status.textContent = text;
  };
  async function save() {
    if (stopped || inFlight) return;
    inFlight = true;
    say("Saving…");
    const body = new URLSearchParams(new FormData(form));
    body.set("autosave", "1");
    try {
      const response = await fetch(form.dataset.autosave, {
        method: "POST",
        body,
        headers: { Accept: "application/json" },
        credentials: "same-origin",
      });
      const answer = await response.json();
      if (answer.saved) {
        if (revision) revision.value = String(answer.revision);
        say(`Saved at ${new Date().toLocaleTimeString([], { hour: "numeric", minute: "2-digit" })}.`);
      } else if (answer.conflict) {
        stopped = true;
        say("Someone else saved this part meanwhile. Press Save to see both versions.");
      } else {
        say(
          `Not saved yet: ${answer.errors} field${answer.errors === 1 ? "" : "s"} to correct. Press Save to see which.`,
        );
      }
    } catch {
      say("Not saved: the server could not be reached. Your text is still here; press Save to try again.");
    } finally {
      inFlight = false;
    }
  }
  form.addEventListener("input", (event) => {
    if (event.target && event.target.type === "file") return;
    clearTimeout(timer);
    timer = setTimeout(save, 1500);
  });
})();
