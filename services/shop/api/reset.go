package api

import (
	"net/http"
	"time"

	"wandelwijs.nl/domain/account"
	"wandelwijs.nl/platform/httpx"
	"wandelwijs.nl/platform/ratelimit"
)

// ResetLimits bounds the password-reset requests per client and per e-mail address, so
// nobody floods an inbox or the mail queue, and the attempts at a reset link per client.
type ResetLimits struct {
	ByClient, ByEmail *ratelimit.Limiter
}

// DefaultResetLimits allows 10 quick reset requests per client (then one per minute) and
// 3 per address (then one per 10 minutes), each burst multiplied by factor.
func DefaultResetLimits(factor int) ResetLimits {
	return ResetLimits{ByClient: ratelimit.New(10*factor, time.Minute), ByEmail: ratelimit.New(3*factor, 10*time.Minute)}
}

const resetLimitMsg = "Te veel pogingen. Wacht even en probeer het dan opnieuw."

type resetHandlers struct {
	sessions *account.Sessions
	limits   ResetLimits
	now      func() time.Time
}

// resetRequestJSON is POST /auth/password-reset.
type resetRequestJSON struct {
	Email string `json:"email"`
}

// newPasswordJSON is POST /auth/password-reset/{token}.
type newPasswordJSON struct {
	Password string `json:"password"`
}

// request answers POST /auth/password-reset: 202 whether or not the address has an
// account; when it has, a reset link goes out by mail.
func (h resetHandlers) request(w http.ResponseWriter, r *http.Request) {
	limit := func(in *account.ResetRequest) error {
		if err := h.limits.ByClient.Check(w, r, httpx.ClientIP(r), h.now(), resetLimitMsg); err != nil {
			return err
		}
		return h.limits.ByEmail.Check(w, r, address(in.Email), h.now(), resetLimitMsg)
	}
	in, err := httpx.DecodeForm(w, r, limit, func(b resetRequestJSON) *account.ResetRequest { return &account.ResetRequest{Email: b.Email} })
	if err == nil {
		err = h.sessions.RequestReset(r.Context(), *in, h.now())
	}
	if err != nil {
		httpx.Error(w, r, err)
		return
	}
	w.WriteHeader(http.StatusAccepted)
}

// reset answers POST /auth/password-reset/{token}: 204 with the new password set and
// every session of the account ended.
func (h resetHandlers) reset(w http.ResponseWriter, r *http.Request) {
	token, ok := linkToken(w, r, h.limits.ByClient, h.now())
	if !ok {
		return
	}
	in, err := httpx.DecodeForm(w, r, nil, func(b newPasswordJSON) *account.NewPassword { return &account.NewPassword{Password: b.Password} })
	if err == nil {
		err = h.sessions.ResetPassword(r.Context(), token, *in, h.now())
	}
	if err != nil {
		httpx.Error(w, r, err)
		return
	}
	w.WriteHeader(http.StatusNoContent)
}
