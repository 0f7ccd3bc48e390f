import type { Config } from "../config";
import type { DeliveryQueue } from "../mail/delivery-loop";
import { composeBatchMail, composeContactMail } from "./notification-mail";
import type { RequestsRepository, StoredContactRequest } from "./repository";

/** The office's notification of each request, as the delivery loop sends it: paced, so a flood comes as digests. */
export function notificationQueue(
  requests: RequestsRepository,
  mail: Pick<Config["mail"], "from" | "to" | "perHour" | "digestIntervalMs">,
  {
    onDeliveredUnsettled,
    officeOrigin,
  }: {
    /** A message went out for a request that was no longer pending by then (erased, or marked spam). */
    onDeliveredUnsettled?: (id: string) => Promise<void>;
    /** The site's origin: each notification links to its request's page in the office. */
    officeOrigin?: string;
  } = {},
): DeliveryQueue<StoredContactRequest> {
  const settings = { from: mail.from, to: mail.to, officeOrigin };
  return {
    name: "notification",
    claim: (options) => requests.claimNotifications(options),
    async settle(item, settlement, at) {
      const settled = await requests.settleNotification(item.id, settlement, at);
      if (!settled && settlement.state === "delivered") await onDeliveredUnsettled?.(item.id);
    },
    release: (item) => requests.releaseNotification(item.id),
    nextDueAt: () => requests.nextNotificationDueAt(),
    dueNow: (now) => requests.notificationsDueNow(now),
    compose: (item) => composeContactMail(item, settings),
    describe: (item) => ({ contactId: item.id }),
    pacing: {
      perHour: mail.perHour,
      digestIntervalMs: mail.digestIntervalMs,
      composeDigest: (items) => composeBatchMail(items, settings),
    },
  };
}
