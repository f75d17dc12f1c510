// Package authz enforces the casbin policy of policies/ on every route of a service.
package authz

import (
	"errors"
	"fmt"
	"net/http"

	"github.com/casbin/casbin/v2"
	"github.com/casbin/casbin/v2/model"
	stringadapter "github.com/casbin/casbin/v2/persist/string-adapter"
	"github.com/gorilla/mux"

	"wandelwijs.nl/platform/auth"
	"wandelwijs.nl/platform/httpx"
	"wandelwijs.nl/policies"
)

// The answers of a refused call; tests tell a policy refusal from a handler's by them.
const (
	MsgLoginRequired = "Je bent niet ingelogd. Log in en probeer het opnieuw."
	MsgForbidden     = "Je hebt geen toegang tot deze functie."
)

// Enforcer decides whether a role may call a route of one service.
type Enforcer struct {
	service string
	// e remembers each decision: the policy is fixed once loaded, and the questions are
	// bounded (roles × route templates × methods).
	e *casbin.SyncedCachedEnforcer
}

// New builds an Enforcer for service from a casbin model and policy text.
func New(service, modelText, policyText string) (*Enforcer, error) {
	m, err := model.NewModelFromString(modelText)
	if err != nil {
		return nil, fmt.Errorf("parse casbin model: %w", err)
	}
	e, err := casbin.NewSyncedCachedEnforcer(m, stringadapter.NewAdapter(policyText))
	if err != nil {
		return nil, fmt.Errorf("load casbin policy: %w", err)
	}
	return &Enforcer{service: service, e: e}, nil
}

// Load builds the Enforcer for service from policies/: the embedded copies, or the files
// in dir when it is not empty (POLICY_DIR).
func Load(service, dir string) (*Enforcer, error) {
	modelText, policyText, err := policies.Files(dir)
	if err != nil {
		return nil, err
	}
	return New(service, modelText, policyText)
}

// Allowed tells whether role may call method on the route with path template tmpl.
func (en *Enforcer) Allowed(role, tmpl, method string) (bool, error) {
	return en.e.Enforce(role, en.service, tmpl, method)
}

// Rule is one policy line of this enforcer's service.
type Rule struct {
	Role, Template, Methods string
}

// Rules returns the policy lines of this enforcer's service.
func (en *Enforcer) Rules() ([]Rule, error) {
	lines, err := en.e.GetPolicy()
	if err != nil {
		return nil, fmt.Errorf("read policy: %w", err)
	}
	var rules []Rule
	for _, p := range lines {
		if len(p) == 4 && p[1] == en.service {
			rules = append(rules, Rule{Role: p[0], Template: p[2], Methods: p[3]})
		}
	}
	return rules, nil
}

// Middleware settles who is calling and refuses a call the policy does not allow: 401
// for an anonymous caller, 403 for a logged-in one. It must run as mux middleware, after
// route matching.
//
// A token is only as good as its session: every call that uses it is checked against
// sessions (nil: no token is believed), so logout, demotion and deletion count at once
// and the role is the account's role now. A read that anyone may make (the catalogue, a
// booking by its id) is served as anonymous instead, without that round trip: such
// handlers never look at the caller.
func (en *Enforcer) Middleware(sessions auth.Sessions) mux.MiddlewareFunc {
	return func(next http.Handler) http.Handler {
		return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			tmpl := ""
			if route := mux.CurrentRoute(r); route != nil {
				tmpl, _ = route.GetPathTemplate()
			}
			r, err := en.settleCaller(r, sessions, tmpl)
			if err != nil {
				httpx.Error(w, r, err)
				return
			}
			role := auth.Subject(r.Context())
			ok, err := en.Allowed(role, tmpl, r.Method)
			switch {
			case err != nil:
				httpx.Error(w, r, fmt.Errorf("enforce policy: %w", err))
			case ok:
				next.ServeHTTP(w, r)
			case role == auth.Anonymous:
				httpx.JSON(w, http.StatusUnauthorized, httpx.ErrorBody{Code: "login_required", Message: MsgLoginRequired})
			default:
				httpx.JSON(w, http.StatusForbidden, httpx.ErrorBody{Code: "forbidden", Message: MsgForbidden})
			}
		})
	}
}

// settleCaller returns r with the caller's claims as they are now, or as anonymous.
func (en *Enforcer) settleCaller(r *http.Request, sessions auth.Sessions, tmpl string) (*http.Request, error) {
	claims, ok := auth.FromContext(r.Context())
	if !ok {
		return r, nil
	}
	if r.Method == http.MethodGet || r.Method == http.MethodHead {
		if open, err := en.Allowed(auth.Anonymous, tmpl, r.Method); err == nil && open {
			return r.WithContext(auth.WithoutClaims(r.Context())), nil
		}
	}
	if sessions == nil {
		return r.WithContext(auth.WithoutClaims(r.Context())), nil
	}
	current, err := sessions.Current(r.Context(), claims)
	switch {
	case errors.Is(err, auth.ErrSessionEnded):
		return r.WithContext(auth.WithoutClaims(r.Context())), nil
	case err != nil:
		return r, err
	}
	return r.WithContext(auth.WithClaims(r.Context(), current)), nil
}
