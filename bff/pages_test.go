package main

import (
	"context"
	"encoding/json"
	"encoding/xml"
	"html/template"
	"image/png"
	"maps"
	"net/http"
	"net/http/httptest"
	"os"
	"path"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"
	"time"

	"golang.org/x/net/html"

	"wandelwijs.nl/bff/pages"
	"wandelwijs.nl/domain/media"
	"wandelwijs.nl/domain/media/mediatest"
	"wandelwijs.nl/migrations/testdb"
	"wandelwijs.nl/platform/database"
	"wandelwijs.nl/platform/format"
	"wandelwijs.nl/platform/rules"
	"wandelwijs.nl/platform/site"
	"wandelwijs.nl/shop/shoptest"
)

// The shop's pages are tested against the real shop (services/shop assembled by
// shoptest on a fresh database) behind the real BFF handler, with the shop SPA's own
// index.html.

const public = "https://wandelwijs.example"

// evilTitle and evilDesc try to end the title, an attribute and the JSON-LD script.
const (
	evilTitle = `Denken </script><script>alert(1)</script> over "vrijheid" & 'plicht' </title>`
	evilDesc  = `Kort "citaat" <b>vet</b> & </script> '</meta>`
)

// doc is what a served page's head says.
type doc struct {
	title    string
	meta     map[string]string // by name or property
	links    map[string]string // by rel
	ldJSON   []string          // the text of each application/ld+json script
	data     string            // the text of the page's data script (application/json)
	preload  []string          // the modulepreload links
	styles   []string          // the style sheets preloaded
	other    int               // the other script elements
	root     bool              // the SPA's <div id="root"> is there
	lang     string            // <html lang>
	noscript string            // the text of <noscript>
	// alternates are the alternate links' addresses by hreflang.
	alternates map[string]string
}

func parseDoc(t *testing.T, body string) doc {
	t.Helper()
	n, err := html.Parse(strings.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	d := doc{meta: map[string]string{}, links: map[string]string{}, alternates: map[string]string{}}
	var walk func(*html.Node)
	walk = func(n *html.Node) {
		if n.Type == html.ElementNode {
			attr := map[string]string{}
			for _, a := range n.Attr {
				attr[a.Key] = a.Val
			}
			switch n.Data {
			case "html":
				d.lang = attr["lang"]
			case "title":
				if n.FirstChild != nil {
					d.title = n.FirstChild.Data
				}
			case "meta":
				key := attr["name"] + attr["property"]
				if _, dup := d.meta[key]; dup && key != "" {
					t.Errorf("meta %s appears twice", key)
				}
				d.meta[key] = attr["content"]
			case "link":
				d.links[attr["rel"]] = attr["href"]
				switch {
				case attr["rel"] == "alternate":
					if _, dup := d.alternates[attr["hreflang"]]; dup {
						t.Errorf("alternate %s appears twice", attr["hreflang"])
					}
					d.alternates[attr["hreflang"]] = attr["href"]
				case attr["rel"] == "modulepreload":
					d.preload = append(d.preload, attr["href"])
				case attr["rel"] == "preload" && attr["as"] == "style":
					d.styles = append(d.styles, attr["href"])
				}
			case "script":
				switch {
				case attr["type"] == "application/ld+json":
					if n.FirstChild != nil {
						d.ldJSON = append(d.ldJSON, n.FirstChild.Data)
					}
				case attr["type"] == "application/json" && attr["id"] == "page-data" && n.FirstChild != nil:
					if d.data != "" {
						t.Errorf("two page-data scripts")
					}
					d.data = n.FirstChild.Data
				default:
					d.other++
				}
			case "noscript":
				if n.FirstChild != nil {
					d.noscript = n.FirstChild.Data
				}
			case "div":
				d.root = d.root || attr["id"] == "root"
			}
		}
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			walk(c)
		}
	}
	walk(n)
	return d
}

// shopIndex is the shop SPA's index.html in a build folder of its own.
func shopIndex(t *testing.T) string {
	t.Helper()
	raw, err := os.ReadFile(filepath.Join("..", "apps", "shop", "index.html"))
	if err != nil {
		t.Fatal(err)
	}
	return writeDist(t, map[string]string{"index.html": string(raw)})
}

// pagesShop starts the shop with its walks and the BFF in front of it.
type pagesShop struct {
	shop *shoptest.Shop
	bff  http.Handler
	// start is when the walk "ochtend" starts; "voorbij" started two days ago.
	start, past time.Time
}

func startPagesShop(t *testing.T) pagesShop {
	t.Helper()
	day := 24 * time.Hour
	start := time.Now().Add(10 * day).Truncate(time.Hour)
	past := time.Now().Add(-2 * day)
	shop := shoptest.Start(t, shoptest.Options{Seed: func(db *database.DB) {
		insertPageWalk(t, db, "ochtend", "Ochtend in het bos", "Een frisse start.", start, true, 15, "https://images.example/bos.jpg")
		insertPageWalk(t, db, "storm", "Storm op de heide", "Uitwaaien en nadenken.", start.Add(day), true, 15, "")
		insertPageWalk(t, db, "citaat", evilTitle, evilDesc, start.Add(2*day), true, 15, "")
		vol := insertPageWalk(t, db, "vol", "Volle maan", "Wandelen bij maanlicht.", start.Add(3*day), true, 1, "")
		insertPageWalk(t, db, "voorbij", "Voorbij", "Al gelopen.", past, true, 15, "")
		insertPageWalk(t, db, "verborgen", "Verborgen pad", "Nog niet gepubliceerd.", start.Add(4*day), false, 15, "")
		exec(t, db, `UPDATE walks SET cancelled_at = now(), cancel_reason = 'Storm voorspeld, het bos is gesloten.' WHERE slug = 'storm'`)
		exec(t, db, testdb.WithPositions(`INSERT INTO bookings (walk_id, customer_name, customer_email, qty, total_cents, status)
			VALUES (?, 'Gast', 'gast@example.nl', 1, 2500, 'PAID')`), vol)
	}})
	h, err := newHandler(Config{ShopURL: shop.URL, AdminURL: backend(t, "admin").URL, ShopDist: shopIndex(t),
		AdminDist: t.TempDir(), PublicURL: public})
	if err != nil {
		t.Fatal(err)
	}
	return pagesShop{shop: shop, bff: h, start: start, past: past}
}

func insertPageWalk(t *testing.T, db *database.DB, slug, title, short string, start time.Time, published bool, max int, cover string) string {
	t.Helper()
	var id string
	err := db.QueryRowContext(context.Background(), `INSERT INTO walks (slug, title, city, address, short_desc, full_desc,
		date_start, date_end, price_cents, max_participants, published, cover_image_url)
		VALUES (?, ?, 'Wageningen', 'Grebbedijk 1', ?, 'Lang verhaal.', ?, ?, 2500, ?, ?, NULLIF(?, '')) RETURNING id`,
		slug, title, short, start, start.Add(150*time.Minute), max, published, cover).Scan(&id)
	if err != nil {
		t.Fatalf("insert walk %s: %v", slug, err)
	}
	return id
}

