package api

import (
	"fmt"
	"mime"
	"net/http"
	"time"

	"wandelwijs.nl/domain/waitlist"
	"wandelwijs.nl/domain/walk"
	"wandelwijs.nl/domain/walkops"
	"wandelwijs.nl/platform/httpx"
	"wandelwijs.nl/platform/paging"
	"wandelwijs.nl/platform/rules"
)

// walkJSON is a walk as the back office reads and writes it.
type walkJSON struct {
	ID              string           `json:"id"`
	Title           string           `json:"title"`
	Slug            string           `json:"slug"`
	DateStart       time.Time        `json:"dateStart"`
	DateEnd         time.Time        `json:"dateEnd"`
	City            string           `json:"city"`
	Address         string           `json:"address"`
	ShortDesc       string           `json:"shortDesc"`
	FullDesc        string           `json:"fullDesc"`
	TitleEn         *string          `json:"titleEn"`
	ShortDescEn     *string          `json:"shortDescEn"`
	FullDescEn      *string          `json:"fullDescEn"`
	PriceCents      int              `json:"priceCents"`
	MinParticipants int              `json:"minParticipants"`
	MaxParticipants int              `json:"maxParticipants"`
	CoverImageURL   *string          `json:"coverImageUrl"`
	GuideName       *string          `json:"guideName"`
	GuideLine       *string          `json:"guideLine"`
	GuidePhoto      *coverJSON       `json:"guidePhoto"`
	SeriesID        *string          `json:"seriesId"`
	SeriesSize      int              `json:"seriesSize"`
	Published       bool             `json:"published"`
	CancelledAt     *time.Time       `json:"cancelledAt"`
	CancelReason    *string          `json:"cancelReason"`
	UpdatedAt       time.Time        `json:"updatedAt"`
	BookingStats    bookingStatsJSON `json:"bookingStats"`
}

type bookingStatsJSON struct {
	Bookings        int `json:"bookings"`
	TotalBooked     int `json:"totalBooked"`
	PaidBookings    int `json:"paidBookings"`
	PendingBookings int `json:"pendingBookings"`
	AvailableSpots  int `json:"availableSpots"`
}

func toWalkJSON(w walk.Record) walkJSON {
	s := w.BookingStats
	var photo *coverJSON
	if w.GuidePhotoHash != nil {
		p := toCoverJSON(guidePhoto(w.Walk))
		photo = &p
	}
	return walkJSON{GuideName: w.GuideName, GuideLine: w.GuideLine, GuidePhoto: photo,
		ID: w.ID, Title: w.Title, Slug: w.Slug, DateStart: w.DateStart, DateEnd: w.DateEnd, City: w.City,
		Address: w.Address, ShortDesc: w.ShortDesc, FullDesc: w.FullDesc, PriceCents: w.PriceCents,
		TitleEn: w.TitleEN, ShortDescEn: w.ShortDescEN, FullDescEn: w.FullDescEN,
		MinParticipants: w.MinParticipants, MaxParticipants: w.MaxParticipants, CoverImageURL: w.CoverImageURL,
		SeriesID: w.SeriesID, SeriesSize: w.SeriesSize, Published: w.Published, CancelledAt: w.CancelledAt, CancelReason: w.CancelReason, UpdatedAt: w.UpdatedAt,
		BookingStats: bookingStatsJSON{Bookings: s.Bookings, TotalBooked: s.TotalBooked, PaidBookings: s.PaidBookings,
			PendingBookings: s.PendingBookings, AvailableSpots: w.AvailableSpots},
	}
}

