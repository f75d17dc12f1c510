package voucher

import (
	"context"

	"github.com/uptrace/bun"
)

// Credit is a voucher issued as credit for a booking, with the code its customer spends.
type Credit struct {
	Voucher
	Code string
}

// IssueCredit issues, in tx, a voucher of paidCents plus bonusCents for a booking whose
// walk was called off, valid for rules.json's months; once per booking (the second
// fails on the unique booking).
func (s *Service) IssueCredit(ctx context.Context, tx bun.Tx, bookingID, name, email string, paidCents, bonusCents int) (Credit, error) {
	code, err := NewCode()
	if err != nil {
		return Credit{}, err
	}
	now := s.now()
	v, err := s.store.insertCredit(ctx, tx, bookingID, name, email, hashCode(code), paidCents+bonusCents, bonusCents, now, validUntil(now))
	if err != nil {
		return Credit{}, err
	}
	return Credit{Voucher: v, Code: FormatCode(code)}, nil
}
