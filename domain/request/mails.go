package request

import (
	"embed"

	"wandelwijs.nl/platform/mail"
)

// mails are the templates of the mails this package sends, mails/<language>/<name>.*.
//
//go:embed mails
var mails embed.FS

// init registers the mails this package sends with their templates, so that their queued jobs
// decode and render.
func init() { mail.Register(mails, RequestReceived{}, NewRequest{}) }

// RequestKind is what a visitor asked for.
type RequestKind string

// The kinds of request a visitor can send.
const (
	CustomWalkRequest RequestKind = "custom-walk"
	FeestRequest      RequestKind = "feest"
	ContactRequest    RequestKind = "contact"
)

// Label names the request in a Dutch sentence, e.g. "je aanvraag voor een feestwandeling".
func (k RequestKind) Label() string {
	switch k {
	case CustomWalkRequest:
		return "aanvraag voor een wandeling op maat"
	case FeestRequest:
		return "aanvraag voor een feestwandeling"
	default:
		return "bericht"
	}
}

// LabelEN names the request in an English sentence, e.g. "your request for a party walk".
func (k RequestKind) LabelEN() string {
	switch k {
	case CustomWalkRequest:
		return "request for a walk made to measure"
	case FeestRequest:
		return "request for a party walk"
	default:
		return "message"
	}
}

// Title names a new request in the organisers' subject line.
func (k RequestKind) Title() string {
	switch k {
	case CustomWalkRequest:
		return "Nieuwe aanvraag voor een wandeling op maat"
	case FeestRequest:
		return "Nieuwe aanvraag voor een feestwandeling"
	default:
		return "Nieuw contactbericht"
	}
}

// Detail is one labelled answer from a request form, e.g. {"Aantal deelnemers", "12"}.
type Detail struct {
	Label string `json:"label"`
	Value string `json:"value"`
}

// Request is what a visitor sent through the custom-walk, feest or contact form.
type Request struct {
	Kind    RequestKind `json:"kind"`
	Name    string      `json:"name"`
	Email   string      `json:"email"`
	Phone   string      `json:"phone,omitempty"`
	Message string      `json:"message,omitempty"`
	// Details are the form's other answers, in the order to show them.
	Details []Detail `json:"details,omitempty"`
	// ReplyHours is the promised reply time; 0 leaves the promise out.
	ReplyHours int `json:"replyHours,omitempty"`
}

// RequestReceived confirms a request to the visitor who sent it, in the language they wrote in.
type RequestReceived struct {
	Request
	mail.Language
}

// Template names the request confirmation's templates.
func (RequestReceived) Template() string { return "request-received" }

// NewRequest passes a request on to the organisers.
type NewRequest struct {
	Request
}

// Template names the organisers' new-request mail's templates.
func (NewRequest) Template() string { return "new-request" }
