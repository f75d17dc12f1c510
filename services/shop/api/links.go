package api

// retryFailedBooking is the booking's page saying its new payment could not start (relative).
func retryFailedBooking(bookingID string) string {
	return "/booking/complete/" + bookingID + "?retry=mislukt"
}

// retryFailedVoucher is the voucher's result page saying its new payment could not start (relative).
func retryFailedVoucher(voucherID string) string {
	return "/voucher-success?voucherId=" + voucherID + "&retry=mislukt"
}
