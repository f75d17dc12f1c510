package api

import (
	"net/http"
	"time"

	"github.com/gorilla/mux"

	"wandelwijs.nl/domain/booking"
	"wandelwijs.nl/platform/format"
	"wandelwijs.nl/platform/httpx"
	"wandelwijs.nl/platform/ratelimit"
)

// DefaultManageLimit lets one client make 30 calls on manage links at once, then one
// more every 2 seconds: enough to use a booking's page, too few to guess tokens.
func DefaultManageLimit(factor int) *ratelimit.Limiter {
	return ratelimit.New(30*factor, 2*time.Second)
}

// manageHandlers serve a booking's manage link (/boeking/{token}): whoever holds the
// token from the booking's mails may see and change the booking, without an account.
type manageHandlers struct {
	service *booking.Service
	limit   *ratelimit.Limiter
	now     func() time.Time
}

// token takes one call from the client's budget and returns the path's token.
func (h manageHandlers) token(w http.ResponseWriter, r *http.Request) (string, bool) {
	return linkToken(w, r, h.limit, h.now())
}

// linkToken takes one call from the client's budget of calls on secret links (limit, nil
// for none) and returns the path's {token}; over budget it answers 429 and ok is false.
func linkToken(w http.ResponseWriter, r *http.Request, limit *ratelimit.Limiter, now time.Time) (token string, ok bool) {
	if limit != nil {
		if err := limit.Check(w, r, httpx.ClientIP(r), now, "Te veel pogingen. Wacht even en probeer het dan opnieuw."); err != nil {
			httpx.Error(w, r, err)
			return "", false
		}
	}
	return mux.Vars(r)["token"], true
}

// get answers GET /manage/{token}: the booking as its own page shows it, with the walks
// it may move to (moveOptions).
func (h manageHandlers) get(w http.ResponseWriter, r *http.Request) {
	token, ok := h.token(w, r)
	if !ok {
		return
	}
	v, err := h.service.ManagedView(r.Context(), token)
	h.answerView(w, r, v, err)
}

// manageMoveJSON is POST /manage/{token}/move.
type manageMoveJSON struct {
	WalkID string `json:"walkId"`
	// From is the slug of the walk the page showed the booking on; "" checks nothing.
	From string `json:"from"`
}

// move answers POST /manage/{token}/move {walkId}: the booking on another walk, the
// difference back; to a dearer walk 201 with the checkout for the difference.
func (h manageHandlers) move(w http.ResponseWriter, r *http.Request) {
	token, ok := h.token(w, r)
	if !ok {
		return
	}
	var in manageMoveJSON
	if err := httpx.Decode(w, r, &in); err != nil {
		httpx.Error(w, r, err)
		return
	}
	v, c, err := h.service.ManageMove(r.Context(), token, in.WalkID, in.From)
	if err == nil && c.CheckoutURL != "" {
		httpx.JSON(w, http.StatusCreated, c)
		return
	}
	h.answerView(w, r, v, err)
}

// answer writes the booking as its manage page shows it (ManageView), or the error.
func (h manageHandlers) answer(w http.ResponseWriter, r *http.Request, b booking.Booking, err error) {
	var v booking.ManageView
	if err == nil {
		v, err = h.service.ManageViewOf(r.Context(), b)
	}
	h.answerView(w, r, v, err)
}

// answerView writes the booking with its move options, or the error.
func (h manageHandlers) answerView(w http.ResponseWriter, r *http.Request, v booking.ManageView, err error) {
	if err != nil {
		httpx.Error(w, r, err)
		return
	}
	httpx.JSON(w, http.StatusOK, v)
}

// cancel answers POST /manage/{token}/cancel: the customer's cancel of Mijn wandelingen.
func (h manageHandlers) cancel(w http.ResponseWriter, r *http.Request) {
	token, ok := h.token(w, r)
	if !ok {
		return
	}
	b, err := h.service.ManageCancel(r.Context(), token)
	h.answer(w, r, b, err)
}

// manageChangeJSON is PATCH /manage/{token}.
type manageChangeJSON struct {
	Qty int `json:"qty"`
}

// change answers PATCH /manage/{token} {qty}: fewer persons, the difference back, or
// more on a free walk; more on a paid walk is 201 with the checkout for the extra places.
func (h manageHandlers) change(w http.ResponseWriter, r *http.Request) {
	token, ok := h.token(w, r)
	if !ok {
		return
	}
	var in manageChangeJSON
	if err := httpx.Decode(w, r, &in); err != nil {
		httpx.Error(w, r, err)
		return
	}
	b, c, err := h.service.ManageChangeQty(r.Context(), token, in.Qty)
	if err == nil && c.CheckoutURL != "" {
		httpx.JSON(w, http.StatusCreated, c)
		return
	}
	h.answer(w, r, b, err)
}

// resend answers POST /manage/{token}/resend: the confirmation once more.
func (h manageHandlers) resend(w http.ResponseWriter, r *http.Request) {
	token, ok := h.token(w, r)
	if !ok {
		return
	}
	earlier, err := h.service.ManageResend(r.Context(), token)
	if err != nil {
		httpx.Error(w, r, err)
		return
	}
	msg := "We sturen de bevestiging opnieuw naar je e-mailadres."
	if !earlier.IsZero() {
		msg = "We hebben de bevestiging om " + format.Clock(earlier) + " al naar je e-mailadres gestuurd. Kijk ook bij je ongewenste mail."
	}
	httpx.JSON(w, http.StatusAccepted, noticeJSON{Message: msg})
}

// calendar answers GET /manage/{token}/calendar.ics: the walk for the customer's calendar.
func (h manageHandlers) calendar(w http.ResponseWriter, r *http.Request) {
	token, ok := h.token(w, r)
	if !ok {
		return
	}
	a, err := h.service.ManageCalendar(r.Context(), token)
	if err != nil {
		httpx.Error(w, r, err)
		return
	}
	w.Header().Set("Content-Type", a.ContentType)
	w.Header().Set("Content-Disposition", `attachment; filename="`+a.Filename+`"`)
	w.WriteHeader(http.StatusOK)
	_, _ = w.Write(a.Data)
}
