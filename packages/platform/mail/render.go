package mail

import (
	"bytes"
	"embed"
	"fmt"
	htmltemplate "html/template"
	"io/fs"
	"net/mail"
	"net/url"
	"path"
	"slices"
	"strings"
	texttemplate "text/template"
	"time"
	"unicode"

	"wandelwijs.nl/platform/format"
	"wandelwijs.nl/platform/rules"
	"wandelwijs.nl/platform/site"
)

// layoutFiles are the one layout around every mail, templates/layout.txt and .html.
//
//go:embed templates
var layoutFiles embed.FS

// ShopName is the sender's name in every mail's layout.
const ShopName = "Wandelwijs"

// DefaultLanguage is the language mails are written in: mails/nl/ holds their templates.
const DefaultLanguage = "nl"

// English is the other language of a customer's mails: mails/en/ holds them.
const English = "en"

// Spoken is content that names the language its reader chose ("" is the default).
type Spoken interface {
	MailLanguage() string
}

// ForOrganisers is content of a mail to the organisers: written in the default language
// only, whatever the language of the booking it tells of.
type ForOrganisers interface {
	ForOrganisers()
}

// Language is embedded in a mail's content to carry its reader's language.
type Language struct {
	Language string `json:"language,omitempty"`
}

// MailLanguage is the language the mail is written in.
func (l Language) MailLanguage() string { return l.Language }

// languageOf is the language c is rendered in: its reader's, when it is a customer's
// mail with templates in it, else the default.
func (r *Renderer) languageOf(c Content) string {
	s, ok := c.(Spoken)
	if _, organisers := c.(ForOrganisers); !ok || organisers || !r.Has(s.MailLanguage(), c.Template()) {
		return DefaultLanguage
	}
	return s.MailLanguage()
}

// templateKey names one mail's templates in one language.
type templateKey struct{ language, name string }

// Renderer turns mail content into messages through the templates registered with
// their content (Register), inside the one layout.
type Renderer struct {
	html    map[templateKey]*htmltemplate.Template
	text    map[templateKey]*texttemplate.Template
	contact site.Contact
	now     func() time.Time
	// testMode marks every mail as sent by a shop whose payments are no real money.
	testMode bool
}

// Option sets a Renderer up beyond its defaults.
type Option func(*Renderer)

// TestMode makes every mail say at its top that the shop runs in test mode (its
// payments are no real money), when on is true.
func TestMode(on bool) Option { return func(r *Renderer) { r.testMode = on } }

// layoutView is what the layouts see; the mail's own templates see Data.
type layoutView struct {
	ShopName string
	Subject  string
	Contact  site.Contact
	TestMode bool
	Data     Content
}

// formats are the helpers that write numbers, amounts and dates in one language.
type formats struct {
	euro                     func(int) string
	datetime, longdate, date func(time.Time) string
	persons, places          func(int) string
	soon                     func(now, t time.Time) string
}

// formatsIn are the formats of each language mails are written in.
var formatsIn = map[string]formats{
	DefaultLanguage: {euro: format.Euro, datetime: format.DateTime, longdate: format.LongDate, date: format.Date, persons: format.Persons, places: format.Places, soon: format.Soon},
	English:         {euro: format.EuroEN, datetime: format.DateTimeEN, longdate: format.LongDateEN, date: format.DateEN, persons: format.PersonsEN, places: format.PlacesEN, soon: format.SoonEN},
}

// funcs are the templates' helpers in language; shopURL and shopHost name the shop's
// PUBLIC_URL, the one base of every link in a mail.
func funcs(shop *url.URL, now func() time.Time, language string) map[string]any {
	f, words := formatsIn[language], layoutWords[language]
	return map[string]any{
		"shopURL":  func() string { return strings.TrimSuffix(shop.String(), "/") },
		"shopHost": func() string { return shop.Host },
		// phoneHref is the site's own tel: link, which html/template would otherwise blank out.
		"phoneHref": func(c site.Contact) htmltemplate.URL { return htmltemplate.URL(c.PhoneHref) },
		"euro":      f.euro,
		"datetime":  f.datetime,
		"longdate":  f.longdate,
		"date":      f.date,
		"clock":     format.Clock,
		"shortID":   format.ShortID,
		"persons":   f.persons,
		// soon names a day as seen when the mail is rendered ("Overmorgen").
		"soon":          func(t time.Time) string { return f.soon(now(), t) },
		"places":        f.places,
		"cancelMinDays": func() int { return rules.CancelMinDays },
		// language and word give the one layout its language and its few words.
		"language": func() string { return language },
		"word":     func(key string) string { return words[key] },
	}
}

// NewRenderer parses every registered template (its .txt and .html in one language,
// inside the one layout) and checks each registered mail's languages (checkLanguages).
// The footer shows the site's contact facts and links to publicURL, where browsers
// reach the shop.
func NewRenderer(now func() time.Time, publicURL string, options ...Option) (*Renderer, error) {
	shop, err := url.Parse(publicURL)
	if err != nil || shop.Host == "" || (shop.Scheme != "http" && shop.Scheme != "https") {
		return nil, fmt.Errorf("mail links: PUBLIC_URL %q is not an http(s) address", publicURL)
	}
	r := &Renderer{html: map[templateKey]*htmltemplate.Template{}, text: map[templateKey]*texttemplate.Template{}, contact: site.Facts(), now: now}
	for _, o := range options {
		o(r)
	}
	registry.RLock()
	registrations := slices.Clone(registry.registrations)
	registry.RUnlock()
	for _, reg := range registrations {
		if err := r.parse(shop, reg); err != nil {
			return nil, err
		}
	}
	if err := r.checkLanguages(); err != nil {
		return nil, err
	}
	return r, nil
}