func exec(t *testing.T, db *database.DB, query string, args ...any) {
	t.Helper()
	if _, err := db.ExecContext(context.Background(), query, args...); err != nil {
		t.Fatalf("%s: %v", query, err)
	}
}

// shared is the description of a shared link to a walk of the test shop (Wageningen,
// € 25,00) starting at start, e.g. "Zaterdag 5 december 2026 om 09:30 in Wageningen,
// € 25,00 per persoon. Een frisse start."
func shared(start time.Time, short string) string {
	when := format.DateTime(start)
	return strings.ToUpper(when[:1]) + when[1:] + " in Wageningen, €\u00a025,00 per persoon. " + short
}

func TestShopPageHeads(t *testing.T) {
	s := startPagesShop(t)
	table := site.Pages()
	descriptionOf := func(path string) string {
		for _, p := range table.Pages {
			if p.Path == path {
				return p.Description
			}
		}
		t.Fatalf("%s is not in pages.json", path)
		return ""
	}
	tests := []struct {
		path, title, canonical string
		status                 int
		noindex                bool
		description, image     string
	}{
		{"/", "Filosofische wandelingen rond Wageningen | Wandelwijs", public + "/", 200, false, table.Description, public + "/og-image.png"},
		{"/wandelingen", "Filosofische wandelingen rond Wageningen | Wandelwijs", public + "/", 200, false, table.Description, public + "/og-image.png"},
		{"/contact", "Contact | Wandelwijs", public + "/contact", 200, false, descriptionOf("/contact"), public + "/og-image.png"},
		{"/over-ons/", "Over ons | Wandelwijs", public + "/over-ons", 200, false, descriptionOf("/over-ons"), public + "/og-image.png"},
		{"/wandelingen/ochtend", "Ochtend in het bos | Wandelwijs", public + "/wandelingen/ochtend", 200, false, shared(s.start, "Een frisse start."), "https://images.example/bos.jpg"},
		{"/wandelingen/storm", "Storm op de heide | Wandelwijs", public + "/wandelingen/storm", 200, false, "Geannuleerd: Storm voorspeld, het bos is gesloten. Uitwaaien en nadenken.", public + "/og-image.png"},
		{"/wandelingen/voorbij", "Voorbij | Wandelwijs", public + "/wandelingen/voorbij", 200, false, shared(s.past, "Al gelopen."), public + "/og-image.png"},
		{"/boeken/ochtend", "Ochtend in het bos boeken | Wandelwijs", public + "/boeken/ochtend", 200, true, shared(s.start, "Een frisse start."), "https://images.example/bos.jpg"},
		{"/wandelingen/verborgen", "Wandeling niet gevonden | Wandelwijs", "", 404, true, table.Description, public + "/og-image.png"},
		{"/wandelingen/bestaat-niet", "Wandeling niet gevonden | Wandelwijs", "", 404, true, table.Description, public + "/og-image.png"},
		{"/wandelingen/%00", "Wandeling niet gevonden | Wandelwijs", "", 404, true, table.Description, public + "/og-image.png"},
		{"/boeken/voorbij", "Wandeling niet gevonden | Wandelwijs", "", 404, true, table.Description, public + "/og-image.png"},
		{"/boeken/verborgen", "Wandeling niet gevonden | Wandelwijs", "", 404, true, table.Description, public + "/og-image.png"},
		{"/bestaat/niet", "Pagina niet gevonden | Wandelwijs", "", 404, true, table.Description, public + "/og-image.png"},
		{"/wandelingen/ochtend/extra", "Pagina niet gevonden | Wandelwijs", "", 404, true, table.Description, public + "/og-image.png"},
		{"/booking-success?bookingId=3f1c", "Betalingsstatus controleren... | Wandelwijs", public + "/booking-success", 200, true, table.Description, public + "/og-image.png"},
		{"/booking/complete/3f1c", "Je boeking | Wandelwijs", public + "/booking/complete/3f1c", 200, true, table.Description, public + "/og-image.png"},
		{"/boeking/geheim-token", "Je boeking | Wandelwijs", public + "/boeking/geheim-token", 200, true, table.Description, public + "/og-image.png"},
		{"/voucher-success/3f1c", "Betalingsstatus controleren... | Wandelwijs", public + "/voucher-success/3f1c", 200, true, table.Description, public + "/og-image.png"},
		{"/login", "Inloggen | Wandelwijs", public + "/login", 200, true, table.Description, public + "/og-image.png"},
		{"/profiel", "Mijn profiel | Wandelwijs", public + "/profiel", 200, true, table.Description, public + "/og-image.png"},
		{"/mijn-wandelingen", "Mijn wandelingen | Wandelwijs", public + "/mijn-wandelingen", 200, true, table.Description, public + "/og-image.png"},
	}
	for _, tt := range tests {
		t.Run(tt.path, func(t *testing.T) {
			rec := get(s.bff, "GET", tt.path)
			if rec.Code != tt.status {
				t.Fatalf("status %d, want %d", rec.Code, tt.status)
			}
			if ct := rec.Header().Get("Content-Type"); ct != "text/html; charset=utf-8" {
				t.Errorf("Content-Type %q", ct)
			}
			d := parseDoc(t, rec.Body.String())
			if !d.root || d.other != 1 {
				t.Errorf("not the SPA's page: root %v, %d other scripts", d.root, d.other)
			}
			if d.title != tt.title {
				t.Errorf("title %q, want %q", d.title, tt.title)
			}
			if d.links["canonical"] != tt.canonical || d.meta["og:url"] != tt.canonical {
				t.Errorf("canonical %q, og:url %q, want %q", d.links["canonical"], d.meta["og:url"], tt.canonical)
			}
			if _, ok := d.meta["robots"]; ok != tt.noindex || (ok && d.meta["robots"] != "noindex") {
				t.Errorf("robots %q, want noindex %v", d.meta["robots"], tt.noindex)
			}
			if d.meta["description"] != tt.description || d.meta["og:description"] != tt.description ||
				d.meta["twitter:description"] != tt.description {
				t.Errorf("description %q, og %q, twitter %q, want %q", d.meta["description"], d.meta["og:description"],
					d.meta["twitter:description"], tt.description)
			}
			ownTitle := strings.TrimSuffix(tt.title, " | Wandelwijs")
			if d.meta["og:title"] != ownTitle || d.meta["twitter:title"] != ownTitle {
				t.Errorf("og:title %q, twitter:title %q, want %q", d.meta["og:title"], d.meta["twitter:title"], ownTitle)
			}
			if d.meta["og:image"] != tt.image || d.meta["twitter:image"] != tt.image || d.meta["og:image:alt"] == "" {
				t.Errorf("og:image %q, twitter:image %q, want %q", d.meta["og:image"], d.meta["twitter:image"], tt.image)
			}
			defaultImage := tt.image == public+"/og-image.png"
			if sized := d.meta["og:image:width"] == "1200" && d.meta["og:image:height"] == "630"; sized != defaultImage {
				t.Errorf("og:image size %sx%s for image %s", d.meta["og:image:width"], d.meta["og:image:height"], tt.image)
			}
			if d.meta["og:locale"] != "nl_NL" || d.meta["twitter:card"] != "summary_large_image" || d.meta["og:type"] != "website" {
				t.Errorf("og:locale %q, twitter:card %q, og:type %q", d.meta["og:locale"], d.meta["twitter:card"], d.meta["og:type"])
			}
			wantLD := 0
			switch {
			case tt.path == "/":
				wantLD = 2
			case tt.status == 200 && strings.HasPrefix(tt.path, "/wandelingen/"):
				wantLD = 1
			}
			if len(d.ldJSON) != wantLD {
				t.Errorf("%d JSON-LD blocks, want %d", len(d.ldJSON), wantLD)
			}
			checkPageData(t, s, tt.path, tt.status, d)
		})
	}

	t.Run("HEAD of an unknown walk is a 404 without a body", func(t *testing.T) {
		if rec := get(s.bff, "HEAD", "/wandelingen/bestaat-niet"); rec.Code != 404 || rec.Body.Len() != 0 {
			t.Fatalf("%d with %d bytes", rec.Code, rec.Body.Len())
		}
	})

	t.Run("the home page lists the upcoming walks and says who we are", func(t *testing.T) {
		d := parseDoc(t, get(s.bff, "GET", "/").Body.String())
		var list struct {
			Context string `json:"@context"`
			Type    string `json:"@type"`
			Items   []struct {
				Type     string `json:"@type"`
				Position int    `json:"position"`
				URL      string `json:"url"`
			} `json:"itemListElement"`
		}
		var org map[string]any
		for _, block := range d.ldJSON {
			var typed struct {
				Type string `json:"@type"`
			}
			if err := json.Unmarshal([]byte(block), &typed); err != nil {
				t.Fatalf("JSON-LD %s: %v", block, err)
			}
			switch typed.Type {
			case "ItemList":
				_ = json.Unmarshal([]byte(block), &list)
			case "Organization":
				_ = json.Unmarshal([]byte(block), &org)
			}
		}
		var urls []string
		for i, it := range list.Items {
			if it.Type != "ListItem" || it.Position != i+1 {
				t.Errorf("item %d: %+v", i, it)
			}
			urls = append(urls, it.URL)
		}
		want := []string{public + "/wandelingen/ochtend", public + "/wandelingen/storm", public + "/wandelingen/citaat", public + "/wandelingen/vol"}
		if list.Context != "https://schema.org" || !slices.Equal(urls, want) {
			t.Errorf("ItemList %s with %v, want %v", list.Context, urls, want)
		}
		facts := site.Facts()
		if org["name"] != facts.Name || org["email"] != facts.Email || org["telephone"] != "+31317765432" ||
			org["url"] != public+"/" || org["@context"] != "https://schema.org" {
			t.Errorf("Organization %v", org)
		}
	})
}

