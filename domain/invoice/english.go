package invoice

import "wandelwijs.nl/platform/errs"

// The English of the errors this package raises and of the field messages it words.
func init() {
	errs.English(map[string]string{
		"invoice_not_found": "Invoice not found",
	})
	errs.EnglishFields(map[string]string{
		"Geef een bedrijfsnaam van hoogstens 200 tekens":                           "Give a company name of at most 200 characters",
		"Geef een geldig btw-nummer, bijvoorbeeld NL123456789B01":                  "Give a valid VAT number, for example NL123456789B01",
		"Geef het factuuradres (5 tot 300 tekens)":                                 "Give the invoice address (5 to 300 characters)",
		"Schrijf de bedrijfsnaam op één regel, zonder tabs of onzichtbare tekens":  "Write the company name on one line, without tabs or invisible characters",
		"Schrijf het factuuradres op één regel, zonder tabs of onzichtbare tekens": "Write the invoice address on one line, without tabs or invisible characters",
	})
}
