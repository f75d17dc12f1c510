// Package api is the admin service's HTTP layer: every back-office route in one table.
package api

import (
	"net/http"

	"wandelwijs.nl/platform/auth"
	"wandelwijs.nl/platform/authz"
	"wandelwijs.nl/platform/httpx"
	"wandelwijs.nl/platform/server"
)

// Deps is what the handlers need.
type Deps struct {
	Enforcer *authz.Enforcer
	Cookies  auth.Cookies
}

// Routes returns the admin router. Every route is for administrators (policies/);
// routes answering 501 are built by the back-office issue.
func Routes(d Deps) server.Routes {
	rt := server.NewRoutes(d.Enforcer, d.Cookies)
	todo := httpx.NotImplemented

	// Dashboard and export
	rt.Handle(http.MethodGet, "/bookings", todo)
	rt.Handle(http.MethodGet, "/admin/database/export", todo)

	// Walks (the spec's calls, plus the list and create paths react-admin uses)
	rt.Handle(http.MethodGet, "/walks/admin/all", todo)
	rt.Handle(http.MethodGet, "/walks/admin", todo)
	rt.Handle(http.MethodPost, "/walks/admin", todo)
	rt.Handle(http.MethodGet, "/walks/admin/{id}", todo)
	rt.Handle(http.MethodPut, "/walks/admin/{id}", todo)
	rt.Handle(http.MethodDelete, "/walks/admin/{id}", todo)

	// Users
	rt.Handle(http.MethodGet, "/users", todo)
	rt.Handle(http.MethodPost, "/users", todo)
	rt.Handle(http.MethodGet, "/users/{id}", todo)
	rt.Handle(http.MethodPatch, "/users/{id}", todo)
	rt.Handle(http.MethodDelete, "/users/{id}", todo)

	// Vouchers (read-only)
	rt.Handle(http.MethodGet, "/vouchers", todo)

	// Requests
	rt.Handle(http.MethodGet, "/feest/admin/all", todo)
	rt.Handle(http.MethodPatch, "/feest/admin/{id}/read", todo)
	rt.Handle(http.MethodPatch, "/feest/admin/{id}/replied", todo)
	rt.Handle(http.MethodGet, "/custom-walks", todo)
	rt.Handle(http.MethodPatch, "/custom-walks/{id}/status", todo)
	return rt
}