// TestAWalkTitleCannotBreakOutOfTheHead: a title and description with </script>,
// </title>, quotes and ampersands come back as the same text in every tag and in the
// JSON-LD, and add no element to the page.
func TestAWalkTitleCannotBreakOutOfTheHead(t *testing.T) {
	s := startPagesShop(t)
	for _, path := range []string{"/wandelingen/citaat", "/boeken/citaat"} {
		rec := get(s.bff, "GET", path)
		if rec.Code != 200 {
			t.Fatalf("%s: status %d", path, rec.Code)
		}
		if strings.Contains(rec.Body.String(), "<script>alert") {
			t.Fatalf("%s: the title's script reached the page", path)
		}
		d := parseDoc(t, rec.Body.String())
		title := evilTitle
		if path == "/boeken/citaat" {
			title += " boeken"
		}
		if d.title != title+" | Wandelwijs" || d.meta["og:title"] != title || d.meta["twitter:title"] != title {
			t.Errorf("%s: title %q, og:title %q", path, d.title, d.meta["og:title"])
		}
		if want := shared(s.start.Add(48*time.Hour), evilDesc); d.meta["description"] != want || d.meta["og:description"] != want {
			t.Errorf("%s: description %q", path, d.meta["description"])
		}
		if d.other != 1 || !d.root {
			t.Errorf("%s: %d scripts besides JSON-LD, root %v: the page's structure changed", path, d.other, d.root)
		}
	}
	d := parseDoc(t, get(s.bff, "GET", "/wandelingen/citaat").Body.String())
	if len(d.ldJSON) != 1 {
		t.Fatalf("%d JSON-LD blocks", len(d.ldJSON))
	}
	var ev map[string]any
	if err := json.Unmarshal([]byte(d.ldJSON[0]), &ev); err != nil {
		t.Fatalf("JSON-LD %q: %v", d.ldJSON[0], err)
	}
	if ev["name"] != evilTitle || ev["description"] != evilDesc {
		t.Errorf("Event name %q, description %q", ev["name"], ev["description"])
	}
}

