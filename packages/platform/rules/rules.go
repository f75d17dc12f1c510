// Package rules holds the business numbers that more than one place must agree on.
// rules.json is the one place they are written: the Go services embed it, and both SPAs
// import the same file, so every text that shows a number is rendered from it.
package rules

import (
	_ "embed"
	"encoding/json"
	"time"
	_ "time/tzdata" // Europe/Amsterdam must resolve on machines without a zoneinfo database
)

//go:embed rules.json
var rulesJSON []byte

// Duration is one length a custom walk can take, with its Dutch label.
type Duration struct {
	Value string `json:"value"`
	Label string `json:"label"`
}

// Rules is rules.json.
type Rules struct {
	Booking struct {
		// MaxPersons is the most places one booking can take.
		MaxPersons int `json:"maxPersons"`
		// MaxPersonsPerAddress is the most places one e-mail address can hold on one walk,
		// across its bookings: a family may book twice, nobody can empty a walk.
		MaxPersonsPerAddress int `json:"maxPersonsPerAddress"`
		// HoldHours is how long a PENDING booking keeps its places while payment is awaited.
		HoldHours int `json:"holdHours"`
		// DeskHoldHours is how long a booking the organisers take with a payment link keeps
		// its places while the customer pays.
		DeskHoldHours int `json:"deskHoldHours"`
		// CancelMinDays is how many whole days must remain before a walk starts for a customer to cancel.
		CancelMinDays int `json:"cancelMinDays"`
		// ResendMinutes is how long after a confirmation was sent a customer's "send it
		// again" sends no second one.
		ResendMinutes int `json:"resendMinutes"`
		// ReminderDays is how many days before its walk a paid booking gets its reminder
		// mail (at rules.DailyMailHour).
		ReminderDays int `json:"reminderDays"`
		// WaitlistOfferHours is how long an offer from a walk's waiting list holds its
		// places, never past the walk's start.
		WaitlistOfferHours int `json:"waitlistOfferHours"`
	} `json:"booking"`
	Account struct {
		// PasswordResetMinutes is how long a password-reset link works.
		PasswordResetMinutes int `json:"passwordResetMinutes"`
	} `json:"account"`
	Voucher struct {
		// MinEuro, MaxEuro and StepEuro bound a voucher's value.
		MinEuro  int `json:"minEuro"`
		MaxEuro  int `json:"maxEuro"`
		StepEuro int `json:"stepEuro"`
		// PresetsEuro are the amounts the shop offers with one click; the first is the default.
		PresetsEuro []int `json:"presetsEuro"`
		// ValidityMonths is how long a voucher can be spent after payment.
		ValidityMonths int `json:"validityMonths"`
		// ReturnDays is how long an unused voucher may be returned.
		ReturnDays int `json:"returnDays"`
		// GivenBackValidDays is how long, at least, a voucher can still be spent after a
		// part of it came back from a cancelled or changed booking, even past its validity.
		GivenBackValidDays int `json:"givenBackValidDays"`
	} `json:"voucher"`
	Walk struct {
		// MinParticipants and MaxParticipants bound a walk's participant limits.
		MinParticipants int `json:"minParticipants"`
		MaxParticipants int `json:"maxParticipants"`
		// DurationHours is how long a regular walk takes, roughly.
		DurationHours int `json:"durationHours"`
		// SeriesMaxDates is the most dates one repeat of a walk may make.
		SeriesMaxDates int `json:"seriesMaxDates"`
		// Defaults fill the back office's form for a new walk.
		Defaults struct {
			PriceCents      int `json:"priceCents"`
			MinParticipants int `json:"minParticipants"`
			MaxParticipants int `json:"maxParticipants"`
		} `json:"defaults"`
	} `json:"walk"`
	CustomWalk struct {
		MinParticipants     int        `json:"minParticipants"`
		MaxParticipants     int        `json:"maxParticipants"`
		DefaultParticipants int        `json:"defaultParticipants"`
		Durations           []Duration `json:"durations"`
	} `json:"customWalk"`
	Feest struct {
		// A party walk costs BasePriceCents up to BasePeople people, then ExtraPersonCents each.
		BasePriceCents   int `json:"basePriceCents"`
		BasePeople       int `json:"basePeople"`
		ExtraPersonCents int `json:"extraPersonCents"`
		MinPeople        int `json:"minPeople"`
		DurationHours    int `json:"durationHours"`
	} `json:"feest"`
	Replies struct {
		// ReplyHours is how soon we answer a message or request.
		ReplyHours int `json:"replyHours"`
		// CustomWalkReplyWorkingDays is how soon a custom-walk request gets a proposal.
		CustomWalkReplyWorkingDays int `json:"customWalkReplyWorkingDays"`
	} `json:"replies"`
	Invoice struct {
		// VATRates are the btw rates (percent) an invoice or quote line may carry.
		VATRates []int `json:"vatRates"`
		// DefaultVATRate is the rate of the shop's walks and of a new line.
		DefaultVATRate int `json:"defaultVatRate"`
		// VoucherPurpose is what a gift voucher is under art. 2a Wet OB:
		// VoucherMultiPurpose (its btw is due when it is spent; its sale is outside the
		// scope of btw) or VoucherSinglePurpose (its btw is due at its sale, at the walks'
		// rate). A question for the shop's tax adviser (README, "Invoices").
		VoucherPurpose string `json:"voucherPurpose"`
	} `json:"invoice"`
	Quote struct {
		// MaxLines bounds a quote's lines, MaxQuantity a line's quantity.
		MaxLines    int `json:"maxLines"`
		MaxQuantity int `json:"maxQuantity"`
		// MaxLineCents bounds a line's amount (quantity × unit price, btw included) and so
		// its unit price; MaxTotalCents bounds the quote's total, far below what the
		// database's integer amounts hold.
		MaxLineCents  int `json:"maxLineCents"`
		MaxTotalCents int `json:"maxTotalCents"`
	} `json:"quote"`
	Image struct {
		// MaxMegabytes bounds an uploaded image file.
		MaxMegabytes int `json:"maxMegabytes"`
		// MaxPixelsPerSide bounds an uploaded image's width and height, read from its
		// header before it is decoded (a small file may claim a huge picture).
		MaxPixelsPerSide int `json:"maxPixelsPerSide"`
		// MaxMegapixels bounds width × height, for the memory and time decoding takes (4
		// bytes a pixel): the widest stored variant is 1600 px, so 25 MP takes a camera's
		// or phone's 24 MP photo as it is and refuses the 50 MP that cost 9 s and 200 MB.
		MaxMegapixels int `json:"maxMegapixels"`
		// Widths are the widths each image is stored in (never wider than the upload).
		Widths []int `json:"widths"`
		// AltMaxLength bounds an image's alt text.
		AltMaxLength int `json:"altMaxLength"`
	} `json:"image"`
	WalkOps struct {
		// CreditBonusPercent is what a customer of a called-off walk gets on top of what
		// they paid when they take credit (a voucher) instead of their money.
		CreditBonusPercent int `json:"creditBonusPercent"`
		// ChoiceDays is how long that customer has to choose; then the money goes back.
		ChoiceDays int `json:"choiceDays"`
		// MinDecisionDays is how many days before its start a walk below its minimum is
		// put to the organisers.
		MinDecisionDays int `json:"minDecisionDays"`
	} `json:"walkops"`
	Privacy struct {
		// RetentionMonths is how long after a walk or request personal data is kept.
		RetentionMonths int `json:"retentionMonths"`
		// FiscalYears is how long amounts, dates and booking numbers are kept for the books.
		FiscalYears int `json:"fiscalYears"`
	} `json:"privacy"`
}

