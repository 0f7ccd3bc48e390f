/**
 * Translation awaiting the firm's review (assembled from the Spanish modules it imports).
 * The Spanish edition's chrome words, as the layout route and the frame's islands take them.
 */
import { siteTextOf } from "~/lib/site-text";
import * as layout from "./layout";
import * as launcher from "./message-widget-launcher";
import * as navigation from "./navigation";
import * as shared from "./shared";

export const siteText = siteTextOf("es", { layout, launcher, navigation, shared });
