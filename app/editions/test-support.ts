/**
 * For unit tests that render or read pages' words outside a server render: the first version,
 * as the build prerenders it. Import it for its effect.
 */
import { firstVersion } from "~/content/model/first-version.server";
import { imageResolver, NO_MEDIA } from "./artwork";
import { setContentSource } from "./current";
import { createSiteContent, type SiteContent } from "./site-content";

let first: SiteContent | undefined;
setContentSource(() => (first ??= createSiteContent(firstVersion(), imageResolver(NO_MEDIA))));
