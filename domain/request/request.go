// Package request holds what visitors send without booking: custom-walk requests,
// feest (party walk) requests and contact messages. Each is stored with status NEW and
// confirmed by mail to the sender, with a notice to the organisers, in one transaction.
package request

import (
	"fmt"
	"strings"
	"time"

	"wandelwijs.nl/platform/errs"
	"wandelwijs.nl/platform/rules"
	"wandelwijs.nl/platform/validate"
)

// durationLabel is the Dutch label of a custom walk's length (rules.json); ok is false
// for a length we do not offer.
func durationLabel(value string) (label string, ok bool) {
	for _, d := range rules.All.CustomWalk.Durations {
		if d.Value == value {
			return d.Label, true
		}
	}
	return "", false
}

// MaxMessageLen bounds free-text messages.
const MaxMessageLen = 5000

// CustomWalk is a request for a walk made to measure, as the shop takes it and both
// services answer it.
type CustomWalk struct {
	ID                    string    `bun:"id" json:"id"`
	CompanyName           *string   `bun:"company_name" json:"companyName"`
	ContactName           string    `bun:"contact_name" json:"contactName"`
	ContactEmail          string    `bun:"contact_email" json:"contactEmail"`
	ContactPhone          string    `bun:"contact_phone" json:"contactPhone"`
	ParticipantCount      *int      `bun:"participant_count" json:"participantCount"`
	PreferredDates        *string   `bun:"preferred_dates" json:"preferredDates"`
	PreferredLocation     *string   `bun:"preferred_location" json:"preferredLocation"`
	WalkTheme             *string   `bun:"walk_theme" json:"walkTheme"`
	Duration              string    `bun:"duration" json:"duration"`
	Budget                *string   `bun:"budget" json:"budget"`
	AdditionalRequests    *string   `bun:"additional_requests" json:"additionalRequests"`
	HasAccessibilityNeeds bool      `bun:"has_accessibility_needs" json:"hasAccessibilityNeeds"`
	AccessibilityDetails  *string   `bun:"accessibility_details" json:"accessibilityDetails"`
	Status                string    `bun:"status" json:"status"`
	CreatedAt             time.Time `bun:"created_at" json:"createdAt"`
	// Language is the one the request was made in: its receipt speaks it.
	Language string `bun:"language" json:"language"`
}

// Feest is a request for a party walk, as the back office reads it.
type Feest struct {
	ID        string    `bun:"id" json:"id"`
	Name      string    `bun:"name" json:"name"`
	Email     string    `bun:"email" json:"email"`
	Phone     string    `bun:"phone" json:"phone"`
	Message   string    `bun:"message" json:"message"`
	Status    string    `bun:"status" json:"status"`
	CreatedAt time.Time `bun:"created_at" json:"createdAt"`
	// Language is the one the request was made in: its receipt speaks it.
	Language string `bun:"language" json:"language"`
}

// Contact is a general message.
type Contact struct {
	ID        string    `bun:"id"`
	Name      string    `bun:"name"`
	Email     string    `bun:"email"`
	Phone     *string   `bun:"phone"`
	Message   string    `bun:"message"`
	Status    string    `bun:"status"`
	CreatedAt time.Time `bun:"created_at"`
	// Language is the one the message was written in: its receipt speaks it (not stored).
	Language string `bun:"-"`
}

// optional trims *s and turns an empty value into nil.
func optional(s *string) *string {
	if s == nil {
		return nil
	}
	t := strings.TrimSpace(*s)
	if t == "" {
		return nil
	}
	return &t
}

// Normalize trims every field, drops empty optional ones, and keeps the accessibility
// details only when accessibility needs are ticked.
func (c *CustomWalk) Normalize() {
	c.CompanyName = optional(c.CompanyName)
	c.ContactName = strings.TrimSpace(c.ContactName)
	c.ContactEmail = strings.TrimSpace(c.ContactEmail)
	c.ContactPhone = strings.TrimSpace(c.ContactPhone)
	c.PreferredDates = optional(c.PreferredDates)
	c.PreferredLocation = optional(c.PreferredLocation)
	c.WalkTheme = optional(c.WalkTheme)
	c.Duration = strings.TrimSpace(c.Duration)
	c.Budget = optional(c.Budget)
	c.AdditionalRequests = optional(c.AdditionalRequests)
	c.AccessibilityDetails = optional(c.AccessibilityDetails)
	if !c.HasAccessibilityNeeds {
		c.AccessibilityDetails = nil
	}
}

