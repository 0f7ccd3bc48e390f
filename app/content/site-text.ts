/** The English edition's chrome words, as the layout route and the frame's islands take them (and tests render with). */
import { siteTextOf } from "~/lib/site-text";
import * as layout from "./layout";
import * as launcher from "./message-widget-launcher";
import * as navigation from "./navigation";
import * as shared from "./shared";

export const siteText = siteTextOf("en", { layout, launcher, navigation, shared });
