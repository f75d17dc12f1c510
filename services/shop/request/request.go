// Package request holds what visitors send without booking: custom-walk requests,
// feest (party walk) requests and contact messages. Each is stored with status NEW and
// confirmed by mail to the sender, with a notice to the organisers, in one transaction.
package request

import (
	"strings"
	"time"

	"wandelwijs.nl/platform/validate"
)

// Durations a custom walk can take.
var Durations = map[string]string{
	"2-hours":   "2 uur",
	"half-day":  "Halve dag (4 uur)",
	"full-day":  "Hele dag (6-8 uur)",
	"multi-day": "Meerdaags",
}

// Participant limits of a custom walk.
const (
	MinParticipants = 6
	MaxParticipants = 25
)

// MaxMessageLen bounds free-text messages.
const MaxMessageLen = 5000

// CustomWalk is a request for a walk made to measure (spec 2 §3).
type CustomWalk struct {
	ID                    string    `json:"id" bun:"id"`
	CompanyName           *string   `json:"companyName" bun:"company_name"`
	ContactName           string    `json:"contactName" bun:"contact_name"`
	ContactEmail          string    `json:"contactEmail" bun:"contact_email"`
	ContactPhone          string    `json:"contactPhone" bun:"contact_phone"`
	ParticipantCount      *int      `json:"participantCount" bun:"participant_count"`
	PreferredDates        *string   `json:"preferredDates" bun:"preferred_dates"`
	PreferredLocation     *string   `json:"preferredLocation" bun:"preferred_location"`
	WalkTheme             *string   `json:"walkTheme" bun:"walk_theme"`
	Duration              string    `json:"duration" bun:"duration"`
	Budget                *string   `json:"budget" bun:"budget"`
	AdditionalRequests    *string   `json:"additionalRequests" bun:"additional_requests"`
	HasAccessibilityNeeds bool      `json:"hasAccessibilityNeeds" bun:"has_accessibility_needs"`
	AccessibilityDetails  *string   `json:"accessibilityDetails" bun:"accessibility_details"`
	Status                string    `json:"status" bun:"status"`
	CreatedAt             time.Time `json:"createdAt" bun:"created_at"`
}

// Feest is a request for a party walk.
type Feest struct {
	ID        string    `json:"id" bun:"id"`
	Name      string    `json:"name" bun:"name"`
	Email     string    `json:"email" bun:"email"`
	Phone     string    `json:"phone" bun:"phone"`
	Message   string    `json:"message" bun:"message"`
	Status    string    `json:"status" bun:"status"`
	CreatedAt time.Time `json:"createdAt" bun:"created_at"`
}

// Contact is a general message.
type Contact struct {
	ID        string    `json:"id" bun:"id"`
	Name      string    `json:"name" bun:"name"`
	Email     string    `json:"email" bun:"email"`
	Phone     *string   `json:"phone" bun:"phone"`
	Message   string    `json:"message" bun:"message"`
	Status    string    `json:"status" bun:"status"`
	CreatedAt time.Time `json:"createdAt" bun:"created_at"`
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

// Validate checks a normalized custom-walk request.
func (c CustomWalk) Validate() error {
	e := validate.Errors{}
	checkOptional(e, "companyName", c.CompanyName, 200)
	checkName(e, "contactName", c.ContactName)
	checkEmail(e, "contactEmail", c.ContactEmail)
	checkPhone(e, "contactPhone", c.ContactPhone)
	e.Check(c.ParticipantCount != nil, "participantCount", "Aantal deelnemers is verplicht")
	e.Check(c.ParticipantCount == nil || (*c.ParticipantCount >= MinParticipants && *c.ParticipantCount <= MaxParticipants),
		"participantCount", "Het aantal deelnemers moet tussen 6 en 25 liggen")
	checkOptional(e, "preferredDates", c.PreferredDates, 500)
	checkOptional(e, "preferredLocation", c.PreferredLocation, 200)
	checkOptional(e, "walkTheme", c.WalkTheme, 200)
	e.Check(c.Duration != "", "duration", "Kies een duur")
	_, known := Durations[c.Duration]
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
	checkName(e, "name", f.Name)
	checkEmail(e, "email", f.Email)
	checkPhone(e, "phone", f.Phone)
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
	checkName(e, "name", c.Name)
	checkEmail(e, "email", c.Email)
	if c.Phone != nil {
		checkPhone(e, "phone", *c.Phone)
	}
	checkMessage(e, c.Message)
	return e.Err()
}

func checkName(e validate.Errors, field, v string) {
	e.Check(v != "", field, "Naam is verplicht")
	e.Check(validate.Length(v, 1, 100), field, "Naam mag maximaal 100 karakters zijn")
}

func checkEmail(e validate.Errors, field, v string) {
	e.Check(v != "", field, "E-mailadres is verplicht")
	e.Check(validate.Email(v), field, "Voer een geldig e-mailadres in")
}

func checkPhone(e validate.Errors, field, v string) {
	e.Check(v != "", field, "Telefoonnummer is verplicht")
	e.Check(validate.Phone(v), field, "Voer een geldig telefoonnummer in")
}

func checkMessage(e validate.Errors, v string) {
	e.Check(v != "", "message", "Bericht is verplicht")
	e.Check(validate.Length(v, 1, MaxMessageLen), "message", "Je bericht mag maximaal 5000 karakters zijn")
}

func checkOptional(e validate.Errors, field string, v *string, max int) {
	if v != nil {
		e.Check(validate.Length(*v, 0, max), field, "Dit veld is te lang")
	}
}
