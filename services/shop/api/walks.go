package api

import (
	"encoding/json"
	"fmt"
	"net/http"
	"strconv"
	"sync/atomic"
	"time"

	"github.com/gorilla/mux"

	"wandelwijs.nl/platform/httpx"
	"wandelwijs.nl/platform/rules"
	"wandelwijs.nl/shop/walk"
)

// walkJSON is a walk as spec 1 §3 names its fields.
type walkJSON struct {
	ID              string    `json:"id"`
	Slug            string    `json:"slug"`
	Title           string    `json:"title"`
	City            string    `json:"city"`
	Address         string    `json:"address"`
	ShortDesc       string    `json:"shortDesc"`
	FullDesc        string    `json:"fullDesc"`
	DateStart       time.Time `json:"dateStart"`
	DateEnd         time.Time `json:"dateEnd"`
	PriceCents      int       `json:"priceCents"`
	MinParticipants int       `json:"minParticipants"`
	MaxParticipants int       `json:"maxParticipants"`
	AvailableSpots  int       `json:"availableSpots"`
	GoesAhead       bool      `json:"goesAhead"`
	// Status is "SCHEDULED", or "CANCELLED" with CancelReason when the organisers called it off.
	Status        string  `json:"status"`
	CancelReason  *string `json:"cancelReason"`
	CoverImageURL *string `json:"coverImageUrl"`
}

// walkDetailJSON adds what the detail page renders its booking rules from.
type walkDetailJSON struct {
	walkJSON
	CancelMinDays int `json:"cancelMinDays"`
}

func toWalkJSON(w walk.Walk) walkJSON {
	status, spots := "SCHEDULED", w.AvailableSpots
	if w.CancelReason != nil {
		status, spots = "CANCELLED", 0 // nothing can be booked
	}
	return walkJSON{
		Status: status, CancelReason: w.CancelReason,
		ID: w.ID, Slug: w.Slug, Title: w.Title, City: w.City, Address: w.Address,
		ShortDesc: w.ShortDesc, FullDesc: w.FullDesc, DateStart: w.DateStart.UTC(), DateEnd: w.DateEnd.UTC(),
		PriceCents: w.PriceCents, MinParticipants: w.MinParticipants, MaxParticipants: w.MaxParticipants,
		AvailableSpots: spots, GoesAhead: w.GoesAhead && w.CancelReason == nil, CoverImageURL: w.CoverImageURL,
	}
}

type walkHandlers struct {
	catalogue *walk.Catalogue
	// listed is the last listing answered, encoded once for as long as the catalogue keeps it.
	listed *atomic.Pointer[encodedListing]
}

// encodedListing is a listing's JSON answer.
type encodedListing struct {
	listing *walk.Listing
	body    []byte
}

// list answers GET /walks: the upcoming published walks.
func (h walkHandlers) list(w http.ResponseWriter, r *http.Request) {
	l, err := h.catalogue.Upcoming(r.Context())
	if err != nil {
		httpx.Error(w, r, err)
		return
	}
	enc := h.listed.Load()
	if enc == nil || enc.listing != l {
		out := make([]walkJSON, len(l.Walks))
		for i, wk := range l.Walks {
			out[i] = toWalkJSON(wk)
		}
		body, err := json.Marshal(out)
		if err != nil {
			httpx.Error(w, r, fmt.Errorf("encode walks: %w", err))
			return
		}
		enc = &encodedListing{listing: l, body: append(body, '\n')}
		h.listed.Store(enc)
	}
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.Header().Set("Content-Length", strconv.Itoa(len(enc.body)))
	_, _ = w.Write(enc.body)
}

// get answers GET /walks/{slug}.
func (h walkHandlers) get(w http.ResponseWriter, r *http.Request) {
	wk, err := h.catalogue.BySlug(r.Context(), mux.Vars(r)["slug"])
	if err != nil {
		httpx.Error(w, r, err)
		return
	}
	httpx.JSON(w, http.StatusOK, walkDetailJSON{walkJSON: toWalkJSON(wk), CancelMinDays: rules.CancelMinDays})
}
