package api

import "wandelwijs.nl/platform/site"

// shopPages are the shop's pages as paths on this site, for redirects: site.Links
// without a PublicURL.
var shopPages = site.Links{}
