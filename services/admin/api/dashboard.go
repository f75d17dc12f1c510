package api

import (
	"errors"
	"fmt"
	"log/slog"
	"mime"
	"net/http"
	"time"

	"wandelwijs.nl/domain/dashboard"
	"wandelwijs.nl/domain/ledger"
	"wandelwijs.nl/domain/voucher"
	"wandelwijs.nl/platform/export"
	"wandelwijs.nl/platform/httpx"
	"wandelwijs.nl/platform/paging"
)

// figuresJSON is the dashboard's figures, named as the back office reads them.
type figuresJSON struct {
	Walks struct {
		Total         int `json:"total"`
		Published     int `json:"published"`
		TotalBookings int `json:"totalBookings"`
		RevenueCents  int `json:"revenueCents"`
	} `json:"walks"`
	Bookings struct {
		Total        int `json:"total"`
		Paid         int `json:"paid"`
		Pending      int `json:"pending"`
		RevenueCents int `json:"revenueCents"`
	} `json:"bookings"`
	Vouchers struct {
		Issued           int `json:"issued"`
		OutstandingCents int `json:"outstandingCents"`
		Redeemed         int `json:"redeemed"`
		// CreditIssuedCents and CreditSpentCents: credit for called-off walks, and what of it was spent.
		CreditIssuedCents int `json:"creditIssuedCents"`
		CreditSpentCents  int `json:"creditSpentCents"`
	} `json:"vouchers"`
	Feest       countsJSON `json:"feest"`
	CustomWalks countsJSON `json:"customWalks"`
	// Upcoming are the next walks with their places and how they stand; Months the paid
	// bookings and revenue per month over the last 12 months, oldest first.
	Upcoming []upcomingWalkJSON `json:"upcoming" nullable:"false"`
	Months   []monthJSON        `json:"months" nullable:"false"`
	// Money is this Amsterdam month's money in and out at Mollie, as the ledger's CSV
	// for the month adds up (ledger.TotalsOf).
	Money moneyJSON `json:"money"`
}

type moneyJSON struct {
	// Month is YYYY-MM.
	Month    string `json:"month"`
	InCents  int    `json:"inCents"`
	OutCents int    `json:"outCents"`
}

type upcomingWalkJSON struct {
	ID              string    `json:"id"`
	Title           string    `json:"title"`
	DateStart       time.Time `json:"dateStart"`
	MinParticipants int       `json:"minParticipants"`
	MaxParticipants int       `json:"maxParticipants"`
	Booked          int       `json:"booked"`
	Confirmed       int       `json:"confirmed"`
	// State is GOES_AHEAD, BELOW_MINIMUM, FULL or CANCELLED.
	State string `json:"state" enum:"GOES_AHEAD,BELOW_MINIMUM,FULL,CANCELLED"`
}

type monthJSON struct {
	Month        string `json:"month"`
	Bookings     int    `json:"bookings"`
	RevenueCents int    `json:"revenueCents"`
}

type countsJSON struct {
	Total     int `json:"total"`
	New       int `json:"new"`
	Completed int `json:"completed"`
}

func toFiguresJSON(f dashboard.Figures) figuresJSON {
	var out figuresJSON
	out.Walks.Total, out.Walks.Published = f.Walks.Total, f.Walks.Published
	out.Walks.TotalBookings, out.Walks.RevenueCents = f.Walks.TotalBookings, f.Walks.RevenueCents
	out.Bookings.Total, out.Bookings.Paid = f.Bookings.Total, f.Bookings.Paid
	out.Bookings.Pending, out.Bookings.RevenueCents = f.Bookings.Pending, f.Bookings.RevenueCents
	out.Vouchers.Issued, out.Vouchers.OutstandingCents, out.Vouchers.Redeemed = f.Vouchers.Issued, f.Vouchers.OutstandingCents, f.Vouchers.Redeemed
	out.Vouchers.CreditIssuedCents, out.Vouchers.CreditSpentCents = f.Vouchers.CreditIssuedCents, f.Vouchers.CreditSpentCents
	out.Feest, out.CustomWalks = countsJSON(f.Feest), countsJSON(f.CustomWalks)
	out.Upcoming, out.Months = []upcomingWalkJSON{}, []monthJSON{}
	for _, w := range f.Upcoming {
		out.Upcoming = append(out.Upcoming, upcomingWalkJSON{ID: w.ID, Title: w.Title, DateStart: w.DateStart.UTC(),
			MinParticipants: w.MinParticipants, MaxParticipants: w.MaxParticipants, Booked: w.Booked, Confirmed: w.Confirmed,
			State: w.State()})
	}
	for _, m := range f.Months {
		out.Months = append(out.Months, monthJSON(m))
	}
	return out
}

// personJSON is a name and an e-mail address.
type personJSON struct {
	Name  string `json:"name"`
	Email string `json:"email"`
}

// voucherJSON is a voucher as the back office lists it: never its code, only the
// start of its hash.
type voucherJSON struct {
	ID             string             `json:"id"`
	ValueCents     int                `json:"valueCents"`
	RemainingCents int                `json:"remainingCents"`
	Used           bool               `json:"used"`
	UsedAt         *time.Time         `json:"usedAt"`
	CreatedAt      time.Time          `json:"createdAt"`
	Status         string             `json:"status"`
	PaymentStatus  string             `json:"paymentStatus"`
	Purchaser      personJSON         `json:"purchaser"`
	Recipient      personJSON         `json:"recipient"`
	Bookings       []voucherSpendJSON `json:"bookings" nullable:"false"`
	ChargedBack    bool               `json:"chargedBack"`
}

