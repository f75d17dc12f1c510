// Package api is the shop service's HTTP layer: every route in one table, handlers
// that decode, validate, call one domain function and encode.
package api

import (
	"net/http"
	"sync/atomic"
	"time"

	"wandelwijs.nl/domain/account"
	"wandelwijs.nl/domain/agenda"
	"wandelwijs.nl/domain/booking"
	"wandelwijs.nl/domain/media"
	"wandelwijs.nl/domain/payment"
	"wandelwijs.nl/domain/privacy"
	"wandelwijs.nl/domain/quote"
	"wandelwijs.nl/domain/request"
	"wandelwijs.nl/domain/voucher"
	"wandelwijs.nl/domain/waitlist"
	"wandelwijs.nl/domain/walk"
	"wandelwijs.nl/domain/walkops"
	"wandelwijs.nl/platform/auth"
	"wandelwijs.nl/platform/authz"
	"wandelwijs.nl/platform/httpx"
	"wandelwijs.nl/platform/mail"
	"wandelwijs.nl/platform/ratelimit"
	"wandelwijs.nl/platform/rules"
	"wandelwijs.nl/platform/server"
)

// Deps is what the handlers need.
type Deps struct {
	// Catalogue answers the walks, the list from memory while nothing changed.
	Catalogue *walk.Catalogue
	// Media serves the walks' images.
	Media *media.Service
	// Agenda makes the calendar feeds.
	Agenda   *agenda.Service
	Sessions *account.Sessions
	// AuthLimits bounds login and register attempts.
	AuthLimits AuthLimits
	// ResetLimits bounds password-reset requests and attempts.
	ResetLimits ResetLimits
	Requests    *request.Service
	Bookings    *booking.Service
	// WalkOps takes the choice of a customer whose walk was called off.
	WalkOps  *walkops.Service
	Waitlist *waitlist.Service
	// Privacy exports and deletes an account's data.
	Privacy  *privacy.Service
	Payments *payment.Service
	Vouchers *voucher.Service
	// Quotes shows, and takes the payment of, the quotes the organisers sent.
	Quotes *quote.Service
	// RedeemLimit bounds voucher code checks per IP.
	RedeemLimit *ratelimit.Limiter
	// RequestLimit bounds request forms per IP.
	RequestLimit *ratelimit.Limiter
	// PlacesLimit bounds the places one client may book, hold or wait for, one token a place.
	PlacesLimit *ratelimit.Limiter
	// RetryLimit bounds the retry links (each starts a new payment) per client.
	RetryLimit *ratelimit.Limiter
	// ManageLimit bounds the calls on bookings' manage links and waiting-list links per client.
	ManageLimit *ratelimit.Limiter
	Enforcer    *authz.Enforcer
	// SessionCheck tells what an access token is worth now (logout, demotion, deletion).
	SessionCheck auth.Sessions
	Cookies      auth.Cookies
	// Now is the clock; tests pin it.
	Now func() time.Time
	// Development adds the development-only routes (APP_ENV=development).
	Development bool
	// Mailbox is the development mailbox the /dev/mail routes list.
	Mailbox *mail.Mailbox
	// Jobs runs a periodic job at once on POST /dev/jobs/{name}/run.
	Jobs JobRunner
	// TestMode is a shop whose payments are no real money: GET /site says so to its pages.
	TestMode bool
	// KOR is a shop that invoices under the small-business exemption: its invoices and
	// quotes carry no btw, and GET /site says so to the quote editor.
	KOR bool
}

// siteJSON is what every page asks once: whether the shop runs in test mode, and whether
// it invoices without btw (the small-business exemption).
type siteJSON struct {
	TestMode bool `json:"testMode"`
	KOR      bool `json:"kor"`
}

