package pages

import (
	"strings"
	"time"

	"wandelwijs.nl/platform/mollie"
	"wandelwijs.nl/platform/rules"
	"wandelwijs.nl/platform/site"
)

// The schema.org vocabulary the pages use (https://schema.org, Google's Event guidelines).
const (
	schemaContext      = "https://schema.org"
	eventScheduled     = "https://schema.org/EventScheduled"
	eventCancelled     = "https://schema.org/EventCancelled"
	offlineAttendance  = "https://schema.org/OfflineEventAttendanceMode"
	inStock            = "https://schema.org/InStock"
	soldOut            = "https://schema.org/SoldOut"
	schemaDateTimeZone = "2006-01-02T15:04:05-07:00"
)

// Event is a walk as a schema.org Event.
type Event struct {
	Context             string       `json:"@context"`
	Type                string       `json:"@type"`
	Name                string       `json:"name"`
	Description         string       `json:"description"`
	URL                 string       `json:"url"`
	StartDate           string       `json:"startDate"`
	EndDate             string       `json:"endDate"`
	EventStatus         string       `json:"eventStatus"`
	EventAttendanceMode string       `json:"eventAttendanceMode"`
	Location            Place        `json:"location"`
	Offers              Offer        `json:"offers"`
	Organizer           Organization `json:"organizer"`
	Image               []string     `json:"image,omitempty"`
	// InLanguage is the language of the page the event is described on ("nl" or "en").
	InLanguage string `json:"inLanguage"`
}

// Place is where a walk starts.
type Place struct {
	Type    string        `json:"@type"`
	Name    string        `json:"name"`
	Address PostalAddress `json:"address"`
}

// PostalAddress is a Place's address.
type PostalAddress struct {
	Type            string `json:"@type"`
	StreetAddress   string `json:"streetAddress"`
	AddressLocality string `json:"addressLocality"`
	AddressCountry  string `json:"addressCountry"`
}

// Offer is a place on a walk for sale.
type Offer struct {
	Type          string `json:"@type"`
	Price         string `json:"price"`
	PriceCurrency string `json:"priceCurrency"`
	Availability  string `json:"availability"`
	URL           string `json:"url"`
	ValidFrom     string `json:"validFrom"`
}

// Organization is Wandelwijs.
type Organization struct {
	Context      string        `json:"@context,omitempty"`
	Type         string        `json:"@type"`
	Name         string        `json:"name"`
	URL          string        `json:"url"`
	Description  string        `json:"description,omitempty"`
	Email        string        `json:"email,omitempty"`
	Telephone    string        `json:"telephone,omitempty"`
	ContactPoint *ContactPoint `json:"contactPoint,omitempty"`
}

// ContactPoint is how customers reach Wandelwijs.
type ContactPoint struct {
	Type              string `json:"@type"`
	ContactType       string `json:"contactType"`
	Email             string `json:"email"`
	Telephone         string `json:"telephone"`
	AvailableLanguage string `json:"availableLanguage"`
}

// ItemList lists the upcoming walks' pages.
type ItemList struct {
	Context         string     `json:"@context"`
	Type            string     `json:"@type"`
	ItemListElement []ListItem `json:"itemListElement"`
}

// ListItem is one walk's page in an ItemList.
type ListItem struct {
	Type     string `json:"@type"`
	Position int    `json:"position"`
	URL      string `json:"url"`
}

// amsterdam writes t as schema.org wants it: local time in Amsterdam with its offset.
func amsterdam(t time.Time) string { return t.In(rules.Amsterdam).Format(schemaDateTimeZone) }

// event is the Event of the walk w organised by us (name) at public, the shop's address.
func event(public, name string, w Walk, lang string) Event {
	base := public + langPrefix(lang)
	status, availability := eventScheduled, inStock
	if w.Cancelled() {
		status = eventCancelled
	}
	if w.AvailableSpots <= 0 {
		availability = soldOut
	}
	e := Event{
		Context: schemaContext, Type: "Event",
		Name: w.Title, Description: eventDescription(w), URL: base + "/wandelingen/" + w.Slug,
		StartDate: amsterdam(w.DateStart), EndDate: amsterdam(w.DateEnd),
		EventStatus: status, EventAttendanceMode: offlineAttendance,
		Location: Place{Type: "Place", Name: w.Address + ", " + w.City, Address: PostalAddress{
			Type: "PostalAddress", StreetAddress: w.Address, AddressLocality: w.City, AddressCountry: "NL"}},
		Offers: Offer{Type: "Offer", Price: mollie.EUR(w.PriceCents).Value, PriceCurrency: "EUR",
			Availability: availability, URL: base + "/boeken/" + w.Slug, ValidFrom: amsterdam(w.CreatedAt)},
		Organizer:  Organization{Type: "Organization", Name: name, URL: public + "/"},
		InLanguage: lang,
	}
	if url, _, ok := w.Image(public); ok {
		e.Image = []string{url}
	}
	return e
}

// organization is Wandelwijs with its contact facts (site/contact.json).
func organization(public string, c site.Contact) Organization {
	phone := strings.TrimPrefix(c.PhoneHref, "tel:")
	return Organization{
		Context: schemaContext, Type: "Organization", Name: c.Name, URL: public + "/", Description: c.Tagline,
		Email: c.Email, Telephone: phone,
		ContactPoint: &ContactPoint{Type: "ContactPoint", ContactType: "customer service", Email: c.Email,
			Telephone: phone, AvailableLanguage: "nl"},
	}
}

// itemList lists the pages of walks.
func itemList(public string, walks []Walk, lang string) ItemList {
	base := public + langPrefix(lang)
	l := ItemList{Context: schemaContext, Type: "ItemList", ItemListElement: make([]ListItem, len(walks))}
	for i, w := range walks {
		l.ItemListElement[i] = ListItem{Type: "ListItem", Position: i + 1, URL: base + "/wandelingen/" + w.Slug}
	}
	return l
}
