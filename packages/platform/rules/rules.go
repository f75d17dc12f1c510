// Package rules holds the business constants that more than one place must agree on.
package rules

import "time"

const (
	// HoldDuration is how long a PENDING booking keeps its places while payment is awaited.
	HoldDuration = 24 * time.Hour
	// CancelMinDays is how many whole days must remain before a walk starts for a customer to cancel.
	CancelMinDays = 4
	// MaxQty is the most places one booking can take.
	MaxQty = 10
)