// walkChangesJSON is the walk form; an update may send only some fields ({published}).
type walkChangesJSON struct {
	Title           *string    `json:"title"`
	Slug            *string    `json:"slug"`
	DateStart       *time.Time `json:"dateStart"`
	DateEnd         *time.Time `json:"dateEnd"`
	City            *string    `json:"city"`
	Address         *string    `json:"address"`
	ShortDesc       *string    `json:"shortDesc"`
	FullDesc        *string    `json:"fullDesc"`
	TitleEn         *string    `json:"titleEn"`
	ShortDescEn     *string    `json:"shortDescEn"`
	FullDescEn      *string    `json:"fullDescEn"`
	PriceCents      *int       `json:"priceCents"`
	MinParticipants *int       `json:"minParticipants"`
	MaxParticipants *int       `json:"maxParticipants"`
	CoverImageURL   *string    `json:"coverImageUrl"`
	GuideName       *string    `json:"guideName"`
	GuideLine       *string    `json:"guideLine"`
	Published       *bool      `json:"published"`
	// UpdatedAt is the walk's updatedAt as the form read it: the change is refused when
	// the walk was changed since (another organiser, another tab).
	UpdatedAt *time.Time `json:"updatedAt"`
	// Scope is "this" (the default) or "following": the change also goes to the later
	// walks of the walk's series that have not started.
	Scope *string `json:"scope"`
	// Fields react-admin sends back with a full record; ignored.
	ID           *string         `json:"id"`
	SeriesID     *string         `json:"seriesId"`
	SeriesSize   *int            `json:"seriesSize"`
	BookingStats *map[string]any `json:"bookingStats"`
	CancelledAt  *string         `json:"cancelledAt"`
	CancelReason *string         `json:"cancelReason"`
	GuidePhoto   *map[string]any `json:"guidePhoto"`
}

func decodeWalkChanges(w http.ResponseWriter, r *http.Request) (walk.Changes, error) {
	var in walkChangesJSON
	if err := httpx.Decode(w, r, &in); err != nil {
		return walk.Changes{}, err
	}
	scope := walk.ScopeThis
	if in.Scope != nil {
		scope = *in.Scope
	}
	return walk.Changes{Scope: scope,
		Title: in.Title, Slug: in.Slug, City: in.City, Address: in.Address, ShortDesc: in.ShortDesc, FullDesc: in.FullDesc,
		TitleEN: in.TitleEn, ShortDescEN: in.ShortDescEn, FullDescEN: in.FullDescEn, DateStart: in.DateStart, DateEnd: in.DateEnd, PriceCents: in.PriceCents, MinParticipants: in.MinParticipants,
		MaxParticipants: in.MaxParticipants, CoverImageURL: in.CoverImageURL, Published: in.Published, ReadAt: in.UpdatedAt,
		GuideName: in.GuideName, GuideLine: in.GuideLine,
	}, nil
}

type walkHandlers struct {
	walks walk.Planner
	// ops calls a walk off and messages its participants; waitlist lists who waits for it.
	ops      *walkops.Service
	waitlist *waitlist.Service
}

func (h walkHandlers) list(w http.ResponseWriter, r *http.Request) {
	list(w, r, "walks", func(p paging.Page) ([]walk.Record, int, error) { return h.walks.List(r.Context(), p) }, toWalkJSON)
}

func (h walkHandlers) get(w http.ResponseWriter, r *http.Request) {
	v, err := h.walks.Get(r.Context(), id(r))
	answer(w, r, http.StatusOK, toWalkJSON(v), err)
}

func (h walkHandlers) create(w http.ResponseWriter, r *http.Request) {
	submit(w, r, http.StatusCreated, decodeWalkChanges, func(c walk.Changes) (walk.Record, error) {
		return h.walks.Create(r.Context(), c)
	}, toWalkJSON)
}

func (h walkHandlers) update(w http.ResponseWriter, r *http.Request) {
	submit(w, r, http.StatusOK, decodeWalkChanges, func(c walk.Changes) (walk.Record, error) {
		return h.walks.Update(r.Context(), id(r), c)
	}, toWalkJSON)
}

func (h walkHandlers) delete(w http.ResponseWriter, r *http.Request) {
	v, err := h.walks.Delete(r.Context(), id(r))
	answer(w, r, http.StatusOK, toWalkJSON(v), err)
}

