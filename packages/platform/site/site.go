// Package site holds the facts about Wandelwijs that pages and mails show: how to reach
// us and who we are (how soon we answer is a rule: platform/rules), and the shop's pages
// as search engines and link previews see them. contact.json and pages.json are the one
// place they are written; the shop SPA imports the same files.
package site

import (
	_ "embed"
	"encoding/json"
)

//go:embed contact.json
var contactJSON []byte

//go:embed pages.json
var pagesJSON []byte

// Organiser is one of the two people behind Wandelwijs.
type Organiser struct {
	Name     string `json:"name"`
	Role     string `json:"role"`
	Business string `json:"business"`
	URL      string `json:"url"`
	VideoID  string `json:"videoId"`
}

// Contact is how visitors reach Wandelwijs.
type Contact struct {
	Name       string      `json:"name"`
	Tagline    string      `json:"tagline"`
	Email      string      `json:"email"`
	Phone      string      `json:"phone"`
	PhoneHref  string      `json:"phoneHref"`
	Region     string      `json:"region"`
	Organisers []Organiser `json:"organisers"`
}

// Facts returns the contact facts. contact.json is embedded and checked by the tests,
// so a broken file fails the build's tests, not a request.
func Facts() Contact { return decode[Contact](contactJSON, "contact.json") }

// decode reads an embedded file, which the tests have checked.
func decode[T any](raw []byte, name string) T {
	var v T
	if err := json.Unmarshal(raw, &v); err != nil {
		panic("site: " + name + ": " + err.Error())
	}
	return v
}

// Page is one route of the shop SPA: the head the BFF serves it with.
type Page struct {
	// Path is the route; "{x}" matches one segment.
	Path string `json:"path"`
	// Kind is "" for a page of its own, "overview" for one that lists the upcoming walks,
	// "walk" for a walk's page and "booking" for its booking form: those two take their
	// title and description from the walk.
	Kind        string `json:"kind"`
	Title       string `json:"title"`
	Description string `json:"description"`
	// Canonical is the path the page is a copy of, when it is one.
	Canonical string `json:"canonical"`
	// Sitemap lists the page in sitemap.xml; NoIndex keeps it out of search engines.
	Sitemap bool `json:"sitemap"`
	NoIndex bool `json:"noindex"`
	// Module is the shop SPA's source file of the route, as its build manifest names it
	// (apps/shop/src/app/router.tsx loads it on demand): the page preloads its chunk.
	Module string `json:"module"`
	// En is the page's title and description on its English twin (/en + Path).
	En Text `json:"en"`
}

// Text is a page's title and description in one language.
type Text struct {
	Title       string `json:"title"`
	Description string `json:"description"`
}

// ShopPages are the shop SPA's routes and the description of a page that has none.
type ShopPages struct {
	Description   string `json:"description"`
	DescriptionEn string `json:"descriptionEn"`
	Pages         []Page `json:"pages"`
}

// Pages returns pages.json. It is embedded and checked by the tests.
func Pages() ShopPages { return decode[ShopPages](pagesJSON, "pages.json") }
