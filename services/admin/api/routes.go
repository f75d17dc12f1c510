// Package api is the admin service's HTTP layer: every back-office route in one table,
// handlers that decode, validate, call one domain function and encode.
package api

import (
	"net/http"
	"time"

	"wandelwijs.nl/admin/catalog"
	"wandelwijs.nl/admin/export"
	"wandelwijs.nl/admin/overview"
	"wandelwijs.nl/admin/people"
	"wandelwijs.nl/admin/requests"
	"wandelwijs.nl/platform/auth"
	"wandelwijs.nl/platform/authz"
	"wandelwijs.nl/platform/server"
)

// Deps is what the handlers need.
type Deps struct {
	Walks    catalog.Store
	People   people.Store
	Requests requests.Store
	Overview overview.Reader
	Dumper   export.Dumper
	Enforcer *authz.Enforcer
	Cookies  auth.Cookies
	Now      func() time.Time
}

// Routes returns the admin router. Every route is for administrators (policies/). The
// list routes also speak react-admin's ra-data-simple-rest (sort, range, filter,
// Content-Range), and updates accept PUT.
func Routes(d Deps) server.Routes {
	rt := server.NewRoutes(d.Enforcer, d.Cookies)
	h := handlers{d}

	// Dashboard, bookings and export
	rt.Handle(http.MethodGet, "/admin/dashboard", h.dashboard)
	rt.Handle(http.MethodGet, "/admin/database/export", h.export)
	rt.Handle(http.MethodGet, "/bookings", h.bookings)

	// Walks
	rt.Handle(http.MethodGet, "/walks/admin/all", h.listWalks)
	rt.Handle(http.MethodPost, "/walks/admin", h.createWalk)
	rt.Handle(http.MethodGet, "/walks/admin/{id}", h.getWalk)
	rt.Handle(http.MethodPut, "/walks/admin/{id}", h.updateWalk)
	rt.Handle(http.MethodDelete, "/walks/admin/{id}", h.deleteWalk)

	// Users
	rt.Handle(http.MethodGet, "/users", h.listUsers)
	rt.Handle(http.MethodPost, "/users", h.createUser)
	rt.Handle(http.MethodGet, "/users/{id}", h.getUser)
	rt.Handle(http.MethodPatch, "/users/{id}", h.updateUser)
	rt.Handle(http.MethodPut, "/users/{id}", h.updateUser)
	rt.Handle(http.MethodDelete, "/users/{id}", h.deleteUser)

	// Vouchers (read-only)
	rt.Handle(http.MethodGet, "/vouchers", h.vouchers)

	// Requests
	rt.Handle(http.MethodGet, "/feest/admin/all", h.feests)
	rt.Handle(http.MethodPatch, "/feest/admin/{id}/read", h.feestRead)
	rt.Handle(http.MethodPatch, "/feest/admin/{id}/replied", h.feestReplied)
	rt.Handle(http.MethodGet, "/custom-walks", h.customWalks)
	rt.Handle(http.MethodPatch, "/custom-walks/{id}/status", h.customWalkStatus)
	return rt
}