// repeat answers POST /walks/admin/{id}/repeat {every, count | until | dates}: the walks
// made, 201; a date refused (past, taken in the series, past the cap) makes none.
func (h walkHandlers) repeat(w http.ResponseWriter, r *http.Request) {
	submit(w, r, http.StatusCreated, decodeForm[walk.Repetition], func(rep walk.Repetition) ([]walk.Record, error) {
		return h.walks.Repeat(r.Context(), id(r), rep)
	}, func(made []walk.Record) []walkJSON {
		out := make([]walkJSON, len(made))
		for i, m := range made {
			out[i] = toWalkJSON(m)
		}
		return out
	})
}

// copyWalk answers POST /walks/admin/{id}/copy: a new single walk like it, unpublished, 201.
func (h walkHandlers) copyWalk(w http.ResponseWriter, r *http.Request) {
	v, err := h.walks.Copy(r.Context(), id(r))
	answer(w, r, http.StatusCreated, toWalkJSON(v), err)
}

// holderJSON is who holds places on a walk or waits for them: the row's id (a booking or
// a waiting-list entry), the person, how many places and the row's status.
type holderJSON struct {
	ID     string  `json:"id"`
	Name   string  `json:"name"`
	Email  string  `json:"email"`
	Phone  *string `json:"phone"`
	Qty    int     `json:"qty"`
	Status string  `json:"status"`
}

// participantJSON is one booking that holds places on a walk.
type participantJSON struct {
	holderJSON
	PaymentStatus    string    `json:"paymentStatus"`
	TotalCents       int       `json:"totalCents"`
	VoucherUsedCents int       `json:"voucherUsedCents"`
	BookedAt         time.Time `json:"bookedAt"`
	// Language is the booking's: "nl" or "en".
	Language string `json:"language"`
}

func toParticipantJSON(p walk.Participant) participantJSON {
	return participantJSON{holderJSON: holderJSON{ID: p.BookingID, Name: p.Name, Email: p.Email, Phone: p.Phone, Qty: p.Qty, Status: p.Status},
		PaymentStatus: p.PaymentStatus, TotalCents: p.TotalCents, VoucherUsedCents: p.VoucherUsedCents, BookedAt: p.BookedAt.UTC(), Language: p.Language}
}

// participants answers GET /walks/admin/{id}/participants: every booking that holds
// places, as a react-admin list (all of them: a walk has at most a thousand places).
func (h walkHandlers) participants(w http.ResponseWriter, r *http.Request) {
	_, ps, err := h.walks.Participants(r.Context(), id(r))
	whole(w, r, "participants", ps, err, toParticipantJSON)
}

// cancelledBookingJSON is a cancelled paid booking on a walk and what happened to its money.
type cancelledBookingJSON struct {
	ID                   string    `json:"id"`
	Name                 string    `json:"name"`
	Email                string    `json:"email"`
	Qty                  int       `json:"qty"`
	TotalCents           int       `json:"totalCents"`
	VoucherUsedCents     int       `json:"voucherUsedCents"`
	CancelledAt          time.Time `json:"cancelledAt"`
	RefundCents          int       `json:"refundCents"`
	RefundStatus         *string   `json:"refundStatus"`
	VoucherReturnedCents int       `json:"voucherReturnedCents"`
}

func toCancelledBookingJSON(c walk.Cancellation) cancelledBookingJSON {
	return cancelledBookingJSON{ID: c.BookingID, Name: c.Name, Email: c.Email, Qty: c.Qty, TotalCents: c.TotalCents,
		VoucherUsedCents: c.VoucherUsedCents, CancelledAt: c.CancelledAt.UTC(), RefundCents: c.RefundCents,
		RefundStatus: c.RefundStatus, VoucherReturnedCents: c.VoucherReturnedCents}
}