// TestEveryWalkPageCarriesAValidEvent parses each JSON-LD block of each walk page and
// checks the fields Google requires and recommends for an Event.
func TestEveryWalkPageCarriesAValidEvent(t *testing.T) {
	s := startPagesShop(t)
	tests := []struct {
		slug, status, availability string
		image                      bool
	}{
		{"ochtend", "https://schema.org/EventScheduled", "https://schema.org/InStock", true},
		{"storm", "https://schema.org/EventCancelled", "https://schema.org/SoldOut", false},
		{"citaat", "https://schema.org/EventScheduled", "https://schema.org/InStock", false},
		{"vol", "https://schema.org/EventScheduled", "https://schema.org/SoldOut", false},
		{"voorbij", "https://schema.org/EventScheduled", "https://schema.org/InStock", false},
	}
	for _, tt := range tests {
		t.Run(tt.slug, func(t *testing.T) {
			var want struct {
				DateStart, DateEnd, CreatedAt time.Time
			}
			err := s.shop.DB.QueryRowContext(context.Background(), `SELECT date_start, date_end, created_at FROM walks WHERE slug = ?`,
				tt.slug).Scan(&want.DateStart, &want.DateEnd, &want.CreatedAt)
			if err != nil {
				t.Fatal(err)
			}
			d := parseDoc(t, get(s.bff, "GET", "/wandelingen/"+tt.slug).Body.String())
			if len(d.ldJSON) != 1 {
				t.Fatalf("%d JSON-LD blocks, want 1", len(d.ldJSON))
			}
			var ev struct {
				Context                string `json:"@context"`
				Name, Description, URL string
				StartDate, EndDate     string
				EventStatus            string
				EventAttendanceMode    string
				Image                  []string
				Location               map[string]any
				Offers                 map[string]any
				Organizer              map[string]any
			}
			if err := json.Unmarshal([]byte(d.ldJSON[0]), &ev); err != nil {
				t.Fatalf("JSON-LD %s: %v", d.ldJSON[0], err)
			}
			var typed map[string]any
			_ = json.Unmarshal([]byte(d.ldJSON[0]), &typed)
			if ev.Context != "https://schema.org" || typed["@type"] != "Event" || ev.Name == "" || ev.Description == "" ||
				ev.URL != public+"/wandelingen/"+tt.slug {
				t.Errorf("context %q, type %v, name %q, description %q, url %q", ev.Context, typed["@type"], ev.Name, ev.Description, ev.URL)
			}
			for _, c := range []struct {
				got  string
				want time.Time
			}{{ev.StartDate, want.DateStart}, {ev.EndDate, want.DateEnd}, {ev.Offers["validFrom"].(string), want.CreatedAt}} {
				at, err := time.Parse(time.RFC3339, c.got)
				_, offset := c.want.In(rules.Amsterdam).Zone()
				_, gotOffset := at.Zone()
				if err != nil || !at.Equal(c.want.Truncate(time.Second)) || gotOffset != offset {
					t.Errorf("date %q (%v), want %s with Amsterdam's offset", c.got, err, c.want.In(rules.Amsterdam))
				}
			}
			if ev.EventStatus != tt.status || ev.EventAttendanceMode != "https://schema.org/OfflineEventAttendanceMode" {
				t.Errorf("eventStatus %q, attendance %q", ev.EventStatus, ev.EventAttendanceMode)
			}
			addr, _ := ev.Location["address"].(map[string]any)
			if ev.Location["@type"] != "Place" || addr["@type"] != "PostalAddress" || addr["streetAddress"] != "Grebbedijk 1" ||
				addr["addressLocality"] != "Wageningen" || addr["addressCountry"] != "NL" {
				t.Errorf("location %v", ev.Location)
			}
			if ev.Offers["@type"] != "Offer" || ev.Offers["price"] != "25.00" || ev.Offers["priceCurrency"] != "EUR" ||
				ev.Offers["availability"] != tt.availability || ev.Offers["url"] != public+"/boeken/"+tt.slug {
				t.Errorf("offers %v", ev.Offers)
			}
			if ev.Organizer["@type"] != "Organization" || ev.Organizer["name"] != "Wandelwijs" || ev.Organizer["url"] != public+"/" {
				t.Errorf("organizer %v", ev.Organizer)
			}
			if got := len(ev.Image) == 1 && ev.Image[0] == "https://images.example/bos.jpg"; got != tt.image || (!tt.image && ev.Image != nil) {
				t.Errorf("image %v", ev.Image)
			}
		})
	}
}

// sitemapLocs reads the sitemap's addresses; every one must carry a lastmod.
func sitemapLocs(t *testing.T, h http.Handler) []string {
	t.Helper()
	rec := get(h, "GET", "/sitemap.xml")
	if rec.Code != 200 || !strings.HasPrefix(rec.Header().Get("Content-Type"), "application/xml") {
		t.Fatalf("sitemap: %d %q", rec.Code, rec.Header().Get("Content-Type"))
	}
	var set struct {
		XMLName xml.Name `xml:"http://www.sitemaps.org/schemas/sitemap/0.9 urlset"`
		URLs    []struct {
			Loc     string `xml:"loc"`
			LastMod string `xml:"lastmod"`
		} `xml:"url"`
	}
	if err := xml.Unmarshal(rec.Body.Bytes(), &set); err != nil {
		t.Fatalf("sitemap %s: %v", rec.Body, err)
	}
	var locs []string
	for _, u := range set.URLs {
		if _, err := time.Parse(time.RFC3339, u.LastMod); err != nil {
			t.Errorf("%s: lastmod %q", u.Loc, u.LastMod)
		}
		locs = append(locs, u.Loc)
	}
	return locs
}

// TestSitemapFollowsTheCatalogue: the sitemap lists the home page, the static pages and
// exactly the upcoming published walks, and it and the heads follow the organisers'
// changes (publish, hide, delete, rename) as soon as the catalogue does.
func TestSitemapFollowsTheCatalogue(t *testing.T) {
	s := startPagesShop(t)
	// Every page is listed in Dutch, then in English.
	static := []string{public + "/", public + "/en/"}
	for _, p := range site.Pages().Pages {
		if p.Sitemap && p.Path != "/" {
			static = append(static, public+p.Path, public+"/en"+p.Path)
		}
	}
	walksOf := func(slugs ...string) []string {
		out := slices.Clone(static)
		for _, slug := range slugs {
			out = append(out, public+"/wandelingen/"+slug, public+"/en/wandelingen/"+slug)
		}
		return out
	}
	if got, want := sitemapLocs(t, s.bff), walksOf("ochtend", "storm", "citaat", "vol"); !slices.Equal(got, want) {
		t.Fatalf("sitemap %v, want %v", got, want)
	}
	if !slices.Contains(static, public+"/contact") || !slices.Contains(static, public+"/over-ons") {
		t.Fatalf("static pages %v", static)
	}
	steps := []struct {
		what, sql string
		want      []string
	}{
		{"a walk published", `UPDATE walks SET published = true, updated_at = now() WHERE slug = 'verborgen'`,
			walksOf("ochtend", "storm", "citaat", "vol", "verborgen")},
		{"a walk hidden", `UPDATE walks SET published = false, updated_at = now() WHERE slug = 'ochtend'`,
			walksOf("storm", "citaat", "vol", "verborgen")},
		{"a walk deleted", `DELETE FROM walks WHERE slug = 'citaat'`, walksOf("storm", "vol", "verborgen")},
	}
	for _, st := range steps {
		exec(t, s.shop.DB, st.sql)
		shoptest.WaitFor(t, st.what+" in the sitemap", func() bool { return slices.Equal(sitemapLocs(t, s.bff), st.want) })
	}
	for path, status := range map[string]int{"/wandelingen/verborgen": 200, "/wandelingen/ochtend": 404, "/wandelingen/citaat": 404} {
		if rec := get(s.bff, "GET", path); rec.Code != status {
			t.Errorf("%s after the changes: %d, want %d", path, rec.Code, status)
		}
	}
	exec(t, s.shop.DB, `UPDATE walks SET title = 'Nieuwe naam', updated_at = now() WHERE slug = 'vol'`)
	shoptest.WaitFor(t, "the renamed walk's head", func() bool {
		return parseDoc(t, get(s.bff, "GET", "/wandelingen/vol").Body.String()).title == "Nieuwe naam | Wandelwijs"
	})
}

