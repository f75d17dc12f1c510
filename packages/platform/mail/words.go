package mail

// layoutWords are the few words of the one layout around every mail (templates/layout.*),
// per language mails are written in; the word template helper formats one with its
// arguments, label makes one a padded label of the text body.
var layoutWords = map[string]map[string]string{
	DefaultLanguage: {
		"testMode":      "TESTMODUS",
		"testModeNote":  "deze mail komt uit een testwinkel; betalingen zijn niet echt en er wordt niets afgeschreven.",
		"tagline":       "Filosofische wandelingen in de natuur",
		"about":         "filosofische wandelingen in de bossen en uiterwaarden bij Wageningen",
		"questions":     "Vragen? Mail naar",
		"orCall":        "of bel",
		"walk":          "Wandeling",
		"when":          "Wanneer",
		"people":        "Aantal",
		"bookingNumber": "Boekingsnummer",
		"refund":        "We storten %s terug op de rekening waarmee je betaalde. Dat duurt meestal een paar werkdagen.",
		"voucherBack":   "%s staat weer op je cadeaubon; je kunt die gewoon opnieuw gebruiken.",
		"byHand":        "%s kunnen we niet automatisch terugstorten; we nemen hierover binnen een paar werkdagen contact met je op.",
	},
	English: {
		"testMode":      "TEST MODE",
		"testModeNote":  "this mail comes from a test shop; payments are not real and nothing is charged.",
		"tagline":       "Philosophical walks in nature",
		"about":         "philosophical walks in the woods and floodplains near Wageningen",
		"questions":     "Questions? Mail",
		"orCall":        "or call",
		"walk":          "Walk",
		"when":          "When",
		"people":        "People",
		"bookingNumber": "Booking number",
		"refund":        "We refund %s to the account you paid with. This usually takes a few working days.",
		"voucherBack":   "%s is back on your gift voucher; you can simply use it again.",
		"byHand":        "We cannot refund %s automatically; we will contact you about it within a few working days.",
	},
}
