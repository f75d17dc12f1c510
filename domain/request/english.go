package request

import "wandelwijs.nl/platform/errs"

// The English of the errors this package raises and of the field messages it words.
func init() {
	errs.English(map[string]string{
		"request_not_found":  "Request not found",
		"status_not_allowed": "This status change is not allowed",
		"unknown_status":     "Unknown status",
	})
	errs.EnglishFields(map[string]string{
		"Aantal deelnemers is verplicht":                         "Number of participants is required",
		"Bericht is verplicht":                                   "Message is required",
		"Dit veld is te lang":                                    "This field is too long",
		"Je bericht mag maximaal 5000 tekens zijn":               "Your message may be at most 5000 characters",
		"Kies In behandeling, Afgehandeld of Geannuleerd":        "Choose In progress, Done or Cancelled",
		"Kies een duur":                                          "Choose a duration",
		"Kies een duur: 2 uur, halve dag, hele dag of meerdaags": "Choose a duration: 2 hours, half a day, a whole day or several days",
	})
}