func TestRobots(t *testing.T) {
	h, err := newHandler(Config{ShopURL: backend(t, "shop").URL, AdminURL: backend(t, "admin").URL,
		ShopDist: t.TempDir(), AdminDist: t.TempDir(), PublicURL: public})
	if err != nil {
		t.Fatal(err)
	}
	rec := get(h, "GET", "/robots.txt")
	if rec.Code != 200 || !strings.HasPrefix(rec.Header().Get("Content-Type"), "text/plain") {
		t.Fatalf("%d %q", rec.Code, rec.Header().Get("Content-Type"))
	}
	lines := strings.Split(rec.Body.String(), "\n")
	for _, want := range []string{"User-agent: *", "Allow: /", "Disallow: /admin/", "Disallow: /api/", "Disallow: /boeken/",
		"Disallow: /booking", "Disallow: /voucher", "Disallow: /profiel", "Disallow: /mijn-wandelingen", "Disallow: /boeking/",
		"Disallow: /en/boeken/", "Disallow: /en/boeking/", "Disallow: /en/profiel", "Sitemap: " + public + "/sitemap.xml",
		"Disallow: /offerte/", "Disallow: /en/offerte/", "Disallow: /wachtlijst/", "Disallow: /en/wachtlijst/",
		"Disallow: /wachtwoord-herstellen/", "Disallow: /en/wachtwoord-herstellen/"} {
		if !slices.Contains(lines, want) {
			t.Errorf("robots.txt lacks %q:\n%s", want, rec.Body)
		}
	}
	// Every page whose address carries a token or an id is disallowed in both languages.
	var prefixes []string
	for _, l := range lines {
		if d, ok := strings.CutPrefix(l, "Disallow: "); ok {
			prefixes = append(prefixes, d)
		}
	}
	for _, p := range site.Pages().Pages {
		fixed, _, param := strings.Cut(p.Path, "{")
		if !param || p.Kind == "walk" {
			continue
		}
		for _, address := range []string{fixed, "/en" + fixed} {
			if !slices.ContainsFunc(prefixes, func(d string) bool { return strings.HasPrefix(address, d) }) {
				t.Errorf("robots.txt does not disallow %s (page %s):\n%s", address, p.Path, rec.Body)
			}
		}
	}
}

// TestPagesWhileTheShopIsDown: a walk's page is a 503 to come back to, not a 404 that
// would drop it from search results; the home page still answers without its list.
func TestPagesWhileTheShopIsDown(t *testing.T) {
	dead := httptest.NewServer(http.NotFoundHandler())
	dead.Close()
	h, err := newHandler(Config{ShopURL: dead.URL, AdminURL: dead.URL, ShopDist: shopIndex(t), AdminDist: t.TempDir(), PublicURL: public})
	if err != nil {
		t.Fatal(err)
	}
	rec := get(h, "GET", "/wandelingen/ochtend")
	if d := parseDoc(t, rec.Body.String()); rec.Code != 503 || rec.Header().Get("Retry-After") == "" || !d.root || d.meta["robots"] != "noindex" {
		t.Errorf("walk page: %d, Retry-After %q, root %v, robots %q", rec.Code, rec.Header().Get("Retry-After"), d.root, d.meta["robots"])
	}
	if rec := get(h, "GET", "/"); rec.Code != 200 {
		t.Errorf("home page: %d", rec.Code)
	}
	if rec := get(h, "GET", "/sitemap.xml"); rec.Code != 503 {
		t.Errorf("sitemap: %d, want 503", rec.Code)
	}
}

// TestDefaultImageIsOurs: the link-preview image the heads name ships with the shop's
// build and is the size they say.
func TestDefaultImageIsOurs(t *testing.T) {
	f, err := os.Open(filepath.Join("..", "apps", "shop", "public", filepath.FromSlash(pages.DefaultImage)))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	cfg, err := png.DecodeConfig(f)
	if err != nil || cfg.Width != 1200 || cfg.Height != 630 {
		t.Fatalf("%s: %dx%d, %v; want a 1200x630 PNG", pages.DefaultImage, cfg.Width, cfg.Height, err)
	}
}

// checkPageData: the overview carries the walk list and a walk's page and booking form
// carry the walk, each exactly as the shop's API answers it (under the path the SPA asks);
// every other page, and a page that is not found, carries none.
func checkPageData(t *testing.T, s pagesShop, target string, status int, d doc) {
	t.Helper()
	clean := strings.TrimSuffix(strings.SplitN(target, "?", 2)[0], "/")
	want := ""
	switch {
	case status != 200:
	case clean == "" || clean == "/wandelingen":
		want = "/walks"
	case strings.HasPrefix(clean, "/wandelingen/") || strings.HasPrefix(clean, "/boeken/"):
		want = "/walks/" + path.Base(clean)
	}
	if want == "" {
		if d.data != "" {
			t.Errorf("page data %s, want none", d.data)
		}
		return
	}
	var data map[string]json.RawMessage
	if err := json.Unmarshal([]byte(d.data), &data); err != nil {
		t.Fatalf("page data %q: %v", d.data, err)
	}
	if len(data) != 1 || data[want] == nil {
		t.Fatalf("page data for %v, want %s", slices.Collect(maps.Keys(data)), want)
	}
	res, err := http.Get(s.shop.URL + "/api/v1" + want)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	var fromShop, inPage any
	if err := json.NewDecoder(res.Body).Decode(&fromShop); err != nil || res.StatusCode != 200 {
		t.Fatalf("GET %s: %d, %v", want, res.StatusCode, err)
	}
	if err := json.Unmarshal(data[want], &inPage); err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(fromShop, inPage) {
		t.Errorf("page data for %s:\n%s\nthe shop answers:\n%v", want, data[want], fromShop)
	}
}

// TestAWalkPagePreloadsItsRouteChunk: with the build's manifest, a walk's page and its
// booking form preload their route's chunk and the chunks it imports that the entry does
// not, and a page whose route is in the entry preloads nothing.
func TestAWalkPagePreloadsItsRouteChunk(t *testing.T) {
	s := startPagesShop(t)
	raw, err := os.ReadFile(filepath.Join("..", "apps", "shop", "index.html"))
	if err != nil {
		t.Fatal(err)
	}
	manifest := `{
		"index.html": {"file": "assets/index-a1.js", "isEntry": true, "imports": ["_framework-f1.js"], "css": ["assets/index-i1.css"]},
		"_framework-f1.js": {"file": "assets/framework-f1.js"},
		"_form-s1.js": {"file": "assets/form-s1.js", "imports": ["_framework-f1.js"], "css": ["assets/forms-c1.css"]},
		"src/app/routes/walk-detail.tsx": {"file": "assets/walk-detail-w1.js", "isDynamicEntry": true, "imports": ["_framework-f1.js"],
			"css": ["assets/content-c2.css", "assets/index-i1.css"]},
		"src/app/routes/booking.tsx": {"file": "assets/booking-b1.js", "isDynamicEntry": true, "imports": ["_form-s1.js", "_framework-f1.js"],
			"css": ["assets/content-c2.css"]}
	}`
	dist := writeDist(t, map[string]string{"index.html": string(raw), ".vite/manifest.json": manifest})
	h, err := newHandler(Config{ShopURL: s.shop.URL, AdminURL: backend(t, "admin").URL, ShopDist: dist,
		AdminDist: t.TempDir(), PublicURL: public})
	if err != nil {
		t.Fatal(err)
	}
	for target, want := range map[string]struct{ scripts, styles []string }{
		"/wandelingen/ochtend": {[]string{"/assets/walk-detail-w1.js"}, []string{"/assets/content-c2.css"}},
		"/boeken/ochtend":      {[]string{"/assets/booking-b1.js", "/assets/form-s1.js"}, []string{"/assets/content-c2.css", "/assets/forms-c1.css"}},
		"/":                    {},
		"/contact":             {},
		"/wandelingen/nergens": {},
	} {
		d := parseDoc(t, get(h, "GET", target).Body.String())
		if !slices.Equal(d.preload, want.scripts) || !slices.Equal(d.styles, want.styles) {
			t.Errorf("%s preloads %v and %v, want %v and %v", target, d.preload, d.styles, want.scripts, want.styles)
		}
	}
}

