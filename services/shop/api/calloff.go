package api

import (
	"errors"
	"net/http"

	"wandelwijs.nl/domain/walkops"
	"wandelwijs.nl/platform/httpx"
)

// choiceHandlers serve the choice of a booking on a called-off walk through its manage
// link: money back, credit or another date.
type choiceHandlers struct {
	manage manageHandlers
	ops    *walkops.Service
}

// get answers GET /manage/{token}/choice: the choice, open or made; null for a booking
// that has none (most bookings: every manage page asks, so none is no error).
func (h choiceHandlers) get(w http.ResponseWriter, r *http.Request) {
	token, ok := h.manage.token(w, r)
	if !ok {
		return
	}
	v, err := h.ops.ManagedChoice(r.Context(), token)
	if errors.Is(err, walkops.ErrNoChoice) {
		httpx.JSON(w, http.StatusOK, nil)
		return
	}
	h.answer(w, r, v, err)
}

// choose answers POST /manage/{token}/choice {choice, walkId?}: once; a second is a 409.
// Another date that costs more answers 201 with the checkout for the difference.
func (h choiceHandlers) choose(w http.ResponseWriter, r *http.Request) {
	token, ok := h.manage.token(w, r)
	if !ok {
		return
	}
	var in walkops.Choice
	if err := httpx.Decode(w, r, &in); err != nil {
		httpx.Error(w, r, err)
		return
	}
	in.Normalize()
	if err := in.Validate(); err != nil {
		httpx.Error(w, r, err)
		return
	}
	v, checkout, err := h.ops.Choose(r.Context(), token, in)
	if err == nil && checkout.CheckoutURL != "" {
		httpx.JSON(w, http.StatusCreated, checkout)
		return
	}
	h.answer(w, r, v, err)
}

func (h choiceHandlers) answer(w http.ResponseWriter, r *http.Request, v walkops.ChoiceView, err error) {
	if err != nil {
		httpx.Error(w, r, err)
		return
	}
	httpx.JSON(w, http.StatusOK, v)
}