// The purposes a gift voucher may have (invoice.voucherPurpose, art. 2a Wet OB).
const (
	VoucherMultiPurpose  = "multi"
	VoucherSinglePurpose = "single"
)

// All is rules.json, read once at start. The file is embedded and checked by the tests,
// so a broken file fails the tests, not a request.
var All = load()

func load() Rules {
	var r Rules
	if err := json.Unmarshal(rulesJSON, &r); err != nil {
		panic("rules: rules.json: " + err.Error())
	}
	return r
}

// The numbers most code asks for, by name.
var (
	// HoldDuration is how long a PENDING booking keeps its places while payment is awaited.
	HoldDuration = time.Duration(All.Booking.HoldHours) * time.Hour
	// DeskHoldDuration is how long a booking taken at the organisers' desk with a payment
	// link keeps its places while the customer pays.
	DeskHoldDuration = time.Duration(All.Booking.DeskHoldHours) * time.Hour
	// CancelMinDays is how many whole days must remain before a walk starts for a customer to cancel.
	CancelMinDays = All.Booking.CancelMinDays
	// MaxQty is the most places one booking can take.
	MaxQty = All.Booking.MaxPersons
	// MaxQtyPerAddress is the most places one e-mail address can hold on one walk.
	MaxQtyPerAddress = All.Booking.MaxPersonsPerAddress
	// ResendWait is how long after a confirmation was sent "send it again" sends no second one.
	ResendWait = time.Duration(All.Booking.ResendMinutes) * time.Minute
	// PasswordResetTTL is how long a password-reset link works.
	PasswordResetTTL = time.Duration(All.Account.PasswordResetMinutes) * time.Minute
)

// Amsterdam is the shop's time zone: every time is shown in it, and "at 09:00" and "on a
// day" are meant in it.
var Amsterdam = func() *time.Location {
	loc, err := time.LoadLocation("Europe/Amsterdam")
	if err != nil {
		panic("rules: load Europe/Amsterdam: " + err.Error())
	}
	return loc
}()

// Languages are the languages the shop speaks, the default first: a booking is made in
// one of them, and its mails and checkout speak it.
var Languages = []string{"nl", "en"}

// DailyMailHour is the hour of the day (Amsterdam) the daily jobs send their mails: the
// reminders and the organisers' minimum check.
const DailyMailHour = 9

// StartOfDay is the first moment of the day in Amsterdam that is days after t's day.
func StartOfDay(t time.Time, days int) time.Time {
	local := t.In(Amsterdam)
	return time.Date(local.Year(), local.Month(), local.Day()+days, 0, 0, 0, 0, Amsterdam)
}
