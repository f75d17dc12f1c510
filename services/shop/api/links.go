package api

import "net/url"

// bookingPage is the booking's own page (relative, Dutch).
func bookingPage(bookingID string) string {
	return "/booking/complete/" + url.PathEscape(bookingID)
}

// retryFailedVoucher is the voucher's result page saying its new payment could not start (relative).
func retryFailedVoucher(voucherID string) string {
	return "/voucher-success?voucherId=" + voucherID + "&retry=mislukt"
}
