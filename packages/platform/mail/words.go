package mail

// layoutWords are the few words of the one layout around every mail (templates/layout.*),
// per language mails are written in; the word template helper gives one.
var layoutWords = map[string]map[string]string{
	DefaultLanguage: {
		"testMode":     "TESTMODUS",
		"testModeNote": "deze mail komt uit een testwinkel; betalingen zijn niet echt en er wordt niets afgeschreven.",
		"tagline":      "Filosofische wandelingen in de natuur",
		"about":        "filosofische wandelingen in de bossen en uiterwaarden bij Wageningen",
		"questions":    "Vragen? Mail naar",
		"orCall":       "of bel",
	},
	English: {
		"testMode":     "TEST MODE",
		"testModeNote": "this mail comes from a test shop; payments are not real and nothing is charged.",
		"tagline":      "Philosophical walks in nature",
		"about":        "philosophical walks in the woods and floodplains near Wageningen",
		"questions":    "Questions? Mail",
		"orCall":       "or call",
	},
}