// shared names the templates in which the mails of one registration define, per
// language, what several of them use: mails/<language>/shared.txt and shared.html.
const shared = "shared"

// parse parses the templates in the files of one registration, each inside the layout
// of its language after the registration's shared definitions in that language; it
// refuses a template no content was registered with them.
func (r *Renderer) parse(shop *url.URL, reg registration) error {
	paths, err := fs.Glob(reg.files, "mails/*/*.*")
	if err != nil {
		return fmt.Errorf("list mail templates: %w", err)
	}
	for _, p := range paths {
		dir, file := path.Split(p)
		key := templateKey{language: path.Base(dir), name: strings.TrimSuffix(file, path.Ext(file))}
		if _, ok := layoutWords[key.language]; !ok {
			return fmt.Errorf("mail template %s: no layout words in %s", p, key.language)
		}
		if key.name == shared || r.text[key] != nil {
			continue
		}
		if !slices.Contains(reg.names, key.name) {
			return fmt.Errorf("mail template %s: no content registered with it", p)
		}
		// files are the mail's template of one kind (ext), after the shared one if any.
		files := func(ext string) []string {
			if _, err := fs.Stat(reg.files, dir+shared+ext); err == nil {
				return []string{dir + shared + ext, dir + key.name + ext}
			}
			return []string{dir + key.name + ext}
		}
		text, err := texttemplate.New("layout.txt").Funcs(funcs(shop, r.now, key.language)).ParseFS(layoutFiles, "templates/layout.txt")
		if err == nil {
			text, err = text.ParseFS(reg.files, files(".txt")...)
		}
		if err != nil {
			return fmt.Errorf("parse %s/%s text template: %w", key.language, key.name, err)
		}
		html, err := htmltemplate.New("layout.html").Funcs(funcs(shop, r.now, key.language)).ParseFS(layoutFiles, "templates/layout.html")
		if err == nil {
			html, err = html.ParseFS(reg.files, files(".html")...)
		}
		if err != nil {
			return fmt.Errorf("parse %s/%s html template: %w", key.language, key.name, err)
		}
		r.text[key], r.html[key] = text, html
	}
	return nil
}

// checkLanguages refuses a registered mail without templates in the default language, a
// customer's mail (Spoken content) without templates in every language, and an
// organisers' mail (content that is not Spoken, always Dutch) with templates in another
// language.
func (r *Renderer) checkLanguages() error {
	for _, name := range Registered() {
		for language := range layoutWords {
			has, want := r.Has(language, name), language == DefaultLanguage || spoken(name)
			switch {
			case want && !has:
				return fmt.Errorf("mail %q is registered but has no templates in %s", name, language)
			case has && !want:
				return fmt.Errorf("mail %q goes to the organisers, in %s only, but has templates in %s", name, DefaultLanguage, language)
			}
		}
	}
	return nil
}

// Has tells whether the mail called name has templates in language.
func (r *Renderer) Has(language, name string) bool {
	return r.text[templateKey{language: language, name: name}] != nil
}

// Render renders c in its reader's language (Spoken) as a message to the address to.
func (r *Renderer) Render(to string, c Content) (Message, error) {
	name := c.Template()
	if _, err := mail.ParseAddress(to); err != nil {
		return Message{}, fmt.Errorf("%s mail: recipient %q: %w", name, to, err)
	}
	key := templateKey{language: r.languageOf(c), name: name}
	text, html := r.text[key], r.html[key]
	if text == nil || html == nil {
		return Message{}, fmt.Errorf("no templates for mail %q", name)
	}
	var subject, textBody, htmlBody bytes.Buffer
	if err := text.ExecuteTemplate(&subject, "subject", c); err != nil {
		return Message{}, fmt.Errorf("render %s subject: %w", name, err)
	}
	view := layoutView{ShopName: ShopName, Subject: oneLine(subject.String()), Contact: r.contact, TestMode: r.testMode, Data: c}
	if err := text.Execute(&textBody, view); err != nil {
		return Message{}, fmt.Errorf("render %s text: %w", name, err)
	}
	if err := html.Execute(&htmlBody, view); err != nil {
		return Message{}, fmt.Errorf("render %s html: %w", name, err)
	}
	m := Message{To: to, Subject: view.Subject, Text: tidyText(textBody.String()), HTML: htmlBody.String()}
	if a, ok := c.(Attacher); ok {
		m.Attachments = a.Attachments(r.now())
	}
	return m, nil
}

// oneLine joins the subject's lines and runs of spaces into one line; the non-breaking
// space inside an amount stays.
func oneLine(s string) string {
	return strings.Join(strings.FieldsFunc(s, func(r rune) bool { return r != '\u00a0' && unicode.IsSpace(r) }), " ")
}

// tidyText trims trailing spaces and collapses the runs of blank lines that template
// actions leave behind.
func tidyText(s string) string {
	lines := strings.Split(s, "\n")
	out := make([]string, 0, len(lines))
	blank := 0
	for _, l := range lines {
		l = strings.TrimRight(l, " \t\r")
		if l == "--" {
			l = "-- " // the signature separator keeps its space
		}
		if l == "" {
			blank++
			if blank > 1 {
				continue
			}
		} else {
			blank = 0
		}
		out = append(out, l)
	}
	return strings.TrimSpace(strings.Join(out, "\n")) + "\n"
}
