package auth

import (
	"crypto/rand"
	"crypto/subtle"
	"encoding/base64"
	"net/http"
	"time"

	"wandelwijs.nl/platform/httpx"
)

// Cookie names. The access, refresh and device cookies are HttpOnly; the session hint and
// the CSRF cookie are readable by the SPA.
const (
	AccessCookie      = "ww_access"
	RefreshCookie     = "ww_refresh"
	DeviceCookie      = "ww_device"
	SessionHintCookie = "ww_has_session"
	CSRFCookie        = "XSRF-TOKEN"
	CSRFHeader        = "X-XSRF-TOKEN"
)

// Cookies writes cookies with the right flags for the environment.
type Cookies struct {
	// Secure marks cookies HTTPS-only; true everywhere but development.
	Secure bool
}

// Set writes a cookie on the whole site with SameSite=Lax.
func (c Cookies) Set(w http.ResponseWriter, name, value string, maxAge time.Duration, httpOnly bool) {
	http.SetCookie(w, &http.Cookie{
		Name: name, Value: value, Path: "/", MaxAge: int(maxAge.Seconds()),
		HttpOnly: httpOnly, Secure: c.Secure, SameSite: http.SameSiteLaxMode,
	})
}

// Clear removes a cookie.
func (c Cookies) Clear(w http.ResponseWriter, name string) {
	http.SetCookie(w, &http.Cookie{Name: name, Value: "", Path: "/", MaxAge: -1, Secure: c.Secure, SameSite: http.SameSiteLaxMode})
}

// Authenticate reads the access cookie; a valid token puts its claims in the request
// context, anything else leaves the caller anonymous.
func Authenticate(tokens *Tokens) func(http.Handler) http.Handler {
	return func(next http.Handler) http.Handler {
		return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			if ck, err := r.Cookie(AccessCookie); err == nil {
				if claims, err := tokens.Parse(ck.Value); err == nil {
					r = r.WithContext(WithClaims(r.Context(), claims))
				}
			}
			next.ServeHTTP(w, r)
		})
	}
}

func safeMethod(m string) bool {
	return m == http.MethodGet || m == http.MethodHead || m == http.MethodOptions
}

// HandOutCSRF sets the CSRF cookie when the browser has none, so that its first unsafe
// call already carries the header. The BFF calls it on every page it serves.
func (c Cookies) HandOutCSRF(w http.ResponseWriter, r *http.Request) {
	if ck, err := r.Cookie(CSRFCookie); err != nil || ck.Value == "" {
		c.Set(w, CSRFCookie, newCSRFToken(), 0, false)
	}
}

// CSRF implements the double-submit check: every unsafe call must send the XSRF-TOKEN
// cookie's value back in the X-XSRF-TOKEN header. It hands out the cookie when the
// browser has none. exempt(r) skips the check (the Mollie webhook).
func (c Cookies) CSRF(exempt func(*http.Request) bool) func(http.Handler) http.Handler {
	return func(next http.Handler) http.Handler {
		return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			c.HandOutCSRF(w, r)
			ck, err := r.Cookie(CSRFCookie)
			if !safeMethod(r.Method) && !exempt(r) {
				header := r.Header.Get(CSRFHeader)
				if err != nil || header == "" || subtle.ConstantTimeCompare([]byte(header), []byte(ck.Value)) != 1 {
					httpx.JSON(w, http.StatusForbidden, httpx.ErrorBody{Code: "csrf_failed",
						Message: "Je sessie is verlopen of ongeldig. Vernieuw de pagina en probeer het opnieuw.",
					})
					return
				}
			}
			next.ServeHTTP(w, r)
		})
	}
}

func newCSRFToken() string {
	b := make([]byte, 32)
	_, _ = rand.Read(b)
	return base64.RawURLEncoding.EncodeToString(b)
}
