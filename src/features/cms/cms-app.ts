// The content manager's own bundle (built by scripts/cms-build.ts into /cms, never part of the site's
// chunks). Decap CMS reads its generated config from the link in /cms/index.html.
import CMS from "decap-cms-app";

CMS.init();
