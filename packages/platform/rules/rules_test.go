package rules

import (
	"encoding/json"
	"math"
	"slices"
	"testing"
	"time"
)

// TestRulesAreSane checks rules.json: a typo there would change what the shop sells.
func TestRulesAreSane(t *testing.T) {
	r := All
	check := func(ok bool, what string) {
		t.Helper()
		if !ok {
			t.Errorf("rules.json: %s", what)
		}
	}
	check(r.Booking.MaxPersons >= 1, "booking.maxPersons below 1")
	check(r.Booking.HoldHours >= 1, "booking.holdHours below 1")
	check(r.Booking.DeskHoldHours >= r.Booking.HoldHours, "booking.deskHoldHours below holdHours")
	check(r.Booking.CancelMinDays >= 0, "booking.cancelMinDays negative")
	check(r.Account.PasswordResetMinutes >= 5, "account.passwordResetMinutes below 5")
	check(r.Booking.ResendMinutes >= 1, "booking.resendMinutes below 1")
	check(r.Booking.ReminderDays >= 1, "booking.reminderDays below 1")
	check(r.Booking.WaitlistOfferHours >= 1, "booking.waitlistOfferHours below 1")
	check(r.WalkOps.MinDecisionDays >= 1, "walkops.minDecisionDays below 1")
	check(r.Privacy.RetentionMonths >= 1, "privacy.retentionMonths below 1")
	v := r.Voucher
	check(v.MinEuro >= 1 && v.MinEuro <= v.MaxEuro, "voucher.minEuro outside 1…maxEuro")
	check(v.StepEuro >= 1 && v.MinEuro%v.StepEuro == 0 && v.MaxEuro%v.StepEuro == 0, "voucher min/max off the step grid")
	check(len(v.PresetsEuro) > 0, "voucher.presetsEuro empty")
	for _, p := range v.PresetsEuro {
		check(p >= v.MinEuro && p <= v.MaxEuro && p%v.StepEuro == 0, "a voucher preset is not a valid amount")
	}
	check(v.ValidityMonths >= 1 && v.ReturnDays >= 0 && v.GivenBackValidDays >= 1, "voucher validity, return or given-back days")
	check(r.WalkOps.CreditBonusPercent >= 0 && r.WalkOps.CreditBonusPercent <= 100 && r.WalkOps.ChoiceDays >= 1, "walkops credit bonus or choice days")
	w := r.Walk
	check(w.MinParticipants >= 1 && w.MinParticipants <= w.MaxParticipants, "walk participant limits")
	check(w.SeriesMaxDates >= 1, "walk.seriesMaxDates below 1")
	d := w.Defaults
	check(d.MinParticipants >= w.MinParticipants && d.MaxParticipants <= w.MaxParticipants && d.MinParticipants <= d.MaxParticipants && d.PriceCents >= 0,
		"walk defaults outside the walk limits")
	c := r.CustomWalk
	check(c.MinParticipants >= 1 && c.MinParticipants <= c.DefaultParticipants && c.DefaultParticipants <= c.MaxParticipants, "customWalk participant limits")
	check(len(c.Durations) > 0, "customWalk.durations empty")
	for _, du := range c.Durations {
		check(du.Value != "" && du.Label != "", "a customWalk duration without value or label")
	}
	f := r.Feest
	check(f.BasePriceCents > 0 && f.BasePeople >= f.MinPeople && f.MinPeople >= 1 && f.ExtraPersonCents >= 0, "feest prices")
	check(r.Replies.ReplyHours == 24, "replies.replyHours is promised as 24 hours on the site")
	check(r.Replies.CustomWalkReplyWorkingDays >= 1, "replies.customWalkReplyWorkingDays below 1")
	inv := r.Invoice
	check(len(inv.VATRates) > 0 && slices.Contains(inv.VATRates, inv.DefaultVATRate), "invoice.defaultVatRate not among invoice.vatRates")
	for _, rate := range inv.VATRates {
		check(rate >= 0 && rate < 100, "an invoice btw rate outside 0…99")
	}
	check(inv.VoucherPurpose == VoucherMultiPurpose || inv.VoucherPurpose == VoucherSinglePurpose,
		`invoice.voucherPurpose is neither "multi" nor "single"`)
	q := r.Quote
	check(q.MaxLines >= 1 && q.MaxQuantity >= 1 && q.MaxLineCents >= 1 && q.MaxLineCents <= q.MaxTotalCents,
		"quote bounds below 1, or a line above the quote's maximum")
	check(q.MaxTotalCents <= math.MaxInt32, "quote.maxTotalCents above what the quotes' and payments' integer amounts hold")
	check(HoldDuration == time.Duration(r.Booking.HoldHours)*time.Hour && MaxQty == r.Booking.MaxPersons && CancelMinDays == r.Booking.CancelMinDays,
		"the named numbers disagree with All")
}

// TestRulesFileHasNoUnknownFields: every field of rules.json is read by Rules, so a
// number added to the file but not to the type cannot silently go unused in Go.
func TestRulesFileHasNoUnknownFields(t *testing.T) {
	var raw, round map[string]any
	if err := json.Unmarshal(rulesJSON, &raw); err != nil {
		t.Fatal(err)
	}
	b, err := json.Marshal(All)
	if err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(b, &round); err != nil {
		t.Fatal(err)
	}
	for group, fields := range raw {
		got, ok := round[group].(map[string]any)
		if !ok {
			t.Errorf("group %q is not read by Rules", group)
			continue
		}
		for field := range fields.(map[string]any) {
			if _, ok := got[field]; !ok {
				t.Errorf("%s.%s is not read by Rules", group, field)
			}
		}
	}
}
