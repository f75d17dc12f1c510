// Package api is the admin service's HTTP layer: every back-office route in one table,
// handlers that decode, validate, call one domain function and encode.
package api

import (
	"net/http"
	"time"

	"wandelwijs.nl/domain/account"
	"wandelwijs.nl/domain/agenda"
	"wandelwijs.nl/domain/booking"
	"wandelwijs.nl/domain/dashboard"
	"wandelwijs.nl/domain/invoice"
	"wandelwijs.nl/domain/ledger"
	"wandelwijs.nl/domain/media"
	"wandelwijs.nl/domain/payment"
	"wandelwijs.nl/domain/quote"
	"wandelwijs.nl/domain/request"
	"wandelwijs.nl/domain/voucher"
	"wandelwijs.nl/domain/waitlist"
	"wandelwijs.nl/domain/walk"
	"wandelwijs.nl/domain/walkops"
	"wandelwijs.nl/platform/audit"
	"wandelwijs.nl/platform/auth"
	"wandelwijs.nl/platform/authz"
	"wandelwijs.nl/platform/export"
	"wandelwijs.nl/platform/server"
)

// Deps is what the handlers need.
type Deps struct {
	Walks     walk.Planner
	Accounts  account.Directory
	Requests  request.Inbox
	Dashboard dashboard.Service
	Bookings  booking.Overview
	// Booking cancels and moves one booking; WalkOps calls walks off and messages their
	// participants; Waitlist lists who waits for a walk.
	Booking  *booking.Service
	WalkOps  *walkops.Service
	Waitlist *waitlist.Service
	Vouchers voucher.Register
	// Ledger reads the money movements for the bookkeeper.
	Ledger ledger.Ledger
	// Invoices lists the invoices and credit notes and renders their PDFs.
	Invoices *invoice.Service
	// Quotes makes, changes and sends the organisers' quotes.
	Quotes *quote.Service
	// Payments lists the refunds that need the organisers and acts on them.
	Payments *payment.Service
	// Media stores the walks' cover images.
	Media *media.Service
	// Agenda gives the organisers' private calendar feed its token; PublicURL is where
	// browsers reach the shop, the feed's host.
	Agenda    *agenda.Service
	PublicURL string
	Dumper    export.Dumper
	Enforcer  *authz.Enforcer
	// Audit logs every write and lists the log.
	Audit audit.Log
	// SessionCheck tells what an access token is worth now (logout, demotion, deletion).
	SessionCheck auth.Sessions
	Cookies      auth.Cookies
	Now          func() time.Time
}