// Routes returns the shop router: every public API route, with rights and CSRF in place.
func Routes(d Deps) server.Routes {
	rt := server.NewRoutes(d.Enforcer, d.SessionCheck, d.Cookies, "/payments/webhook")
	wh := walkHandlers{catalogue: d.Catalogue, listed: map[string]*atomic.Pointer[encodedListing]{}}
	for _, l := range rules.Languages {
		wh.listed[l] = &atomic.Pointer[encodedListing]{}
	}
	// Every route that writes has a places budget, but those carrying out what was paid.
	rt.Router.Use(placesBudgets(d.PlacesLimit, d.Now, "/payments/webhook", "/payments/process-payment-completion/{paymentId}",
		"/payments/dev/trigger-webhook/{paymentId}", "/payments/dev/mark-paid/{bookingId}"))
	bh := bookingHandlers{service: d.Bookings, readers: readerCookie(d.Cookies), codes: d.RedeemLimit, now: d.Now}
	ph := paymentHandlers{payments: d.Payments, bookings: d.Bookings, retries: d.RetryLimit, now: d.Now}
	vh := voucherHandlers{service: d.Vouchers, limit: d.RedeemLimit, retries: d.RetryLimit, now: d.Now}
	rh := requestHandlers{service: d.Requests, limit: d.RequestLimit, now: d.Now}
	mh := manageHandlers{service: d.Bookings, limit: d.ManageLimit, now: d.Now}
	ch := choiceHandlers{manage: mh, ops: d.WalkOps}
	wl := waitlistHandlers{service: d.Waitlist, signups: d.RequestLimit, links: d.ManageLimit, now: d.Now}
	ah := authHandlers{sessions: d.Sessions, bookings: d.Bookings, privacy: d.Privacy, cookies: d.Cookies, limits: d.AuthLimits, now: d.Now}

	// Accounts
	rt.Handle(http.MethodPost, "/auth/register", ah.register, server.Exchanges[registrationJSON, account.User](http.StatusCreated))
	rt.Handle(http.MethodPost, "/auth/login", ah.login, server.Exchanges[credentialsJSON, account.User](http.StatusOK))
	rt.Handle(http.MethodPost, "/auth/logout", ah.logout, server.Empty(http.StatusNoContent))
	rt.Handle(http.MethodPost, "/auth/refresh", ah.refresh, server.Answers[account.User](http.StatusOK))
	reset := resetHandlers{sessions: d.Sessions, limits: d.ResetLimits, now: d.Now}
	rt.Handle(http.MethodPost, "/auth/password-reset", reset.request, server.Takes[resetRequestJSON](http.StatusAccepted))
	rt.Handle(http.MethodPost, "/auth/password-reset/{token}", reset.reset, server.Takes[newPasswordJSON](http.StatusNoContent))
	rt.Handle(http.MethodGet, "/auth/me", ah.me, server.Answers[account.User](http.StatusOK))
	rt.Handle(http.MethodPatch, "/users/me", ah.updateMe, server.Exchanges[profileJSON, account.User](http.StatusOK))
	rt.Handle(http.MethodDelete, "/users/me", ah.deleteMe, server.Exchanges[deleteMeJSON, noticeJSON](http.StatusOK))
	rt.Handle(http.MethodGet, "/users/me/export", ah.export, server.Answers[exportJSON](http.StatusOK))
	rt.Handle(http.MethodPost, "/users/me/password-check", ah.checkPassword, server.Takes[deleteMeJSON](http.StatusNoContent))

	// The site's own state, for its every page
	site := siteJSON{TestMode: d.TestMode, KOR: d.KOR}
	rt.Handle(http.MethodGet, "/site", func(w http.ResponseWriter, _ *http.Request) { httpx.JSON(w, http.StatusOK, site) },
		server.Answers[siteJSON](http.StatusOK))

	// Catalogue
	rt.Handle(http.MethodGet, "/walks", wh.list, server.Answers[[]walkJSON](http.StatusOK))
	rt.Handle(http.MethodGet, "/walks/{slug}", wh.get, server.Answers[walkDetailJSON](http.StatusOK))
	rt.Handle(http.MethodGet, "/media/{name}", mediaHandlers{d.Media}.variant, server.File(http.StatusOK, "image/*"))

	// Calendar feeds (the private feed's token in the path is never logged)
	ag := agendaHandlers{d.Agenda}
	rt.Handle(http.MethodGet, "/agenda.ics", ag.public, server.File(http.StatusOK, "text/calendar"))
	rt.Handle(http.MethodGet, "/agenda/{token}.ics", ag.private, server.File(http.StatusOK, "text/calendar"))

	// Waiting lists (an entry's token in the path is never logged)
	rt.Handle(http.MethodPost, "/walks/{slug}/waitlist", wl.join, server.Exchanges[waitlistSignupJSON, noticeJSON](http.StatusCreated))
	rt.Handle(http.MethodGet, "/waitlist/{token}", wl.get, server.Answers[waitlistLinkJSON](http.StatusOK))
	rt.Handle(http.MethodPost, "/waitlist/{token}", wl.rejoin, server.Answers[noticeJSON](http.StatusOK))
	rt.Handle(http.MethodDelete, "/waitlist/{token}", wl.leave, server.Answers[noticeJSON](http.StatusOK))

	// Bookings (the literal /my before /{id})
	rt.Handle(http.MethodPost, "/bookings", bh.bookFree, server.Exchanges[freeBookingJSON, booking.View](http.StatusCreated))
	rt.Handle(http.MethodGet, "/bookings/my", bh.mine, server.Answers[[]booking.View](http.StatusOK))
	rt.Handle(http.MethodGet, "/bookings/{bookingId}", bh.get, server.Answers[booking.View](http.StatusOK))
	rt.Handle(http.MethodPost, "/bookings/{bookingId}/cancel", bh.cancel, server.Answers[booking.View](http.StatusOK))

	// A booking's manage link (the token in the path is never logged)
	rt.Handle(http.MethodGet, "/manage/{token}", mh.get, server.Answers[booking.ManageView](http.StatusOK))
	rt.Handle(http.MethodPatch, "/manage/{token}", mh.change, server.Exchanges[manageChangeJSON, booking.ManageView](http.StatusOK).Or(http.StatusCreated, booking.ChangeCheckout{}))
	rt.Handle(http.MethodPost, "/manage/{token}/cancel", mh.cancel, server.Answers[booking.ManageView](http.StatusOK))
	rt.Handle(http.MethodPost, "/manage/{token}/move", mh.move, server.Exchanges[manageMoveJSON, booking.ManageView](http.StatusOK).Or(http.StatusCreated, booking.ChangeCheckout{}))
	rt.Handle(http.MethodGet, "/manage/{token}/choice", ch.get, server.Answers[*walkops.ChoiceView](http.StatusOK))
	rt.Handle(http.MethodPost, "/manage/{token}/choice", ch.choose, server.Exchanges[walkops.Choice, walkops.ChoiceView](http.StatusOK).Or(http.StatusCreated, booking.ChangeCheckout{}))
	rt.Handle(http.MethodPost, "/manage/{token}/resend", mh.resend, server.Answers[noticeJSON](http.StatusAccepted))
	rt.Handle(http.MethodGet, "/manage/{token}/calendar.ics", mh.calendar, server.File(http.StatusOK, "text/calendar"))
	rt.Handle(http.MethodGet, "/manage/{token}/invoices", mh.invoices, server.Answers[[]invoiceLinkJSON](http.StatusOK))
	rt.Handle(http.MethodGet, "/manage/{token}/invoices/{id}.pdf", mh.invoicePDF, server.File(http.StatusOK, "application/pdf"))

	// A quote's link (the token in the path is never logged)
	qh := quoteHandlers{quotes: d.Quotes, limit: d.ManageLimit, now: d.Now}
	rt.Handle(http.MethodGet, "/quotes/{token}", qh.get, server.Answers[publicQuoteJSON](http.StatusOK))
	rt.Handle(http.MethodPost, "/quotes/{token}/accept", qh.accept, server.Answers[checkoutJSON](http.StatusCreated))
	rt.Handle(http.MethodGet, "/quotes/{token}/invoices/{id}.pdf", qh.invoicePDF, server.File(http.StatusOK, "application/pdf"))

	// Payments
	rt.Handle(http.MethodPost, "/payments/create-booking-payment", bh.createPayment, server.Exchanges[bookingPaymentJSON, bookingCheckoutJSON](http.StatusCreated))
	rt.Handle(http.MethodPost, "/payments/create-voucher-payment", vh.buy, server.Exchanges[purchaseJSON, voucherCheckoutJSON](http.StatusCreated))
	rt.Handle(http.MethodGet, "/payments/status/{paymentId}", ph.status, server.Answers[providerStatusJSON](http.StatusOK))
	rt.Handle(http.MethodGet, "/payments/booking/{bookingId}/status", ph.bookingStatus, server.Answers[paymentStateJSON](http.StatusOK))
	rt.Handle(http.MethodGet, "/payments/voucher/{id}/status", vh.status, server.Answers[voucherStateJSON](http.StatusOK))
	rt.Handle(http.MethodPost, "/payments/process-payment-completion/{paymentId}", ph.complete, server.Answers[completedJSON](http.StatusOK))
	rt.Handle(http.MethodPost, "/payments/webhook", ph.webhook, server.Empty(http.StatusOK))
	rt.Handle(http.MethodGet, "/payments/retry-booking-payment/{bookingId}", ph.retryPage, server.Empty(http.StatusSeeOther))
	rt.Handle(http.MethodPost, "/payments/retry-booking-payment/{bookingId}", ph.retry, server.Answers[checkoutJSON](http.StatusCreated))
	rt.Handle(http.MethodGet, "/payments/retry-voucher-payment/{voucherId}", vh.retryPage, server.Empty(http.StatusSeeOther))
	rt.Handle(http.MethodPost, "/payments/retry-voucher-payment/{voucherId}", vh.retry, server.Answers[checkoutJSON](http.StatusCreated))

	// Vouchers
	rt.Handle(http.MethodPost, "/vouchers/redeem", vh.redeem, server.Exchanges[redeemJSON, voucherBalanceJSON](http.StatusOK))
	rt.Handle(http.MethodGet, "/vouchers/{id}", vh.get, server.Answers[voucherJSON](http.StatusOK))

	// Requests
	rt.Handle(http.MethodPost, "/custom-walks", rh.customWalk, server.Exchanges[request.CustomWalk, request.CustomWalk](http.StatusCreated))
	rt.Handle(http.MethodPost, "/feest", rh.feest, server.Exchanges[messageJSON, messageJSON](http.StatusCreated))
	rt.Handle(http.MethodPost, "/contact", rh.contact, server.Exchanges[messageJSON, messageJSON](http.StatusCreated))

	// Development only: payment shortcuts for trying the pages, and the mailbox mail goes
	// to without SMTP_URL. Elsewhere these routes do not exist, and in development they
	// exist only for callers on this machine: both answer 404.
	if d.Development {
		rt.Handle(http.MethodPost, "/payments/dev/trigger-webhook/{paymentId}", thisMachineOnly(ph.devTriggerWebhook), server.Answers[providerStatusJSON](http.StatusOK))
		rt.Handle(http.MethodPost, "/payments/dev/mark-paid/{bookingId}", thisMachineOnly(ph.devMarkPaid), server.Answers[devPaidJSON](http.StatusOK))
		dm := newDevMailHandlers(d.Mailbox)
		rt.Handle(http.MethodGet, "/dev/mail", thisMachineOnly(dm.show), server.File(http.StatusOK, "text/html"))
		rt.Handle(http.MethodGet, "/dev/mail.json", thisMachineOnly(dm.list), server.Answers[[]mail.Delivered](http.StatusOK))
		rt.Handle(http.MethodPost, "/dev/jobs/{name}/run", thisMachineOnly(devJobHandlers{d.Jobs}.run), server.Answers[jobRunJSON](http.StatusOK))
	}
	return rt
}

// thisMachineOnly answers 404 to a caller on another machine, as if h did not exist.
func thisMachineOnly(h http.HandlerFunc) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		if !httpx.IsLoopback(r) {
			httpx.NotFound(w, r)
			return
		}
		h(w, r)
	}
}
