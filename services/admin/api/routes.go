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
	rt.Handle(http.MethodGet, "/admin/dashboard", dash.figures)
	rt.Handle(http.MethodGet, "/admin/ledger.csv", dash.ledgerCSV)
	rt.Handle(http.MethodGet, "/admin/voucher-liability.csv", dash.voucherLiability)
	rt.Handle(http.MethodGet, "/admin/database/export", logged("database.export", nil, dash.export))
	rt.Handle(http.MethodGet, "/admin/audit", auditHandlers{d.Audit}.list)
	rt.Handle(http.MethodGet, "/bookings", bookings.list)
	rt.Handle(http.MethodPost, "/admin/bookings", logged("booking.desk", nil, bookings.deskBook))
	rt.Handle(http.MethodGet, "/admin/bookings/{bookingId}", bookings.get)
	rt.Handle(http.MethodPost, "/admin/bookings/{bookingId}/cancel", logged("booking.cancel", audit.RequestBody, bookings.organiserCancel))
	rt.Handle(http.MethodPost, "/admin/bookings/{bookingId}/move", logged("booking.move", bookings.before, bookings.move))
	rt.Handle(http.MethodGet, "/vouchers", dash.listVouchers)
	rt.Handle(http.MethodGet, "/admin/refunds/attention", refunds.attention)
	rt.Handle(http.MethodPost, "/admin/refunds/{id}/retry", logged("refund.retry", nil, refunds.retry))
	rt.Handle(http.MethodPost, "/admin/refunds/{id}/settled", logged("refund.settled", nil, refunds.settled))
	rt.Handle(http.MethodGet, "/admin/invoices", invoices.list)
	rt.Handle(http.MethodGet, "/admin/invoices/{id}.pdf", invoices.pdf)
	rt.Handle(http.MethodGet, "/admin/quotes", quotes.list)
	rt.Handle(http.MethodPost, "/admin/quotes", logged("quote.create", nil, quotes.create))
	rt.Handle(http.MethodGet, "/admin/quotes/{id}", quotes.get)
	rt.Handle(http.MethodPatch, "/admin/quotes/{id}", logged("quote.update", quotes.before, quotes.patch))
	rt.Handle(http.MethodPost, "/admin/quotes/{id}/send", logged("quote.send", nil, quotes.send))
	feeds := agendaHandlers{d.Agenda, d.PublicURL}
	rt.Handle(http.MethodGet, "/admin/agenda-feed", feeds.get)
	rt.Handle(http.MethodPost, "/admin/agenda-feed/renew", logged("agenda.renew", nil, feeds.renew))

	// Walks
	rt.Handle(http.MethodGet, "/walks/admin/all", walks.list)
	rt.Handle(http.MethodPost, "/walks/admin", logged("walk.create", nil, walks.create))
	rt.Handle(http.MethodGet, "/walks/admin/{id}", walks.get)
	rt.Handle(http.MethodPut, "/walks/admin/{id}", logged("walk.update", walkBefore, walks.update))
	rt.Handle(http.MethodDelete, "/walks/admin/{id}", logged("walk.delete", walkBefore, walks.delete))
	rt.Handle(http.MethodPost, "/walks/admin/{id}/repeat", logged("walk.repeat", audit.RequestBody, walks.repeat))
	rt.Handle(http.MethodPost, "/walks/admin/{id}/copy", logged("walk.copy", nil, walks.copyWalk))
	rt.Handle(http.MethodGet, "/walks/admin/{id}/participants", walks.participants)
	rt.Handle(http.MethodGet, "/walks/admin/{id}/participants.csv", walks.participantsCSV)
	rt.Handle(http.MethodGet, "/walks/admin/{id}/cancellations", walks.cancellations)
	rt.Handle(http.MethodGet, "/walks/admin/{id}/choices", walks.choices)
	rt.Handle(http.MethodPost, "/walks/admin/{id}/cancel", logged("walk.cancel", audit.RequestBody, walks.cancelWalk))
	rt.Handle(http.MethodPost, "/walks/admin/{id}/message", logged("walk.message", audit.RequestBody, walks.messageWalk))
	rt.Handle(http.MethodGet, "/walks/admin/{id}/waitlist", walks.listWaitlist)
	images := imageHandlers{d.Media}
	rt.Handle(http.MethodGet, "/walks/admin/{id}/image", images.get)
	rt.Handle(http.MethodPost, "/walks/admin/{id}/image", logged("walk.image", nil, images.upload))
	rt.Handle(http.MethodDelete, "/walks/admin/{id}/image", logged("walk.image.remove", nil, images.remove))
	rt.Handle(http.MethodPost, "/walks/admin/{id}/guide-photo", logged("walk.guide_photo", nil, images.uploadGuidePhoto))
	rt.Handle(http.MethodDelete, "/walks/admin/{id}/guide-photo", logged("walk.guide_photo.remove", nil, images.removeGuidePhoto))

	// Users
	rt.Handle(http.MethodGet, "/users", users.list)
	rt.Handle(http.MethodPost, "/users", logged("user.create", nil, users.create))
	rt.Handle(http.MethodGet, "/users/{id}", users.get)
	rt.Handle(http.MethodPatch, "/users/{id}", logged("user.update", userBefore, users.update))
	rt.Handle(http.MethodPut, "/users/{id}", logged("user.update", userBefore, users.update))
	rt.Handle(http.MethodDelete, "/users/{id}", logged("user.delete", userBefore, users.delete))

	// Requests
	rt.Handle(http.MethodGet, "/feest/admin/all", requests.feests)
	rt.Handle(http.MethodPatch, "/feest/admin/{id}/read", logged("request.status", nil, requests.feestRead))
	rt.Handle(http.MethodPatch, "/feest/admin/{id}/replied", logged("request.status", nil, requests.feestReplied))
	rt.Handle(http.MethodGet, "/custom-walks", requests.customWalks)
	rt.Handle(http.MethodPatch, "/custom-walks/{id}/status", logged("request.status", audit.RequestBody, requests.customWalkStatus))
	return rt
}
