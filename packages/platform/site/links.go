package site

// Links are the shop's addresses as browsers and Mollie reach them, built from
// PUBLIC_URL: the SPA's pages and the API's routes that mails and payments link to; the
// domain asks for them.
type Links struct {
	// PublicURL is where browsers and Mollie reach the shop, e.g. http://localhost:8080.
	PublicURL string
	// prefix leads every shop page's path: "" for Dutch, "/en" for English.
	prefix string
}

// In is l for a customer of language (rules.Languages): the shop's pages under /en/ for
// English, the Dutch paths after it; API routes and the back office stay where they are.
func (l Links) In(language string) Links {
	l.prefix = ""
	if language != "" && language != "nl" {
		l.prefix = "/" + language
	}
	return l
}

// page is the address of the shop's page at path in l's language.
func (l Links) page(path string) string { return l.PublicURL + l.prefix + path }

// Webhook is where Mollie reports a payment's changes.
func (l Links) Webhook() string { return l.PublicURL + "/api/v1/payments/webhook" }

// BookingPage is a booking's own page.
func (l Links) BookingPage(bookingID string) string {
	return l.page("/booking/complete/" + bookingID)
}

// ManagePage is a booking's manage page for its token.
func (l Links) ManagePage(token string) string { return l.page("/boeking/" + token) }

// PasswordReset is the page where a reset token's holder chooses a new password.
func (l Links) PasswordReset(token string) string {
	return l.page("/wachtwoord-herstellen/" + token)
}

// Login is the shop's login page.
func (l Links) Login() string { return l.page("/login") }

// WaitlistPage is a waiting-list entry's page, where its holder leaves the list.
func (l Links) WaitlistPage(token string) string { return l.page("/wachtlijst/" + token) }

// WaitlistOffer is a walk's booking form filled in from a waiting-list entry's offer.
func (l Links) WaitlistOffer(walkSlug, token string) string {
	return l.page("/boeken/" + walkSlug + "?aanbod=" + token)
}

// BookingResult is where the browser returns from a booking's checkout.
func (l Links) BookingResult(bookingID string) string {
	return l.page("/booking-success?bookingId=" + bookingID)
}

// BookingForm is the booking form of a walk, where the checkout's "back" leads.
func (l Links) BookingForm(walkSlug string) string { return l.page("/boeken/" + walkSlug) }

// WalkParticipants is a walk's participants screen in the back office.
func (l Links) WalkParticipants(walkID string) string {
	return l.PublicURL + "/admin/walks/" + walkID + "/participants"
}

// VoucherForm is the voucher form, where a voucher checkout's "back" leads.
func (l Links) VoucherForm() string { return l.page("/cadeaubon") }

// RetryBookingPayment is a booking's pay link in mails: it leads to the booking's page,
// whose button starts a new payment (a GET starts none).
func (l Links) RetryBookingPayment(bookingID string) string {
	return l.PublicURL + "/api/v1/payments/retry-booking-payment/" + bookingID
}

// VoucherResult is where the browser returns from a voucher's checkout.
func (l Links) VoucherResult(voucherID string) string {
	return l.page("/voucher-success?voucherId=" + voucherID)
}

// QuotePage is a quote's page for its customer, where it is accepted and paid.
func (l Links) QuotePage(token string) string { return l.page("/offerte/" + token) }

// AdminQuote is a quote's editor in the back office.
func (l Links) AdminQuote(quoteID string) string { return l.PublicURL + "/admin/quotes/" + quoteID }
