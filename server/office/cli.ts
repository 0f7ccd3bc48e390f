/**
 * `npm run office:link -- <address>`: prints a sign-in link for an address of OFFICE_EMAILS,
 * for when mail itself is what is broken. Whoever has a shell on the server is trusted
 * already; the link is stored as a hash like any other and never mailed. It opens whatever
 * DATABASE_URL names, as the server does.
 */
import { commandConfig, runCommand, withDatabase } from "./command";
import { createLinksRepository } from "./links-repository";
import { issueSignInLink } from "./sign-in";

runCommand(async () => {
  const email = (process.argv[2] ?? "").trim().toLowerCase();
  const config = commandConfig();
  if (!email) {
    console.error("Usage: npm run office:link -- <address>   (one of OFFICE_EMAILS)");
    process.exit(2);
  }
  if (!config.office.emails.includes(email)) {
    console.error(`${email} is not one of OFFICE_EMAILS (${config.office.emails.join(", ")}): no link.`);
    process.exit(1);
  }
  await withDatabase(config, async (database) => {
    const url = await issueSignInLink(createLinksRepository(database), {
      origin: config.site.origin,
      ttlMs: config.office.linkTtlMs,
      email,
    });
    console.log(
      `Sign-in link for ${email}, valid ${Math.round(config.office.linkTtlMs / 60_000)} minutes, once:\n${url}`,
    );
  });
});
