/**
 * `npm run office:link -- <address>`: prints a sign-in link for an address of OFFICE_EMAILS,
 * for when mail itself is what is broken. Whoever has a shell on the server is trusted
 * already; the link is stored as a hash like any other and never mailed.
 */
import { databasePath, loadConfig, loadDotEnv, siteOrigin } from "../config";
import { openSqliteDatabase } from "../contact/database";
import { issueSignInLink } from "./service";
import { createSqlOfficeStore } from "./store";

async function main() {
  const email = (process.argv[2] ?? "").trim().toLowerCase();
  loadDotEnv();
  const config = loadConfig();
  if (!email) {
    console.error("Usage: npm run office:link -- <address>   (one of OFFICE_EMAILS)");
    process.exit(2);
  }
  if (!config.OFFICE_EMAILS.includes(email)) {
    console.error(`${email} is not one of OFFICE_EMAILS (${config.OFFICE_EMAILS.join(", ")}): no link.`);
    process.exit(1);
  }
  const { db, executor } = await openSqliteDatabase(databasePath(config.DATABASE_URL));
  try {
    const url = await issueSignInLink(createSqlOfficeStore(db, executor), {
      origin: siteOrigin(config),
      ttlMs: config.OFFICE_LINK_TTL_SECONDS * 1000,
      email,
      mailed: false,
    });
    console.log(
      `Sign-in link for ${email}, valid ${Math.round(config.OFFICE_LINK_TTL_SECONDS / 60)} minutes, once:\n${url}`,
    );
  } finally {
    await executor.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
