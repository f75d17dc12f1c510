package sandbox

import (
	"bytes"
	"crypto/sha256"
	"encoding/base64"
	"fmt"
	"html/template"
	"net/http"
	"strconv"
	"strings"

	"wandelwijs.nl/platform/mollie"
)

// maxFormBody bounds the checkout form's body.
const maxFormBody = 4 << 10

// checkoutChoices are the outcomes a person can pick, in the order shown.
var checkoutChoices = []struct{ value, label, hint string }{
	{mollie.StatusPaid, "Betaald", "De betaling is gelukt."},
	{mollie.StatusFailed, "Mislukt", "De kaart is geweigerd."},
	{mollie.StatusCanceled, "Geannuleerd", "De klant breekt de betaling af."},
	{mollie.StatusExpired, "Verlopen", "De klant heeft te lang gewacht."},
	{mollie.StatusOpen, "Open", "Nog geen uitkomst: terug naar de winkel, de betaling blijft open."},
}

var statusLabels = map[string]string{
	mollie.StatusPaid:     "betaald",
	mollie.StatusFailed:   "mislukt",
	mollie.StatusCanceled: "geannuleerd",
	mollie.StatusExpired:  "verlopen",
}

// pageCSS is the checkout page's only style; the CSP allows exactly this text by its hash.
const pageCSS = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1a1a2e;background:#f2f4f7}
.top{display:flex;align-items:center;gap:.75rem;padding:1rem 1.5rem;background:#fff;border-bottom:1px solid #d8dde6}
.brand{font-weight:700;font-size:1.25rem;letter-spacing:-.02em}
.badge{padding:.125rem .5rem;border-radius:999px;background:#fff4d6;color:#6b4500;font-size:.875rem;font-weight:600;border:1px solid #e0b84d}
main{width:min(32rem,calc(100% - 2rem));margin:1.5rem auto;padding:1.5rem;background:#fff;border:1px solid #d8dde6;border-radius:12px}
h1{font-size:1.5rem;margin:0 0 .5rem}
.note{color:#3d4354;margin:0 0 1rem}
.summary{margin:0 0 1.25rem;padding:1rem;background:#f7f8fa;border-radius:8px}
.summary div{display:flex;justify-content:space-between;gap:1rem;padding:.25rem 0}
.summary dt{color:#3d4354}
.summary dd{margin:0;text-align:right;font-weight:600;overflow-wrap:anywhere}
.amount{font-size:1.25rem}
fieldset{border:0;margin:0 0 1.25rem;padding:0}
legend{font-weight:700;margin-bottom:.5rem;padding:0}
.choice{display:grid;grid-template-columns:auto 1fr;column-gap:.75rem;align-items:center;padding:.75rem;border:1px solid #d8dde6;border-radius:8px;margin-bottom:.5rem}
.choice input{width:1.25rem;height:1.25rem;margin:0;accent-color:#0b3ea8}
.choice label{font-weight:600;cursor:pointer}
.hint{grid-column:2;color:#3d4354;font-size:.875rem}
button{width:100%;padding:.875rem 1rem;font:inherit;font-weight:700;color:#fff;background:#0b3ea8;border:0;border-radius:8px;cursor:pointer}
button:hover{background:#082f80}
a{color:#0b3ea8}
:focus-visible{outline:3px solid #e0a100;outline-offset:2px}
.error{padding:.75rem;border-radius:8px;background:#fdecec;color:#8a1111;border:1px solid #e59a9a}
code{font-size:.875rem}
`

const pageHTML = `<!doctype html>
<html lang="nl">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>{{.Title}} – Mollie-sandbox</title>
<style>{{.Style}}</style>
</head>
<body>
<header class="top"><span class="brand">mollie</span><span class="badge">Testmodus</span></header>
<main>
{{- if eq .Kind "form"}}
<h1>Testbetaling</h1>
<p class="note">Dit is de Mollie-sandbox: er wordt geen echt geld afgeschreven. Kies hoe deze betaling afloopt.</p>
<dl class="summary">
<div><dt>Bedrag</dt><dd class="amount">{{.Amount}}</dd></div>
<div><dt>Omschrijving</dt><dd>{{.Description}}</dd></div>
<div><dt>Betaling</dt><dd><code>{{.ID}}</code></dd></div>
</dl>
{{- if .Error}}
<p class="error" role="alert">{{.Error}}</p>
{{- end}}
<form method="post" action="{{.Action}}">
<fieldset>
<legend>Status van de testbetaling</legend>
{{- range .Choices}}
<div class="choice">
<input type="radio" name="status" id="status-{{.Value}}" value="{{.Value}}" aria-describedby="hint-{{.Value}}"{{if .Checked}} checked{{end}}>
<label for="status-{{.Value}}">{{.Label}}</label>
<span class="hint" id="hint-{{.Value}}">{{.Hint}}</span>
</div>
{{- end}}
</fieldset>
<button type="submit">Doorgaan</button>
</form>
{{- else if eq .Kind "closed"}}
<h1>Deze betaling is niet meer open</h1>
<p>De betaling <code>{{.ID}}</code> van {{.Amount}} is {{.StatusLabel}}. Je kan deze betaling niet opnieuw afronden.</p>
<p><a href="{{.RedirectURL}}">Terug naar de winkel</a></p>
{{- else}}
<h1>Betaling niet gevonden</h1>
<p>Er bestaat geen betaling bij deze link. Controleer de link, of begin opnieuw in de winkel.</p>
{{- end}}
</main>
</body>
</html>
`

type pageChoice struct {
	Value, Label, Hint string
	Checked            bool
}

type pageData struct {
	Kind        string // "form", "closed" or "notfound"
	Title       string
	Style       template.CSS
	ID          string
	Amount      string
	Description string
	Action      string
	RedirectURL string
	StatusLabel string
	Error       string
	Choices     []pageChoice
}

// checkoutPage shows the outcome form of an open payment, or says it is closed or unknown.
func (s *Sandbox) checkoutPage(w http.ResponseWriter, r *http.Request) {
	p, ok := s.lockPageOf(w, r)
	if !ok {
		return
	}
	data, redirect := pageFor(p, "")
	s.mu.Unlock()
	s.renderPage(w, http.StatusOK, data, redirect)
}

// checkoutSubmit applies the chosen outcome, starts the webhook and sends the person
// back to the shop with 303 See Other.
func (s *Sandbox) checkoutSubmit(w http.ResponseWriter, r *http.Request) {
	r.Body = http.MaxBytesReader(w, r.Body, maxFormBody)
	formErr := r.ParseForm()
	choice := r.PostForm.Get("status")

	p, ok := s.lockPageOf(w, r)
	if !ok {
		return
	}
	if isFinal(p.status) {
		data, redirect := pageFor(p, "")
		s.mu.Unlock()
		s.renderPage(w, http.StatusConflict, data, redirect)
		return
	}
	if formErr != nil || !validChoice(choice) {
		data, redirect := pageFor(p, "Kies een van de statussen hieronder.")
		s.mu.Unlock()
		s.renderPage(w, http.StatusBadRequest, data, redirect)
		return
	}
	var err error
	if choice != mollie.StatusOpen {
		err = s.setStatusLocked(p, choice)
	}
	redirect := p.redirectURL
	s.mu.Unlock()
	if err != nil { // cannot happen: checked above under the same lock
		http.Error(w, err.Error(), http.StatusConflict)
		return
	}
	w.Header().Set("Cache-Control", "no-store")
	http.Redirect(w, r, redirect, http.StatusSeeOther)
}

func validChoice(v string) bool {
	for _, c := range checkoutChoices {
		if c.value == v {
			return true
		}
	}
	return false
}

// pageFor builds the page of a known payment; it returns the redirect URL for the CSP.
func pageFor(p *payment, errMsg string) (pageData, string) {
	d := pageData{
		ID:          p.id,
		Amount:      euros(p.cents),
		Description: p.description,
		RedirectURL: p.redirectURL,
		Action:      "/checkout/" + p.id,
		Error:       errMsg,
	}
	if isFinal(p.status) {
		d.Kind, d.Title, d.StatusLabel = "closed", "Betaling niet meer open", statusLabels[p.status]
		return d, p.redirectURL
	}
	d.Kind, d.Title = "form", "Testbetaling "+euros(p.cents)
	for i, c := range checkoutChoices {
		d.Choices = append(d.Choices, pageChoice{Value: c.value, Label: c.label, Hint: c.hint, Checked: i == 0})
	}
	return d, p.redirectURL
}

// renderNotFound says there is no payment at this link.
func (s *Sandbox) renderNotFound(w http.ResponseWriter) {
	s.renderPage(w, http.StatusNotFound, pageData{Kind: "notfound", Title: "Betaling niet gevonden"}, "")
}

// renderPage writes a checkout page with a strict CSP: no scripts, no external
// resources, only our own style, and forms that go to the sandbox or the shop.
func (s *Sandbox) renderPage(w http.ResponseWriter, status int, d pageData, redirect string) {
	d.Style = template.CSS(pageCSS)
	var buf bytes.Buffer
	if err := s.page.Execute(&buf, d); err != nil {
		s.log.Error("render checkout page", "err", err)
		http.Error(w, "Interne fout", http.StatusInternalServerError)
		return
	}
	formAction := "'self'"
	if o := origin(redirect); o != "" {
		formAction += " " + o // a form's redirect must be allowed too
	}
	h := w.Header()
	h.Set("Content-Type", "text/html; charset=utf-8")
	h.Set("Content-Length", strconv.Itoa(buf.Len()))
	h.Set("Content-Security-Policy", fmt.Sprintf(
		"default-src 'none'; style-src '%s'; form-action %s; base-uri 'none'; frame-ancestors 'none'", s.styleHash, formAction))
	h.Set("X-Content-Type-Options", "nosniff")
	h.Set("Referrer-Policy", "no-referrer")
	h.Set("Cache-Control", "no-store")
	w.WriteHeader(status)
	_, _ = w.Write(buf.Bytes())
}

func styleHash() string {
	sum := sha256.Sum256([]byte(pageCSS))
	return "sha256-" + base64.StdEncoding.EncodeToString(sum[:])
}

// euros writes cents the Dutch way: € 1.234,50.
func euros(cents int) string {
	whole := strconv.Itoa(cents / 100)
	var b strings.Builder
	for i, c := range whole {
		if i > 0 && (len(whole)-i)%3 == 0 {
			b.WriteByte('.')
		}
		b.WriteRune(c)
	}
	return fmt.Sprintf("€ %s,%02d", b.String(), cents%100)
}

// lockPageOf takes s.mu and finds the payment the path's {id} names; when there is none
// it lets go of s.mu, renders the not-found page and returns false.
func (s *Sandbox) lockPageOf(w http.ResponseWriter, r *http.Request) (*payment, bool) {
	s.mu.Lock()
	p, ok := s.lookupLocked(r.PathValue("id"))
	if !ok {
		s.mu.Unlock()
		s.renderNotFound(w)
	}
	return p, ok
}