// TestAWalksUploadedCoverIsItsPreviewImage: a walk page's og:image and its Event's image
// are the widest stored width of the walk's uploaded cover, with its alt text.
func TestAWalksUploadedCoverIsItsPreviewImage(t *testing.T) {
	s := startPagesShop(t)
	id := insertPageWalk(t, s.shop.DB, "met-foto", "Met foto", "Beukenbos.", time.Now().Add(5*24*time.Hour), true, 15, "")
	cover, err := media.NewService(s.shop.DB.DB).SetWalkCover(context.Background(), id, mediatest.JPEGWithGPS(1800, 900), "Beuken in de herfst", false)
	if err != nil {
		t.Fatal(err)
	}
	want := public + "/media/" + cover.Hash + "-1600.jpg"
	d := parseDoc(t, get(s.bff, "GET", "/wandelingen/met-foto").Body.String())
	if d.meta["og:image"] != want || d.meta["og:image:alt"] != "Beuken in de herfst" {
		t.Errorf("og:image %q alt %q, want %q", d.meta["og:image"], d.meta["og:image:alt"], want)
	}
	if len(d.ldJSON) != 1 || !strings.Contains(d.ldJSON[0], `"image":["`+want+`"]`) {
		t.Errorf("JSON-LD %v lacks image %s", d.ldJSON, want)
	}
}

// TestEnglishPageHeads: every page is also under /en/ with its Dutch path after it; each
// says its language (<html lang>, og:locale, the event's inLanguage), is its own canonical
// and, when indexed, names both languages' addresses (hreflang nl, en and x-default: Dutch).
func TestEnglishPageHeads(t *testing.T) {
	s := startPagesShop(t)
	noScript := map[string]string{
		"nl": "Zet JavaScript aan om de wandelingen van Wandelwijs te bekijken en te boeken.",
		"en": "Turn on JavaScript to see and book the walks of Wandelwijs.",
	}
	both := func(path string) map[string]string {
		en := public + "/en" + path
		if path == "/" {
			en = public + "/en/"
		}
		return map[string]string{"nl": public + path, "en": en, "x-default": public + path}
	}
	cases := []struct {
		path, lang, title, canonical string
		alternates                   map[string]string
	}{
		{"/", "nl", "Filosofische wandelingen rond Wageningen | Wandelwijs", public + "/", both("/")},
		{"/en/", "en", "Philosophical walks around Wageningen | Wandelwijs", public + "/en/", both("/")},
		{"/en", "en", "Philosophical walks around Wageningen | Wandelwijs", public + "/en/", both("/")},
		{"/cadeaubon", "nl", "Cadeaubon | Wandelwijs", public + "/cadeaubon", both("/cadeaubon")},
		{"/en/cadeaubon", "en", "Gift voucher | Wandelwijs", public + "/en/cadeaubon", both("/cadeaubon")},
		{"/en/wandelingen", "en", "Philosophical walks around Wageningen | Wandelwijs", public + "/en/", both("/")},
		{"/en/wandelingen/ochtend", "en", "Ochtend in het bos | Wandelwijs", public + "/en/wandelingen/ochtend", both("/wandelingen/ochtend")},
		{"/en/boeken/ochtend", "en", "Book Ochtend in het bos | Wandelwijs", public + "/en/boeken/ochtend", map[string]string{}},
		{"/en/boeking/abc", "en", "Your booking | Wandelwijs", public + "/en/boeking/abc", map[string]string{}},
	}
	for _, c := range cases {
		rec := get(s.bff, "GET", c.path)
		if rec.Code != http.StatusOK {
			t.Errorf("%s: %d", c.path, rec.Code)
			continue
		}
		d := parseDoc(t, rec.Body.String())
		locale := map[string]string{"nl": "nl_NL", "en": "en_GB"}[c.lang]
		if d.lang != c.lang || d.title != c.title || d.links["canonical"] != c.canonical || d.meta["og:locale"] != locale {
			t.Errorf("%s: lang %q title %q canonical %q og:locale %q, want %q %q %q %q",
				c.path, d.lang, d.title, d.links["canonical"], d.meta["og:locale"], c.lang, c.title, c.canonical, locale)
		}
		if !maps.Equal(d.alternates, c.alternates) {
			t.Errorf("%s: alternates %v, want %v", c.path, d.alternates, c.alternates)
		}
		if want := noScript[c.lang]; d.noscript != want {
			t.Errorf("%s: <noscript> %q, want %q", c.path, d.noscript, want)
		}
		if strings.Contains(c.path, "/wandelingen/") {
			var e struct {
				InLanguage string `json:"inLanguage"`
				URL        string `json:"url"`
			}
			if len(d.ldJSON) != 1 || json.Unmarshal([]byte(d.ldJSON[0]), &e) != nil || e.InLanguage != c.lang || e.URL != c.canonical {
				t.Errorf("%s: JSON-LD %v, want inLanguage %s and url %s", c.path, d.ldJSON, c.lang, c.canonical)
			}
		}
	}
	// An English walk page's shared link says when in the English long date the page shows.
	en := parseDoc(t, get(s.bff, "GET", "/en/wandelingen/ochtend").Body.String())
	if want := longDateEn(s.start) + " at " + s.start.In(rules.Amsterdam).Format("15:04") +
		" in Wageningen, €25.00 per person. Een frisse start."; en.meta["description"] != want {
		t.Errorf("English description %q, want %q", en.meta["description"], want)
	}
	rec := get(s.bff, "GET", "/en/bestaat-niet")
	if d := parseDoc(t, rec.Body.String()); rec.Code != http.StatusNotFound || d.lang != "en" || d.title != "Page not found | Wandelwijs" || d.noscript != noScript["en"] {
		t.Errorf("/en/bestaat-niet: %d, lang %q, title %q, <noscript> %q", rec.Code, d.lang, d.title, d.noscript)
	}
}

