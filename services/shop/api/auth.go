package api

import (
	"crypto/subtle"
	"net/http"
	"strings"
	"time"

	"wandelwijs.nl/domain/account"
	"wandelwijs.nl/domain/booking"
	"wandelwijs.nl/domain/privacy"
	"wandelwijs.nl/platform/auth"
	"wandelwijs.nl/platform/errs"
	"wandelwijs.nl/platform/httpx"
	"wandelwijs.nl/platform/linktoken"
	"wandelwijs.nl/platform/ratelimit"
)

// AuthLimits bounds login and register attempts per IP, per e-mail address from one
// client, and per e-mail address overall.
type AuthLimits struct {
	ByIP, ByEmail *ratelimit.Limiter
	// ByEmailAndClient, when set, bounds one client's attempts on one address, so a
	// stranger's wrong guesses use up their own allowance, not the owner's.
	ByEmailAndClient *ratelimit.Limiter
	// Devices, when set, makes the device cookie a browser gets once it logged in to an
	// address: a login for that address from that browser skips ByEmail, so strangers'
	// guesses from many clients never lock the owner out on a device they used before.
	Devices linktoken.Key
}

// deviceTTL is how long a browser is known as a device that logged in to an address.
const deviceTTL = 365 * 24 * time.Hour

// deviceToken is the device cookie of a browser that logged in to address.
func (l AuthLimits) deviceToken(address string) string {
	return l.Devices.Token("login-device", address)
}

// knownDevice tells whether r comes from a browser that logged in to address before.
func (l AuthLimits) knownDevice(r *http.Request, address string) bool {
	ck, err := r.Cookie(auth.DeviceCookie)
	return err == nil && len(l.Devices) > 0 && subtle.ConstantTimeCompare([]byte(ck.Value), []byte(l.deviceToken(address))) == 1
}

// DefaultAuthLimits allows 20 quick attempts per IP (then one per 3 s), 5 per e-mail
// address from one client (then one per minute) and 50 per address from anywhere
// (then one per minute), each burst multiplied by factor: a stranger cannot lock the
// owner out with a few wrong passwords, and guessing from many addresses stays slow.
func DefaultAuthLimits(factor int) AuthLimits {
	return AuthLimits{ByIP: ratelimit.New(20*factor, 3*time.Second), ByEmailAndClient: ratelimit.New(5*factor, time.Minute),
		ByEmail: ratelimit.New(50*factor, time.Minute)}
}

type authHandlers struct {
	sessions *account.Sessions
	bookings *booking.Service
	privacy  *privacy.Service
	cookies  auth.Cookies
	limits   AuthLimits
	now      func() time.Time
}

// address is the key of an e-mail address in the limits: case-insensitive.
func address(email string) string { return strings.ToLower(strings.TrimSpace(email)) }

// allow applies the limits; the per-address one not to a browser known as a device of
// that address.
func (h authHandlers) allow(w http.ResponseWriter, r *http.Request, email string) error {
	const msg = "Te veel pogingen. Wacht even en probeer het dan opnieuw."
	client, address := httpx.ClientIP(r), address(email)
	if err := h.limits.ByIP.Check(w, r, client, h.now(), msg); err != nil {
		return err
	}
	if h.limits.ByEmailAndClient != nil {
		if err := h.limits.ByEmailAndClient.Check(w, r, address+"\n"+client, h.now(), msg); err != nil {
			return err
		}
	}
	if h.limits.knownDevice(r, address) {
		return nil
	}
	return h.limits.ByEmail.Check(w, r, address, h.now(), msg)
}

// allowed is the limits of allow as the limit of a form whose address email names.
func allowed[F any](h authHandlers, w http.ResponseWriter, r *http.Request, email func(F) string) func(F) error {
	return func(f F) error { return h.allow(w, r, email(f)) }
}

// setSession writes the session cookies: the two tokens (HttpOnly) and the readable hint
// the SPA uses to know a session may exist.
func (h authHandlers) setSession(w http.ResponseWriter, s account.Session) {
	h.cookies.Set(w, auth.AccessCookie, s.Access, auth.AccessTTL, true)
	h.cookies.Set(w, auth.RefreshCookie, s.Refresh, account.RefreshTTL, true)
	h.cookies.Set(w, auth.SessionHintCookie, "1", account.RefreshTTL, false)
}

// started answers a call that opened a session for u (register, login): its cookies and
// the account, or the error.
func (h authHandlers) started(w http.ResponseWriter, r *http.Request, status int, u account.User, s account.Session, err error) {
	if err != nil {
		httpx.Error(w, r, err)
		return
	}
	h.setSession(w, s)
	httpx.JSON(w, status, u.UTC())
}

