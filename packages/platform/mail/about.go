package mail

// Subject is what a mail is about, for the mail log: a kind of thing (such as
// "booking") and its id.
type Subject struct {
	Kind string
	ID   string
}

// About names the thing of kind with id that a mail is about.
func About(kind, id string) Subject { return Subject{Kind: kind, ID: id} }

// Concerning is content about one thing: its sender says which, so that the mail is
// logged with it.
type Concerning interface {
	About() Subject
}