// TestTheHomePageCarriesItsFirstScreen: with the first screens the shop's build rendered, the
// home page (Dutch and English) holds its own in the root element, with its English
// <noscript> kept on the English one, and fetches the app only once that is painted; every
// other page, and a page not found, has an empty root element and preloads the app.
func TestTheHomePageCarriesItsFirstScreen(t *testing.T) {
	s := startPagesShop(t)
	// index.html as the shop's build writes it: the entry and the chunks it imports preloaded.
	built := builtShopIndex(t, `<link rel="modulepreload" crossorigin id="app-entry" href="/assets/index-a1.js">
    <script defer src="/assets/start-s1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/framework-f1.js">`)
	screens := `{"nl": {"pages": {"/": "<main><h1>Filosofische wandelingen</h1></main>"}}, "en": {"pages": {"/": "<main><h1>Philosophical walks</h1></main>"}}}`
	dist := writeDist(t, map[string]string{"index.html": built, "first-screens.json": screens})
	h, err := newHandler(Config{ShopURL: s.shop.URL, AdminURL: backend(t, "admin").URL, ShopDist: dist,
		AdminDist: t.TempDir(), PublicURL: public})
	if err != nil {
		t.Fatal(err)
	}
	for target, want := range map[string]string{
		"/":                    `<div id="root"><main><h1>Filosofische wandelingen</h1></main></div>`,
		"/en/":                 `<div id="root"><main><h1>Philosophical walks</h1></main></div>`,
		"/contact":             `<div id="root"></div>`,
		"/en/contact":          `<div id="root"></div>`,
		"/wandelingen/nergens": `<div id="root"></div>`,
		"/bestaat-niet":        `<div id="root"></div>`,
	} {
		body := get(h, "GET", target).Body.String()
		if strings.Count(body, `<div id="root">`) != 1 || !strings.Contains(body, want) {
			t.Errorf("%s: want %s in\n%s", target, want, body)
		}
		d := parseDoc(t, body)
		if wantNoScript := strings.HasPrefix(target, "/en/"); wantNoScript != strings.HasPrefix(d.noscript, "Turn on JavaScript") {
			t.Errorf("%s: <noscript> %q", target, d.noscript)
		}
		// A page with its first screen fetches none of the app before that is painted; the
		// others preload it at once.
		wantPreload := []string{"/assets/index-a1.js", "/assets/framework-f1.js"}
		if strings.Contains(want, "<main>") {
			wantPreload = nil
			if strings.Count(body, `rel="modulepreload-after-paint"`) != 2 {
				t.Errorf("%s: the app's two modulepreloads are not kept for after the paint:\n%s", target, body)
			}
		}
		if !slices.Equal(d.preload, wantPreload) {
			t.Errorf("%s preloads %v, want %v", target, d.preload, wantPreload)
		}
		// A first screen is painted whole: the head holds the paint until its end is read.
		head, rest, _ := strings.Cut(body, "</head>")
		holds := strings.Contains(head, `<link rel="expect" href="#first-screen-end" blocking="render">`)
		ends := strings.Contains(rest, `</div><template id="first-screen-end"></template>`)
		if first := strings.Contains(want, "<main>"); holds != first || ends != first {
			t.Errorf("%s: the paint waits for the first screen's end: %v, its end marked: %v; want %v", target, holds, ends, first)
		}
	}
}

