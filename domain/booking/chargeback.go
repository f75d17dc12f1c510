package booking

import (
	"context"

	"github.com/uptrace/bun"
)

// ChargebackReversed takes the chargeback mark off a booking whose payment the bank gave
// back after all (payment.Payee).
func (s *Service) ChargebackReversed(ctx context.Context, tx bun.Tx, id string) error {
	return s.store.chargebackReversed(ctx, tx, id, s.now())
}
