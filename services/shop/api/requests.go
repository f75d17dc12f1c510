package api

import (
	"net/http"
	"time"

	"wandelwijs.nl/platform/httpx"
	"wandelwijs.nl/platform/ratelimit"
	"wandelwijs.nl/shop/request"
)

// DefaultRequestLimit allows 5 quick requests per IP, then one per 2 minutes: plenty
// for a person, little for a spam script. factor multiplies the burst.
func DefaultRequestLimit(factor int) *ratelimit.Limiter {
	return ratelimit.New(5*factor, 2*time.Minute)
}

type requestHandlers struct {
	service *request.Service
	limit   *ratelimit.Limiter
	now     func() time.Time
}

// normalizer is a request form: it trims itself and checks its fields.
type normalizer interface {
	Normalize()
	Validate() error
}

// accept decodes, rate-limits, normalizes and validates a request form into in.
func (h requestHandlers) accept(w http.ResponseWriter, r *http.Request, in normalizer) error {
	if err := httpx.Decode(w, r, in); err != nil {
		return err
	}
	if err := h.limit.Check(w, httpx.ClientIP(r), h.now(), "Je hebt net al een paar berichten gestuurd. Probeer het over een paar minuten opnieuw."); err != nil {
		return err
	}
	in.Normalize()
	return in.Validate()
}

// customWalk answers POST /custom-walks.
func (h requestHandlers) customWalk(w http.ResponseWriter, r *http.Request) {
	var in request.CustomWalk
	if err := h.accept(w, r, &in); err != nil {
		httpx.Error(w, r, err)
		return
	}
	out, err := h.service.SubmitCustomWalk(r.Context(), in)
	respond(w, r, out, err)
}

// feest answers POST /feest.
func (h requestHandlers) feest(w http.ResponseWriter, r *http.Request) {
	var in request.Feest
	if err := h.accept(w, r, &in); err != nil {
		httpx.Error(w, r, err)
		return
	}
	out, err := h.service.SubmitFeest(r.Context(), in)
	respond(w, r, out, err)
}

// contact answers POST /contact.
func (h requestHandlers) contact(w http.ResponseWriter, r *http.Request) {
	var in request.Contact
	if err := h.accept(w, r, &in); err != nil {
		httpx.Error(w, r, err)
		return
	}
	out, err := h.service.SubmitContact(r.Context(), in)
	respond(w, r, out, err)
}

// respond answers 201 with the stored record, or the error.
func respond(w http.ResponseWriter, r *http.Request, record any, err error) {
	if err != nil {
		httpx.Error(w, r, err)
		return
	}
	httpx.JSON(w, http.StatusCreated, record)
}
