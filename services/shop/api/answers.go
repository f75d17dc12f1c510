package api

// The small answers several routes share; each route's own answer lives beside it.

// checkoutJSON is a payment started: where the customer pays.
type checkoutJSON struct {
	CheckoutURL string `json:"checkoutUrl"`
}

// noticeJSON is a route's answer in one sentence for the customer.
type noticeJSON struct {
	Message string `json:"message"`
}

// providerStatusJSON is a payment's state as Mollie names it.
type providerStatusJSON struct {
	Status string `json:"status" enum:"open,pending,authorized,paid,failed,canceled,expired"`
}

// completedJSON is a paid payment carried out.
type completedJSON struct {
	Status string `json:"status" enum:"success"`
}
