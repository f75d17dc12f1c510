package api

import (
	"html/template"
	"log/slog"
	"net/http"

	"wandelwijs.nl/platform/format"
	"wandelwijs.nl/platform/httpx"
	"wandelwijs.nl/platform/mail"
)

// devMailPage lists the development mailbox; html/template escapes every value.
const devMailPage = `<!DOCTYPE html>
<html lang="nl">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Ontwikkelmailbox · Wandelwijs</title>
<style>
body{font-family:system-ui,sans-serif;margin:0 auto;max-width:60rem;padding:1rem;color:#222}
article{border:1px solid #ccc;border-radius:6px;padding:0.5rem 1rem;margin:1rem 0}
h2{font-size:1.1rem}
dl{display:grid;grid-template-columns:max-content 1fr;gap:0.25rem 1rem;margin:0}
dt{font-weight:600}
dd{margin:0}
pre{white-space:pre-wrap;background:#f6f6f3;padding:0.75rem;border-radius:4px}
</style>
</head>
<body>
<main>
<h1>Ontwikkelmailbox</h1>
<p>Zonder SMTP_URL schrijft de winkel elke mail hierheen in plaats van hem te versturen. Nieuwste eerst; alleen in development. Ook als <a href="mail.json">JSON</a>.</p>
{{- range .}}
<article>
<h2>{{.Subject}}</h2>
<dl>
<dt>Aan</dt><dd>{{.To}}</dd>
<dt>Verstuurd</dt><dd><time datetime="{{.SentAt.Format "2006-01-02T15:04:05Z07:00"}}">{{datetime .SentAt}}</time></dd>
{{- if .Attachments}}
<dt>Bijlagen</dt><dd><ul>{{range .Attachments}}<li>{{.Filename}} ({{.ContentType}})</li>{{end}}</ul></dd>
{{- end}}
</dl>
<pre>{{.Text}}</pre>
</article>
{{- else}}
<p>Nog geen mails.</p>
{{- end}}
</main>
</body>
</html>
`

// devMailHandlers serve the development mailbox (development only).
type devMailHandlers struct {
	box  *mail.Mailbox
	page *template.Template
}

func newDevMailHandlers(box *mail.Mailbox) devMailHandlers {
	page := template.Must(template.New("devmail").Funcs(template.FuncMap{"datetime": format.DateTime}).Parse(devMailPage))
	return devMailHandlers{box: box, page: page}
}

// list answers GET /dev/mail.json: every mail, newest first, attachments without content.
func (h devMailHandlers) list(w http.ResponseWriter, r *http.Request) {
	mails, err := h.box.List()
	if err != nil {
		httpx.Error(w, r, err)
		return
	}
	httpx.JSON(w, http.StatusOK, mails)
}

// show answers GET /dev/mail: the same list as a page.
func (h devMailHandlers) show(w http.ResponseWriter, r *http.Request) {
	mails, err := h.box.List()
	if err != nil {
		httpx.Error(w, r, err)
		return
	}
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	if err := h.page.Execute(w, mails); err != nil {
		slog.WarnContext(r.Context(), "render dev mailbox", "err", err)
	}
}