// msgParticipants refuses a number of participants outside rules.json's bounds.
var msgParticipants = fmt.Sprintf("Het aantal deelnemers moet tussen %d en %d liggen",
	rules.All.CustomWalk.MinParticipants, rules.All.CustomWalk.MaxParticipants)

func init() {
	errs.EnglishFields(map[string]string{msgParticipants: fmt.Sprintf("The number of participants must be between %d and %d",
		rules.All.CustomWalk.MinParticipants, rules.All.CustomWalk.MaxParticipants)})
}

// Validate checks a normalized custom-walk request.
func (c CustomWalk) Validate() error {
	e := validate.Errors{}
	checkOptional(e, "companyName", c.CompanyName, 200)
	e.Name("contactName", c.ContactName)
	e.Email("contactEmail", c.ContactEmail)
	e.Phone("contactPhone", c.ContactPhone)
	e.Check(c.ParticipantCount != nil, "participantCount", "Aantal deelnemers is verplicht")
	limits := rules.All.CustomWalk
	e.Check(c.ParticipantCount == nil || (*c.ParticipantCount >= limits.MinParticipants && *c.ParticipantCount <= limits.MaxParticipants),
		"participantCount", msgParticipants)
	checkOptional(e, "preferredDates", c.PreferredDates, 500)
	checkOptional(e, "preferredLocation", c.PreferredLocation, 200)
	checkOptional(e, "walkTheme", c.WalkTheme, 200)
	e.Check(c.Duration != "", "duration", "Kies een duur")
	_, known := durationLabel(c.Duration)
	e.Check(known, "duration", "Kies een duur: 2 uur, halve dag, hele dag of meerdaags")
	checkOptional(e, "budget", c.Budget, 200)
	checkOptional(e, "additionalRequests", c.AdditionalRequests, MaxMessageLen)
	checkOptional(e, "accessibilityDetails", c.AccessibilityDetails, 2000)
	return e.Err()
}

// Normalize trims every field.
func (f *Feest) Normalize() {
	f.Name, f.Email = strings.TrimSpace(f.Name), strings.TrimSpace(f.Email)
	f.Phone, f.Message = strings.TrimSpace(f.Phone), strings.TrimSpace(f.Message)
}

// Validate checks a normalized feest request: every field is required.
func (f Feest) Validate() error {
	e := validate.Errors{}
	e.Name("name", f.Name)
	e.Email("email", f.Email)
	e.Phone("phone", f.Phone)
	checkMessage(e, f.Message)
	return e.Err()
}

// Normalize trims every field; an empty phone becomes none.
func (c *Contact) Normalize() {
	c.Name, c.Email, c.Message = strings.TrimSpace(c.Name), strings.TrimSpace(c.Email), strings.TrimSpace(c.Message)
	c.Phone = optional(c.Phone)
}

// Validate checks a normalized contact message; the phone is optional.
func (c Contact) Validate() error {
	e := validate.Errors{}
	e.Name("name", c.Name)
	e.Email("email", c.Email)
	if c.Phone != nil {
		e.Phone("phone", *c.Phone)
	}
	checkMessage(e, c.Message)
	return e.Err()
}

func checkMessage(e validate.Errors, v string) {
	e.Check(v != "", "message", "Bericht is verplicht")
	e.Check(validate.Length(v, 1, MaxMessageLen), "message", "Je bericht mag maximaal 5000 tekens zijn")
}

func checkOptional(e validate.Errors, field string, v *string, max int) {
	if v != nil {
		e.Check(validate.Length(*v, 0, max), field, "Dit veld is te lang")
	}
}