// cancellations answers GET /walks/admin/{id}/cancellations: the walk's cancelled paid
// bookings, with what went back to the bank and onto the voucher, so the overview stays
// after a walk is called off.
func (h walkHandlers) cancellations(w http.ResponseWriter, r *http.Request) {
	cs, err := h.walks.Cancellations(r.Context(), id(r))
	whole(w, r, "cancellations", cs, err, toCancelledBookingJSON)
}

// choices answers GET /walks/admin/{id}/choices: who of a called-off walk chose money,
// credit or another date, and whose choice is still open.
func (h walkHandlers) choices(w http.ResponseWriter, r *http.Request) {
	cs, err := h.ops.Choices(r.Context(), id(r))
	whole(w, r, "choices", cs, err, asIs)
}

// participantsCSV answers GET /walks/admin/{id}/participants.csv: the same list as a
// download for Excel (walk.ParticipantsCSV), named after the walk and its date.
func (h walkHandlers) participantsCSV(w http.ResponseWriter, r *http.Request) {
	v, ps, err := h.walks.Participants(r.Context(), id(r))
	if err != nil {
		httpx.Error(w, r, err)
		return
	}
	name := fmt.Sprintf("deelnemers-%s-%s.csv", v.Slug, v.DateStart.In(rules.Amsterdam).Format("2006-01-02"))
	w.Header().Set("Content-Type", "text/csv; charset=utf-8")
	w.Header().Set("Content-Disposition", mime.FormatMediaType("attachment", map[string]string{"filename": name}))
	_, _ = w.Write(walk.ParticipantsCSV(ps))
}

// callOff answers POST /walks/admin/{id}/call-off {reason, message}: the organisers
// call a walk off and everyone booked gets their money back and one mail (ADMIN only);
// it answers what that did.
func (h walkHandlers) callOff(w http.ResponseWriter, r *http.Request) {
	submit(w, r, http.StatusOK, decodeForm[walkops.CallOffNotice], func(c walkops.CallOffNotice) (walkops.CalledOff, error) {
		return h.ops.CallOff(r.Context(), id(r), c)
	}, asIs)
}

// messageWalk answers POST /walks/admin/{id}/message {subject, body}: one mail to each
// address booked on the walk (ADMIN only); it answers {recipients}.
func (h walkHandlers) messageWalk(w http.ResponseWriter, r *http.Request) {
	submit(w, r, http.StatusOK, decodeForm[walkops.Message], func(m walkops.Message) (int, error) {
		return h.ops.MessageParticipants(r.Context(), id(r), m)
	}, func(n int) recipientsJSON { return recipientsJSON{Recipients: n} })
}

// recipientsJSON is how many addresses a message to a walk's participants went to.
type recipientsJSON struct {
	Recipients int `json:"recipients"`
}

// adminEntryJSON is an entry on a walk's waiting list as the organisers see it.
type adminEntryJSON struct {
	holderJSON
	CreatedAt      time.Time  `json:"createdAt"`
	OfferedAt      *time.Time `json:"offeredAt"`
	OfferExpiresAt *time.Time `json:"offerExpiresAt"`
	BookingID      *string    `json:"bookingId"`
}

func toAdminEntryJSON(e waitlist.Entry) adminEntryJSON {
	return adminEntryJSON{holderJSON: holderJSON{ID: e.ID, Name: e.Name, Email: e.Email, Phone: e.Phone, Qty: e.Qty, Status: e.Status},
		CreatedAt: e.CreatedAt.UTC(), OfferedAt: httpx.UTCOrNil(e.OfferedAt), OfferExpiresAt: httpx.UTCOrNil(e.OfferExpiresAt), BookingID: e.BookingID}
}

// listWaitlist answers GET /walks/admin/{id}/waitlist (ADMIN): the walk's waiting list in order
// of signing up, with who got an offer and when.
func (h walkHandlers) listWaitlist(w http.ResponseWriter, r *http.Request) {
	entries, err := h.waitlist.Entries(r.Context(), id(r))
	whole(w, r, "waitlist", entries, err, toAdminEntryJSON)
}