// TestAWalkPageCarriesItsFirstScreen: a walk's page and its booking form come with their
// first screen, the build's template filled with the walk (escaped as everywhere in the
// page), their route's style sheets after index.html's own, and none of the app fetched
// before the paint; on an English page, a walk with Dutch texts only has them marked; a
// free walk's form says it is free. A walk called off and an unknown walk come without
// one, their route's files preloaded as before.
func TestAWalkPageCarriesItsFirstScreen(t *testing.T) {
	s := startPagesShop(t)
	built := builtShopIndex(t, `<link rel="modulepreload" crossorigin id="app-entry" href="/assets/index-a1.js">
    <link rel="stylesheet" crossorigin href="/assets/index-a1.css">`)
	manifest := `{"index.html": {"file": "assets/index-a1.js", "isEntry": true, "css": ["assets/index-a1.css"]},
		"src/app/routes/walk-detail.tsx": {"file": "assets/walk-detail-w1.js", "imports": ["_pages-p1.js"]},
		"src/app/routes/booking.tsx": {"file": "assets/booking-b1.js", "imports": ["_pages-p1.js"]},
		"_pages-p1.js": {"file": "assets/pages-p1.js", "css": ["assets/pages-p1.css"]}}`
	walk := `<main><a href="/en/wandelingen/{{$.Slug}}">English</a><p class="eyebrow">{{$.City}} · {{$.Date}}</p><h1 lang="{{$.TextLang}}">{{$.Title}}</h1>` +
		`{{if $.InDutch}}<p>This walk is described in Dutch.</p>{{end}}<p class="lead">{{$.ShortDesc}}</p>{{range $.Paragraphs}}<p lang="{{$.TextLang}}">{{.}}</p>{{end}}</main>`
	withImage := strings.Replace(walk, "<h1", `<img src="{{$.Image.Src}}" srcset="{{$.Image.Srcset}}" width="{{$.Image.Width}}" height="{{$.Image.Height}}" alt="{{$.Image.Alt}}"><h1`, 1)
	booking := `{{if $.SuggestEnglish}}<aside><a href="/en/boeken/{{$.Slug}}{{$.Query}}">Read it in English</a></aside>{{end}}<main><h1>{{$.Title}}</h1><ul><li>{{$.Date}}</li><li>{{$.Time}} ({{$.Duration}})</li><li>{{$.Address}}, {{$.City}}</li>` +
		`<li>{{if $.Price}}{{$.Price}} per persoon{{else}}Gratis{{end}}</li></ul></main>{{if $.TestMode}}<p class="test-mode-banner">Testmodus</p>{{end}}`
	language := map[string]any{"pages": map[string]string{}, "walk": walk, "walkWithImage": withImage, "booking": booking}
	screens, err := json.Marshal(map[string]map[string]any{"nl": language, "en": language})
	if err != nil {
		t.Fatal(err)
	}
	dist := writeDist(t, map[string]string{"index.html": built, ".vite/manifest.json": manifest, "first-screens.json": string(screens)})
	h, err := newHandler(Config{ShopURL: s.shop.URL, AdminURL: backend(t, "admin").URL, ShopDist: dist,
		AdminDist: t.TempDir(), PublicURL: public})
	if err != nil {
		t.Fatal(err)
	}

	body := get(h, "GET", "/wandelingen/ochtend").Body.String()
	want := `<div id="root"><main><a href="/en/wandelingen/ochtend">English</a><p class="eyebrow">Wageningen · ` + format.LongDate(s.start) +
		`</p><h1 lang="nl">Ochtend in het bos</h1><p class="lead">Een frisse start.</p><p lang="nl">Lang verhaal.</p></main></div>`
	if !strings.Contains(body, want) {
		t.Errorf("the walk's page: want %s in\n%s", want, body)
	}
	head := body[:strings.Index(body, "</head>")]
	if own, route := strings.Index(head, `href="/assets/index-a1.css"`), strings.Index(head, `<link rel="stylesheet" crossorigin href="/assets/pages-p1.css">`); own < 0 || route < own {
		t.Errorf("the walk's page does not take its route's style sheet after index.html's own:\n%s", head)
	}
	if strings.Contains(body, `rel="modulepreload"`) || strings.Count(body, `rel="modulepreload-after-paint"`) != 3 {
		t.Errorf("the walk's page fetches the app before its first screen is painted:\n%s", head)
	}

	// The walk's texts are escaped like any other text of the page.
	page := parseDoc(t, get(h, "GET", "/wandelingen/citaat").Body.String())
	if page.other != 1 {
		t.Errorf("the quoted walk's page has %d scripts besides its data, want index.html's one", page.other)
	}
	body = get(h, "GET", "/wandelingen/citaat").Body.String()
	if !strings.Contains(body, `<h1 lang="nl">`+template.HTMLEscapeString(evilTitle)+"</h1>") || !strings.Contains(body, `<p class="lead">`+template.HTMLEscapeString(evilDesc)+"</p>") {
		t.Errorf("the quoted walk's texts are not escaped in its first screen:\n%s", body)
	}

	// A walk the organisers gave English texts has its first screen on its English page too.
	exec(t, s.shop.DB, `UPDATE walks SET title_en = 'Into the woods', short_desc_en = 'A fresh start.',
		full_desc_en = 'A long story.' WHERE slug = 'citaat'`)
	body = get(h, "GET", "/en/wandelingen/citaat").Body.String()
	want = `<div id="root"><main><a href="/en/wandelingen/citaat">English</a><p class="eyebrow">Wageningen · ` + longDateEn(s.start.Add(48*time.Hour)) +
		`</p><h1 lang="en">Into the woods</h1><p class="lead">A fresh start.</p><p lang="en">A long story.</p></main></div>`
	if !strings.Contains(body, want) {
		t.Errorf("the English walk's page: want %s in\n%s", want, body)
	}

	// The booking form's first screen: the walk's facts as the app shows them, the test-mode
	// banner as the shop says, and the shop's state in the page's data for the app.
	var site struct {
		TestMode bool `json:"testMode"`
	}
	if err := json.Unmarshal(get(h, "GET", "/api/v1/site").Body.Bytes(), &site); err != nil {
		t.Fatal(err)
	}
	body = get(h, "GET", "/boeken/ochtend").Body.String()
	want = `<div id="root"><main><h1>Ochtend in het bos</h1><ul><li>` + format.LongDate(s.start) + `</li><li>` +
		format.Clock(s.start) + "–" + format.Clock(s.start.Add(150*time.Minute)) + ` (2 uur en 30 minuten)</li><li>Grebbedijk 1, Wageningen</li>` +
		"<li>€\u00a025,00 per persoon</li></ul></main>"
	if site.TestMode {
		want += `<p class="test-mode-banner">Testmodus</p>`
	}
	if !strings.Contains(body, want+"</div>") {
		t.Errorf("the booking form: want %s in\n%s", want, body)
	}
	if data := parseDoc(t, body).data; !strings.Contains(data, `"/site":{"testMode":`) {
		t.Errorf("the booking form's page data holds no shop state: %s", data)
	}
	// A browser that prefers English is offered the English form, with the page's query.
	if strings.Contains(body, "<aside>") {
		t.Errorf("the booking form offers English to a browser that asks for no language:\n%s", body)
	}
	// Whether it does depends on Accept-Language and the dismissal cookie: the answer says so,
	// with or without compression.
	for _, header := range [][]string{nil, {"Accept-Encoding", "gzip"}, {"Accept-Language", "en-GB"}} {
		vary := strings.Join(get(h, "GET", "/boeken/ochtend", header...).Header().Values("Vary"), ", ")
		if !strings.Contains(vary, "Accept-Language") || !strings.Contains(vary, "Cookie") || !strings.Contains(vary, "Accept-Encoding") {
			t.Errorf("the Dutch booking form (request headers %q): Vary %q, want Accept-Language, Cookie and Accept-Encoding", header, vary)
		}
	}
	body = get(h, "GET", "/boeken/ochtend?aanbod=abc", "Accept-Language", "en-GB,en;q=0.8").Body.String()
	if !strings.Contains(body, `<div id="root"><aside><a href="/en/boeken/ochtend?aanbod=abc">Read it in English</a></aside><main>`) {
		t.Errorf("the booking form does not offer English to a browser that prefers it:\n%s", body)
	}

	// On the English page of a walk with Dutch texts only, the template that marks them.
	if body := get(h, "GET", "/en/wandelingen/ochtend").Body.String(); !strings.Contains(body,
		`<h1 lang="nl">Ochtend in het bos</h1><p>This walk is described in Dutch.</p><p class="lead">`) {
		t.Errorf("the English page of a walk in Dutch:\n%s", body)
	}

	// A free walk's form says so where another's says its price.
	exec(t, s.shop.DB, `UPDATE walks SET price_cents = 0 WHERE slug = 'citaat'`)
	if body := get(h, "GET", "/boeken/citaat").Body.String(); !strings.Contains(body, "<li>Gratis</li></ul>") {
		t.Errorf("the free walk's booking form:\n%s", body)
	}

	for _, target := range []string{"/wandelingen/storm", "/boeken/storm", "/wandelingen/nergens"} {
		body := get(h, "GET", target).Body.String()
		if strings.Count(body, `<div id="root"></div>`) != 1 || strings.Contains(body, "modulepreload-after-paint") ||
			strings.Contains(body, `rel="stylesheet" crossorigin href="/assets/pages-p1.css"`) {
			t.Errorf("%s comes with a first screen, or without its route's files preloaded:\n%s", target, body)
		}
	}
}

// longDateEn is the day in Amsterdam as an English page shows it, e.g. "Saturday, 5 December 2026".
func longDateEn(t time.Time) string { return t.In(rules.Amsterdam).Format("Monday, 2 January 2006") }

// builtShopIndex is the shop's index.html as its build writes it: links (its entry, and
// what the entry needs) after its title.
func builtShopIndex(t *testing.T, links string) string {
	t.Helper()
	raw, err := os.ReadFile(filepath.Join("..", "apps", "shop", "index.html"))
	if err != nil {
		t.Fatal(err)
	}
	return strings.Replace(string(raw), "</title>", "</title>\n    "+links, 1)
}