// Routes returns the admin router. Every route is for administrators (policies/). The
// list routes also speak react-admin's ra-data-simple-rest (sort, range, filter,
// Content-Range), and updates accept PUT.
func Routes(d Deps) server.Routes {
	rt := server.NewRoutes(d.Enforcer, d.SessionCheck, d.Cookies)
	dash := dashboardHandlers{d.Dashboard, d.Vouchers, d.Dumper, d.Ledger, d.Now}
	bookings := bookingHandlers{bookings: d.Bookings, service: d.Booking, now: d.Now}
	walks := walkHandlers{walks: d.Walks, ops: d.WalkOps, waitlist: d.Waitlist}
	users := accountHandlers{d.Accounts}
	requests := requestHandlers{d.Requests}
	refunds := refundHandlers{d.Payments}
	invoices := invoiceHandlers{d.Invoices, d.Now}
	quotes := quoteHandlers{d.Quotes, d.Invoices, d.Now}
	logged := d.Audit.Audited
	walkBefore := func(r *http.Request) any {
		if v, err := d.Walks.Get(r.Context(), id(r)); err == nil {
			return toWalkJSON(v)
		}
		return nil
	}
	userBefore := func(r *http.Request) any {
		if v, err := d.Accounts.Get(r.Context(), id(r)); err == nil {
			return v.UTC()
		}
		return nil
	}

	// Dashboard, bookings, vouchers (read-only) and export
	rt.Handle(http.MethodGet, "/admin/dashboard", dash.figures, server.Answers[figuresJSON](http.StatusOK))
	rt.Handle(http.MethodGet, "/admin/ledger.csv", dash.ledgerCSV, server.File(http.StatusOK, "text/csv"))
	rt.Handle(http.MethodGet, "/admin/voucher-liability.csv", dash.voucherLiability, server.File(http.StatusOK, "text/csv"))
	rt.Handle(http.MethodGet, "/admin/database/export", logged("database.export", nil, dash.export), server.File(http.StatusOK, "application/sql"))
	rt.Handle(http.MethodGet, "/admin/audit", auditHandlers{d.Audit}.list, server.Answers[[]auditEntryJSON](http.StatusOK))
	rt.Handle(http.MethodGet, "/bookings", bookings.list, server.Answers[[]bookingJSON](http.StatusOK))
	rt.Handle(http.MethodPost, "/admin/bookings", logged("booking.desk", nil, bookings.deskBook), server.Exchanges[deskBookingJSON, booking.View](http.StatusCreated))
	rt.Handle(http.MethodGet, "/admin/bookings/{bookingId}", bookings.get, server.Answers[bookingDetailJSON](http.StatusOK))
	rt.Handle(http.MethodPost, "/admin/bookings/{bookingId}/cancel", logged("booking.cancel", audit.RequestBody, bookings.organiserCancel), server.Exchanges[organiserCancelJSON, booking.View](http.StatusOK))
	rt.Handle(http.MethodPost, "/admin/bookings/{bookingId}/move", logged("booking.move", bookings.before, bookings.move), server.Exchanges[moveJSON, booking.View](http.StatusOK))
	rt.Handle(http.MethodGet, "/vouchers", dash.listVouchers, server.Answers[[]voucherJSON](http.StatusOK))
	rt.Handle(http.MethodGet, "/admin/refunds/attention", refunds.attention, server.Answers[[]payment.Attention](http.StatusOK))
	rt.Handle(http.MethodPost, "/admin/refunds/{id}/retry", logged("refund.retry", nil, refunds.retry), server.Empty(http.StatusNoContent))
	rt.Handle(http.MethodPost, "/admin/refunds/{id}/settled", logged("refund.settled", nil, refunds.settled), server.Empty(http.StatusNoContent))
	rt.Handle(http.MethodGet, "/admin/invoices", invoices.list, server.Answers[[]invoiceJSON](http.StatusOK))
	rt.Handle(http.MethodGet, "/admin/invoices/{id}.pdf", invoices.pdf, server.File(http.StatusOK, "application/pdf"))
	rt.Handle(http.MethodGet, "/admin/quotes", quotes.list, server.Answers[[]quoteJSON](http.StatusOK))
	rt.Handle(http.MethodPost, "/admin/quotes", logged("quote.create", nil, quotes.create), server.Exchanges[quote.Input, quoteJSON](http.StatusCreated))
	rt.Handle(http.MethodGet, "/admin/quotes/{id}", quotes.get, server.Answers[quoteJSON](http.StatusOK))
	rt.Handle(http.MethodPatch, "/admin/quotes/{id}", logged("quote.update", quotes.before, quotes.patch), server.Exchanges[quotePatchJSON, quoteJSON](http.StatusOK))
	rt.Handle(http.MethodPost, "/admin/quotes/{id}/send", logged("quote.send", nil, quotes.send), server.Answers[quoteJSON](http.StatusOK))
	feeds := agendaHandlers{d.Agenda, d.PublicURL}
	rt.Handle(http.MethodGet, "/admin/agenda-feed", feeds.get, server.Answers[feedJSON](http.StatusOK))
	rt.Handle(http.MethodPost, "/admin/agenda-feed/renew", logged("agenda.renew", nil, feeds.renew), server.Answers[feedJSON](http.StatusOK))

	// Walks
	rt.Handle(http.MethodGet, "/walks/admin/all", walks.list, server.Answers[[]walkJSON](http.StatusOK))
	rt.Handle(http.MethodPost, "/walks/admin", logged("walk.create", nil, walks.create), server.Exchanges[walkChangesJSON, walkJSON](http.StatusCreated))
	rt.Handle(http.MethodGet, "/walks/admin/{id}", walks.get, server.Answers[walkJSON](http.StatusOK))
	rt.Handle(http.MethodPut, "/walks/admin/{id}", logged("walk.update", walkBefore, walks.update), server.Exchanges[walkChangesJSON, walkJSON](http.StatusOK))
	rt.Handle(http.MethodDelete, "/walks/admin/{id}", logged("walk.delete", walkBefore, walks.delete), server.Answers[walkJSON](http.StatusOK))
	rt.Handle(http.MethodPost, "/walks/admin/{id}/repeat", logged("walk.repeat", audit.RequestBody, walks.repeat), server.Exchanges[walk.Repetition, []walkJSON](http.StatusCreated))
	rt.Handle(http.MethodPost, "/walks/admin/{id}/copy", logged("walk.copy", nil, walks.copyWalk), server.Answers[walkJSON](http.StatusCreated))
	rt.Handle(http.MethodGet, "/walks/admin/{id}/participants", walks.participants, server.Answers[[]participantJSON](http.StatusOK))
	rt.Handle(http.MethodGet, "/walks/admin/{id}/participants.csv", walks.participantsCSV, server.File(http.StatusOK, "text/csv"))
	rt.Handle(http.MethodGet, "/walks/admin/{id}/cancellations", walks.cancellations, server.Answers[[]cancelledBookingJSON](http.StatusOK))
	rt.Handle(http.MethodGet, "/walks/admin/{id}/choices", walks.choices, server.Answers[[]booking.ChoiceEntry](http.StatusOK))
	rt.Handle(http.MethodPost, "/walks/admin/{id}/call-off", logged("walk.call_off", audit.RequestBody, walks.callOff), server.Exchanges[walkops.CallOffNotice, walkops.CalledOff](http.StatusOK))
	rt.Handle(http.MethodPost, "/walks/admin/{id}/message", logged("walk.message", audit.RequestBody, walks.messageWalk), server.Exchanges[walkops.Message, recipientsJSON](http.StatusOK))
	rt.Handle(http.MethodGet, "/walks/admin/{id}/waitlist", walks.listWaitlist, server.Answers[[]adminEntryJSON](http.StatusOK))
	images := imageHandlers{d.Media}
	rt.Handle(http.MethodGet, "/walks/admin/{id}/image", images.get, server.Answers[coverJSON](http.StatusOK))
	rt.Handle(http.MethodPost, "/walks/admin/{id}/image", logged("walk.image", nil, images.upload), server.Answers[coverJSON](http.StatusOK))
	rt.Handle(http.MethodDelete, "/walks/admin/{id}/image", logged("walk.image.remove", nil, images.remove), server.Empty(http.StatusNoContent))
	rt.Handle(http.MethodPost, "/walks/admin/{id}/guide-photo", logged("walk.guide_photo", nil, images.uploadGuidePhoto), server.Answers[coverJSON](http.StatusOK))
	rt.Handle(http.MethodDelete, "/walks/admin/{id}/guide-photo", logged("walk.guide_photo.remove", nil, images.removeGuidePhoto), server.Empty(http.StatusNoContent))

	// Users
	rt.Handle(http.MethodGet, "/users", users.list, server.Answers[[]account.User](http.StatusOK))
	rt.Handle(http.MethodPost, "/users", logged("user.create", nil, users.create), server.Exchanges[userChangesJSON, account.User](http.StatusCreated))
	rt.Handle(http.MethodGet, "/users/{id}", users.get, server.Answers[account.User](http.StatusOK))
	rt.Handle(http.MethodPatch, "/users/{id}", logged("user.update", userBefore, users.update), server.Exchanges[userChangesJSON, account.User](http.StatusOK))
	rt.Handle(http.MethodPut, "/users/{id}", logged("user.update", userBefore, users.update), server.Exchanges[userChangesJSON, account.User](http.StatusOK))
	rt.Handle(http.MethodDelete, "/users/{id}", logged("user.delete", userBefore, users.delete), server.Answers[account.User](http.StatusOK))

	// Requests
	rt.Handle(http.MethodGet, "/feest/admin/all", requests.feests, server.Answers[[]request.Feest](http.StatusOK))
	rt.Handle(http.MethodPatch, "/feest/admin/{id}/read", logged("request.status", nil, requests.feestRead), server.Answers[request.Feest](http.StatusOK))
	rt.Handle(http.MethodPatch, "/feest/admin/{id}/replied", logged("request.status", nil, requests.feestReplied), server.Answers[request.Feest](http.StatusOK))
	rt.Handle(http.MethodGet, "/custom-walks", requests.customWalks, server.Answers[[]request.CustomWalk](http.StatusOK))
	rt.Handle(http.MethodPatch, "/custom-walks/{id}/status", logged("request.status", audit.RequestBody, requests.customWalkStatus), server.Exchanges[statusJSON, request.CustomWalk](http.StatusOK))
	return rt
}