// voucherSpendJSON is a booking that used a voucher.
type voucherSpendJSON struct {
	ID   string `json:"id"`
	Walk struct {
		Title string `json:"title"`
	} `json:"walk"`
	User      *personJSON `json:"user"`
	GuestName *string     `json:"guestName"`
}

func toVoucherJSON(v voucher.Entry) voucherJSON {
	out := voucherJSON{ID: v.ID, ValueCents: v.ValueCents, RemainingCents: v.RemainingCents,
		Used: v.Status == voucher.StatusUsed, UsedAt: v.UsedAt, CreatedAt: v.CreatedAt, Status: v.Status,
		PaymentStatus: v.PaymentStatus, Purchaser: personJSON{Name: v.PurchaserName, Email: v.PurchaserEmail},
		Recipient: personJSON{Name: v.RecipientName, Email: v.RecipientEmail}, Bookings: []voucherSpendJSON{},
		ChargedBack: v.ChargedBackAt != nil}
	for _, s := range v.Bookings {
		spend := voucherSpendJSON{ID: s.ID}
		spend.Walk.Title = s.WalkTitle
		if s.UserID != nil {
			spend.User = &personJSON{Name: s.Name, Email: s.Email}
		} else {
			name := s.Name
			spend.GuestName = &name
		}
		out.Bookings = append(out.Bookings, spend)
	}
	return out
}

type dashboardHandlers struct {
	dashboard dashboard.Service
	vouchers  voucher.Register
	dumper    export.Dumper
	ledger    ledger.Ledger
	now       func() time.Time
}

func (h dashboardHandlers) figures(w http.ResponseWriter, r *http.Request) {
	f, err := h.dashboard.Figures(r.Context())
	if err != nil {
		httpx.Error(w, r, err)
		return
	}
	month := ledger.Month(h.now())
	entries, err := h.ledger.Entries(r.Context(), month)
	out := toFiguresJSON(f)
	totals := ledger.TotalsOf(entries)
	out.Money = moneyJSON{Month: month.From.Format("2006-01"), InCents: totals.InCents, OutCents: totals.OutCents}
	answer(w, r, http.StatusOK, out, err)
}

// ledgerCSV answers GET /admin/ledger.csv?from=&to= (YYYY-MM-DD, both days included;
// by default this month up to today): every payment, refund, chargeback and voucher
// movement of the period, for the bookkeeper.
func (h dashboardHandlers) ledgerCSV(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	period, err := ledger.PeriodOf(q.Get("from"), q.Get("to"), h.now())
	if err != nil {
		httpx.Error(w, r, err)
		return
	}
	entries, err := h.ledger.Entries(r.Context(), period)
	if err != nil {
		httpx.Error(w, r, err)
		return
	}
	name := fmt.Sprintf("grootboek-%s-%s.csv", period.From.Format(time.DateOnly), period.To.AddDate(0, 0, -1).Format(time.DateOnly))
	w.Header().Set("Content-Type", "text/csv; charset=utf-8")
	w.Header().Set("Content-Disposition", mime.FormatMediaType("attachment", map[string]string{"filename": name}))
	w.Header().Set("Cache-Control", "no-store")
	_, _ = w.Write(ledger.CSV(entries))
}

func (h dashboardHandlers) listVouchers(w http.ResponseWriter, r *http.Request) {
	list(w, r, "vouchers", func(p paging.Page) ([]voucher.Entry, int, error) { return h.vouchers.List(r.Context(), p) }, toVoucherJSON)
}

// export answers GET /admin/database/export with a streamed pg_dump.
func (h dashboardHandlers) export(w http.ResponseWriter, r *http.Request) {
	err := h.dumper.Dump(r.Context(), w, func() {
		w.Header().Set("Content-Type", "application/sql; charset=utf-8")
		w.Header().Set("Content-Disposition", `attachment; filename="`+export.Filename(h.now())+`"`)
		w.Header().Set("Cache-Control", "no-store")
		w.WriteHeader(http.StatusOK)
	})
	if errors.Is(err, export.ErrNotStarted) {
		slog.ErrorContext(r.Context(), "database export", "err", err)
		httpx.JSON(w, http.StatusInternalServerError, httpx.ErrorBody{Code: "export_failed", Message: "Database export mislukt. Probeer het opnieuw."})
		return
	}
	if err != nil { // headers are gone: the client sees a cut-off download
		slog.ErrorContext(r.Context(), "database export interrupted", "err", err)
	}
}

// voucherLiability answers GET /admin/voucher-liability.csv?at= (YYYY-MM-DD; by default
// today): every voucher still spendable at the end of that day, gift vouchers and
// call-off credit, with its balance then, for the bookkeeper.
func (h dashboardHandlers) voucherLiability(w http.ResponseWriter, r *http.Request) {
	at := r.URL.Query().Get("at")
	day, err := ledger.PeriodOf(at, at, h.now())
	if err != nil {
		httpx.Error(w, r, err)
		return
	}
	list, err := h.ledger.Liability(r.Context(), day.To)
	if err != nil {
		httpx.Error(w, r, err)
		return
	}
	name := fmt.Sprintf("cadeaubonnen-saldo-%s.csv", day.From.Format(time.DateOnly))
	w.Header().Set("Content-Type", "text/csv; charset=utf-8")
	w.Header().Set("Content-Disposition", mime.FormatMediaType("attachment", map[string]string{"filename": name}))
	w.Header().Set("Cache-Control", "no-store")
	_, _ = w.Write(ledger.LiabilityCSV(list))
}
