package api

import (
	"context"
	"errors"
	"log/slog"
	"net/http"
	"net/url"
	"time"

	"github.com/gorilla/mux"

	"wandelwijs.nl/domain/booking"
	"wandelwijs.nl/domain/payment"
	"wandelwijs.nl/platform/httpx"
	"wandelwijs.nl/platform/mollie"
	"wandelwijs.nl/platform/ratelimit"
)

type paymentHandlers struct {
	payments *payment.Service
	bookings *booking.Service
	// retries bounds the retry links per client.
	retries *ratelimit.Limiter
	now     func() time.Time
}

// DefaultRetryLimit lets one client open 10 retry links at once (each starts a payment
// at Mollie), then one a minute.
func DefaultRetryLimit(factor int) *ratelimit.Limiter {
	return ratelimit.New(10*factor, time.Minute)
}

// serveRetry answers a retry link's POST: it takes one retry from the client's budget
// (retries, nil for none), then start makes the new payment and the answer is its
// checkout's address, {"checkoutUrl"}; a refusal is logged with logArgs and answered with
// its reason.
func serveRetry(w http.ResponseWriter, r *http.Request, retries *ratelimit.Limiter, now time.Time, start func(context.Context) (string, error), logArgs ...any) {
	var err error
	if retries != nil {
		err = retries.Check(w, r, "client "+httpx.ClientIP(r), now, "Te veel pogingen. Wacht even en probeer het dan opnieuw.")
	}
	var checkout string
	if err == nil {
		checkout, err = start(r.Context())
	}
	if err != nil {
		slog.InfoContext(r.Context(), "retry payment refused", append(logArgs, "err", err)...)
		httpx.Error(w, r, err)
		return
	}
	httpx.JSON(w, http.StatusCreated, checkoutJSON{CheckoutURL: checkout})
}

// paymentStateJSON is what the result pages poll for a booking.
type paymentStateJSON struct {
	// Status is the provider's status of the booking's current payment, "" when it has none.
	Status        string `json:"status" enum:",open,pending,authorized,paid,failed,canceled,expired"`
	PaymentStatus string `json:"paymentStatus" enum:"PENDING,PAID,FAILED,CANCELED,CANCELLED"`
	BookingStatus string `json:"bookingStatus" enum:"PENDING,PAID,FAILED,CANCELLED,CANCELED"`
}

// devPaidJSON is a booking marked paid in development: its state and its payment's.
type devPaidJSON struct {
	Status        string `json:"status"`
	PaymentStatus string `json:"paymentStatus"`
}

// webhook answers POST /payments/webhook. Mollie sends only an id; the payment itself
// is fetched from Mollie. An unknown id is answered 200 and changes nothing; a failure
// to reach Mollie is answered 503 so Mollie tries again.
func (h paymentHandlers) webhook(w http.ResponseWriter, r *http.Request) {
	r.Body = http.MaxBytesReader(w, r.Body, 4<<10)
	if err := r.ParseForm(); err != nil {
		httpx.JSON(w, http.StatusBadRequest, httpx.ErrorBody{Code: "bad_webhook", Message: "Ongeldig verzoek."})
		return
	}
	id := r.PostForm.Get("id")
	if !mollie.ValidPaymentID(id) {
		w.WriteHeader(http.StatusOK) // not a payment of ours: nothing to do
		return
	}
	_, err := h.payments.Sync(r.Context(), id)
	switch {
	case err == nil, errors.Is(err, payment.ErrUnknownPayment):
		w.WriteHeader(http.StatusOK)
	default:
		slog.ErrorContext(r.Context(), "webhook", "payment", id, "err", err)
		httpx.JSON(w, http.StatusServiceUnavailable, httpx.ErrorBody{Code: "unavailable", Message: "Tijdelijk niet beschikbaar."})
	}
}

// status answers GET /payments/status/{paymentId} with the payment's status: Mollie is
// asked (and the answer applied) at most every few seconds, however many pages poll.
func (h paymentHandlers) status(w http.ResponseWriter, r *http.Request) {
	status, err := h.payments.SyncAtMostEvery(r.Context(), mux.Vars(r)["paymentId"])
	if err != nil {
		httpx.Error(w, r, err)
		return
	}
	httpx.JSON(w, http.StatusOK, providerStatusJSON{Status: status})
}

// complete answers POST /payments/process-payment-completion/{paymentId}.
func (h paymentHandlers) complete(w http.ResponseWriter, r *http.Request) {
	if _, err := h.payments.Sync(r.Context(), mux.Vars(r)["paymentId"]); err != nil {
		httpx.Error(w, r, err)
		return
	}
	httpx.JSON(w, http.StatusOK, completedJSON{Status: "success"})
}

// bookingStatus answers GET /payments/booking/{bookingId}/status.
func (h paymentHandlers) bookingStatus(w http.ResponseWriter, r *http.Request) {
	st, err := h.bookings.PaymentState(r.Context(), mux.Vars(r)["bookingId"])
	if err != nil {
		httpx.Error(w, r, err)
		return
	}
	httpx.JSON(w, http.StatusOK, paymentStateJSON{Status: st.Status, PaymentStatus: st.PaymentStatus, BookingStatus: st.BookingStatus})
}

// retryPage answers GET /payments/retry-booking-payment/{bookingId}, the pay link of the
// shop's mails (site.Links.RetryBookingPayment): 303 to the booking's page, in the
// booking's language, whose button starts the new payment with a POST. A GET starts
// nothing, so another site cannot make a visitor's browser create payments.
func (h paymentHandlers) retryPage(w http.ResponseWriter, r *http.Request) {
	id, language := mux.Vars(r)["bookingId"], ""
	if b, err := h.bookings.Get(r.Context(), id); err == nil {
		language = b.Language
	}
	http.Redirect(w, r, shopPages.In(language).BookingPage(url.PathEscape(id)), http.StatusSeeOther)
}

// retry answers POST /payments/retry-booking-payment/{bookingId} (CSRF-checked like every
// write) with the new checkout's address, {"checkoutUrl"}; a booking that cannot be paid
// again, or a client over its retry budget, is refused with the reason.
func (h paymentHandlers) retry(w http.ResponseWriter, r *http.Request) {
	id := mux.Vars(r)["bookingId"]
	// The booking's id reads the booking: the line names the request, not the id.
	serveRetry(w, r, h.retries, h.now(), func(ctx context.Context) (string, error) {
		return h.bookings.Retry(ctx, id)
	}, "request_id", httpx.RequestID(r.Context()))
}

// devTriggerWebhook answers POST /payments/dev/trigger-webhook/{paymentId} (development only).
func (h paymentHandlers) devTriggerWebhook(w http.ResponseWriter, r *http.Request) {
	p, err := h.payments.Sync(r.Context(), mux.Vars(r)["paymentId"])
	if err != nil {
		httpx.Error(w, r, err)
		return
	}
	httpx.JSON(w, http.StatusOK, providerStatusJSON{Status: p.Status})
}

// devMarkPaid answers POST /payments/dev/mark-paid/{bookingId} (development only).
func (h paymentHandlers) devMarkPaid(w http.ResponseWriter, r *http.Request) {
	b, err := h.bookings.MarkPaid(r.Context(), mux.Vars(r)["bookingId"])
	if err != nil {
		httpx.Error(w, r, err)
		return
	}
	httpx.JSON(w, http.StatusOK, devPaidJSON{Status: b.Status, PaymentStatus: b.PaymentStatus})
}