func (h authHandlers) clearSession(w http.ResponseWriter) {
	for _, name := range []string{auth.AccessCookie, auth.RefreshCookie, auth.SessionHintCookie} {
		h.cookies.Clear(w, name)
	}
}

// registrationJSON is POST /auth/register.
type registrationJSON struct {
	Name     string `json:"name"`
	Email    string `json:"email"`
	Phone    string `json:"phone"`
	Password string `json:"password"`
}

// credentialsJSON is POST /auth/login.
type credentialsJSON struct {
	Email    string `json:"email"`
	Password string `json:"password"`
}

// profileJSON is PATCH /users/me: never a role.
type profileJSON struct {
	Name  string  `json:"name"`
	Email string  `json:"email"`
	Phone *string `json:"phone"`
}

// decodeProfile reads a profile update and returns it normalized and valid.
func decodeProfile(w http.ResponseWriter, r *http.Request) (account.ProfileUpdate, error) {
	p, err := httpx.DecodeForm(w, r, nil, func(in profileJSON) *account.ProfileUpdate {
		p := account.ProfileUpdate(in)
		return &p
	})
	if p == nil {
		return account.ProfileUpdate{}, err
	}
	return *p, err
}

// register answers POST /auth/register: a new USER account, logged in.
func (h authHandlers) register(w http.ResponseWriter, r *http.Request) {
	in, err := httpx.DecodeForm(w, r, allowed(h, w, r, func(in *account.Registration) string { return in.Email }), func(b registrationJSON) *account.Registration {
		return &account.Registration{Name: b.Name, Email: b.Email, Phone: b.Phone, Password: b.Password, Language: httpx.Language(r)}
	})
	if err != nil {
		httpx.Error(w, r, err)
		return
	}
	u, sess, err := h.sessions.Register(r.Context(), *in, h.now())
	h.started(w, r, http.StatusCreated, u, sess, err)
}

// login answers POST /auth/login.
func (h authHandlers) login(w http.ResponseWriter, r *http.Request) {
	in, err := httpx.DecodeForm(w, r, allowed(h, w, r, func(in *account.Credentials) string { return in.Email }), func(b credentialsJSON) *account.Credentials {
		in := account.Credentials(b)
		return &in
	})
	if err != nil {
		httpx.Error(w, r, err)
		return
	}
	u, sess, err := h.sessions.Login(r.Context(), *in, h.now())
	if err == nil && len(h.limits.Devices) > 0 {
		h.cookies.Set(w, auth.DeviceCookie, h.limits.deviceToken(address(u.Email)), deviceTTL, true)
	}
	h.started(w, r, http.StatusOK, u, sess, err)
}

// refresh answers POST /auth/refresh: spends the refresh cookie for a new session.
func (h authHandlers) refresh(w http.ResponseWriter, r *http.Request) {
	ck, err := r.Cookie(auth.RefreshCookie)
	if err != nil || ck.Value == "" {
		h.clearSession(w)
		httpx.Error(w, r, account.ErrSessionInvalid)
		return
	}
	u, sess, err := h.sessions.Refresh(r.Context(), ck.Value, h.now())
	if err != nil {
		if errs.KindOf(err) == errs.Unauthorized {
			h.clearSession(w)
		}
		httpx.Error(w, r, err)
		return
	}
	h.setSession(w, sess)
	httpx.JSON(w, http.StatusOK, u.UTC())
}

// logout answers POST /auth/logout: revokes the session and clears its cookies.
func (h authHandlers) logout(w http.ResponseWriter, r *http.Request) {
	if ck, err := r.Cookie(auth.RefreshCookie); err == nil && ck.Value != "" {
		if err := h.sessions.Logout(r.Context(), ck.Value); err != nil {
			httpx.Error(w, r, err)
			return
		}
	}
	h.clearSession(w)
	w.WriteHeader(http.StatusNoContent)
}

// me answers GET /auth/me.
func (h authHandlers) me(w http.ResponseWriter, r *http.Request) {
	claims, _ := auth.FromContext(r.Context())
	u, err := h.sessions.Me(r.Context(), claims.UserID)
	if err != nil {
		httpx.Error(w, r, err)
		return
	}
	httpx.JSON(w, http.StatusOK, u.UTC())
}

// updateMe answers PATCH /users/me: the caller's own name, e-mail and phone. The body
// cannot carry a role: unknown fields are refused.
func (h authHandlers) updateMe(w http.ResponseWriter, r *http.Request) {
	in, err := decodeProfile(w, r)
	if err != nil {
		httpx.Error(w, r, err)
		return
	}
	claims, _ := auth.FromContext(r.Context())
	u, err := h.sessions.UpdateProfile(r.Context(), claims.UserID, in)
	if err != nil {
		httpx.Error(w, r, err)
		return
	}
	httpx.JSON(w, http.StatusOK, u.UTC())
}
