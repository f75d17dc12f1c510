package httpx

import "wandelwijs.nl/platform/errs"

// The English of the errors this package raises and of the field messages it words.
func init() {
	errs.English(map[string]string{
		"body_too_large":      "The request is too large.",
		"duplicate_field":     "A field appears more than once in the request.",
		"empty_body":          "The request is empty.",
		"invalid_json":        "The request is not valid JSON.",
		"not_json":            "Send the data as JSON.",
		"several_json_values": "The request contains more than one JSON object.",
		"unknown_field":       "The request contains an unknown field.",
		"unprintable":         "The request contains invalid characters.",
		"unreadable_body":     "The request could not be read.",
	})
	errs.EnglishFields(map[string]string{
		"Dit veld staat meer dan eens in het verzoek.": "This field appears more than once in the request.",
		"Onbekend veld.": "Unknown field.",
	})
}
