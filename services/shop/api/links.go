package api

import "net/url"

// bookingPage is the booking's own page (relative, Dutch).
func bookingPage(bookingID string) string {
	return "/booking/complete/" + url.PathEscape(bookingID)
}

// voucherPage is the voucher's result page, where its checkout returns (relative, Dutch).
func voucherPage(voucherID string) string {
	return "/voucher-success?voucherId=" + url.QueryEscape(voucherID)
}
