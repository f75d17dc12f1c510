// Package site holds the facts about Wandelwijs that pages and mails show: how to reach
// us and who we are (how soon we answer is a rule: platform/rules). contact.json is the one place they are written;
// the shop SPA imports the same file.
package site

import (
	_ "embed"
	"encoding/json"
)

//go:embed contact.json
var contactJSON []byte

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
func Facts() Contact {
	var c Contact
	if err := json.Unmarshal(contactJSON, &c); err != nil {
		panic("site: contact.json: " + err.Error())
	}
	return c
}
