package waitlist

import (
	"context"
	"log/slog"
	"time"

	"github.com/google/uuid"
	"github.com/uptrace/bun"

	"wandelwijs.nl/domain/walk"
	"wandelwijs.nl/platform/database"
	"wandelwijs.nl/platform/errs"
	"wandelwijs.nl/platform/jobs"
	"wandelwijs.nl/platform/linktoken"
	"wandelwijs.nl/platform/mail"
	"wandelwijs.nl/platform/rules"
	"wandelwijs.nl/platform/site"
)

// Links are the shop's addresses the waiting list's mails send people to.
type Links interface {
	// In is the links for a customer of language: the shop's pages in that language
	// (WaitlistPage, where an entry's holder leaves the list; WaitlistOffer, the walk's
	// booking form filled in from an entry's offer).
	In(language string) site.Links
}

// Deps is what a Service works with.
type Deps struct {
	DB     *bun.DB
	Mailer jobs.Mailer
	Links  Links
	// LinkKey makes the entries' link tokens.
	LinkKey linktoken.Key
	Now     func() time.Time
	// Changed, when set, is told after each commit that changed which places are held
	// (the catalogue in memory forgets what it knew).
	Changed func()
}

// Service runs the waiting lists.
type Service struct {
	db      *bun.DB
	store   store
	mailer  jobs.Mailer
	links   Links
	linkKey linktoken.Key
	now     func() time.Time
	changed func()
}

// NewService returns a Service.
func NewService(d Deps) *Service {
	return &Service{db: d.DB, store: store{db: d.DB}, mailer: d.Mailer, links: d.Links, linkKey: d.LinkKey, now: d.Now,
		changed: d.Changed}
}

// Jobs are the waiting list's jobs: the periodic offers.
func (s *Service) Jobs() []jobs.Job {
	return []jobs.Job{jobs.Every[OfferArgs](OfferInterval, false, s.OfferFreedPlaces)}
}

// inTx runs fn in a transaction and, once it is committed, tells Changed.
func (s *Service) inTx(ctx context.Context, fn func(ctx context.Context, tx bun.Tx) error) error {
	return database.RunInTx(ctx, s.db, fn, s.changed)
}

// token is an entry's one link token (its offer and leaving the list).
func (s *Service) token(entryID string) string { return s.linkKey.Token("waitlist-link", entryID) }

// mailsPerHour is how many new entries of one address in an hour get their mail, however
// many walks they are on; a known entry's link is mailed again at most once an hour
// (mailed_at).
const mailsPerHour = 3

// Join puts a party on the waiting list of the published walk with slug, which has no
// room for it, and mails the address the link to its entry. The address is not verified,
// so a signup for an address already on the list changes nothing there (the entry changes
// only through its own link) and answers alike; the address then gets its entry's link
// again. The mails carry nothing the sender typed, and an address gets at most
// mailsPerHour new-entry mails an hour.
func (s *Service) Join(ctx context.Context, slug string, in Signup) error {
	now := s.now()
	return s.db.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
		w, err := s.lockFullWalk(ctx, tx, slug, in.Qty, now)
		if err != nil {
			return err
		}
		known, found, err := s.store.entryOfAddress(ctx, tx, w.ID, in.Email)
		if err != nil {
			return err
		}
		if found {
			if known.MailedAt != nil && now.Sub(*known.MailedAt) < time.Hour {
				return nil
			}
			if err := s.store.setMailed(ctx, tx, known.ID, now); err != nil {
				return err
			}
			return s.mailJoined(ctx, tx, w, known.ID, known.Qty, known.Email, in.Language, true)
		}
		id := uuid.NewString()
		if err := s.store.insertEntry(ctx, tx, id, w.ID, in, linktoken.Hash(s.token(id)), now); err != nil {
			return err
		}
		recent, err := s.store.entriesOfAddressSince(ctx, tx, in.Email, now.Add(-time.Hour))
		if err != nil || recent > mailsPerHour {
			return err
		}
		return s.mailJoined(ctx, tx, w, id, in.Qty, in.Email, in.Language, false)
	})
}

// lockFullWalk locks the published walk with slug for a party of qty to wait for, in tx:
// refused when it is called off, has started, or has room for the party.
func (s *Service) lockFullWalk(ctx context.Context, tx bun.Tx, slug string, qty int, now time.Time) (walk.Locked, error) {
	w, err := walk.LockPublished(ctx, tx, "slug", slug)
	switch {
	case err != nil:
		return walk.Locked{}, err
	case w.Cancelled:
		return walk.Locked{}, walk.ErrCalledOff
	case !w.DateStart.After(now):
		return walk.Locked{}, ErrWaitlistShut
	}
	free, err := walk.FreePlaces(ctx, tx, w.ID, now)
	if err != nil {
		return walk.Locked{}, err
	}
	if free >= qty {
		return walk.Locked{}, errs.New(errs.Conflict, "room_available", "Er is nog plaats voor %d: je kunt gewoon boeken.", free)
	}
	return w, nil
}

// mailJoined sends the entry id on walk w its link, in tx, in the signup's language.
func (s *Service) mailJoined(ctx context.Context, tx bun.Tx, w walk.Locked, id string, qty int, email, language string, known bool) error {
	return s.mailer.EnqueueMail(ctx, tx, email, WaitlistJoined{Waiting: Waiting{WalkTitle: walk.TitleIn(language, w.Title, w.TitleEN),
		Start: w.DateStart, Qty: qty, LeaveURL: s.links.In(language).WaitlistPage(s.token(id)), Language: mail.Language{Language: language}}, Known: known})
}

// entryByToken returns the entry a waiting-list token names, locked for tx when lock.
func (s *Service) entryByToken(ctx context.Context, db bun.IDB, token string, lock bool) (Entry, error) {
	if len(token) != linktoken.Len {
		return Entry{}, ErrEntryNotFound
	}
	return s.store.entryByToken(ctx, db, linktoken.Hash(token), lock)
}

// EntryOf returns the entry a waiting-list token names (its offer, or leaving).
func (s *Service) EntryOf(ctx context.Context, token string) (Entry, error) {
	return s.entryByToken(ctx, s.db, token, false)
}

// Leave takes the entry a token names off its waiting list; an offer it holds
// gives its places free for the next.
func (s *Service) Leave(ctx context.Context, token string) error {
	now := s.now()
	return s.inTx(ctx, func(ctx context.Context, tx bun.Tx) error {
		e, err := s.entryByToken(ctx, tx, token, true)
		switch {
		case err != nil:
			return err
		case e.Status != EntryWaiting && e.Status != EntryOffered:
			return ErrAlreadyLeft
		}
		return s.store.setEntryStatus(ctx, tx, e.ID, EntryLeft, now)
	})
}

// Rejoin puts the entry a token names, which left the list or let its offer pass, back on
// it, at the end, for the same party: only its own link does this, as a signup for its
// address changes nothing.
func (s *Service) Rejoin(ctx context.Context, token string) error {
	now := s.now()
	return s.inTx(ctx, func(ctx context.Context, tx bun.Tx) error {
		e, err := s.entryByToken(ctx, tx, token, false)
		if err != nil {
			return err
		}
		// The walk's lock first, as a signup and the offer job take them.
		if _, err := s.lockFullWalk(ctx, tx, e.WalkSlug, e.Qty, now); err != nil {
			return err
		}
		if e, err = s.entryByToken(ctx, tx, token, true); err != nil {
			return err
		}
		switch e.Status {
		case EntryWaiting, EntryOffered:
			return ErrStillWaiting
		case EntryBooked:
			return ErrAlreadyBooked
		}
		return s.store.waitAgain(ctx, tx, e.ID, now)
	})
}

// Entries returns a walk's waiting list for the organisers, in order of signing up.
func (s *Service) Entries(ctx context.Context, walkID string) ([]Entry, error) {
	if uuid.Validate(walkID) != nil {
		return nil, walk.ErrNotFound
	}
	return s.store.entriesOf(ctx, walkID)
}

// OpenOffer returns the open offer a token names, locked for tx when lock (db is then a
// transaction); a zero entry for no token.
func (s *Service) OpenOffer(ctx context.Context, db bun.IDB, token string, now time.Time, lock bool) (Entry, error) {
	if token == "" {
		return Entry{}, nil
	}
	e, err := s.entryByToken(ctx, db, token, lock)
	if err != nil {
		return Entry{}, err
	}
	if !e.OpenOffer(now) {
		return Entry{}, ErrOfferEnded
	}
	return e, nil
}

// Take records that an entry's offer became the booking bookingID, in tx.
func (s *Service) Take(ctx context.Context, tx bun.Tx, entryID, bookingID string, now time.Time) error {
	return s.store.takeOffer(ctx, tx, entryID, bookingID, now)
}

// OfferArgs is the periodic job that passes places that came free to the waiting lists.
type OfferArgs struct{}

// Kind names the offer job in River's table.
func (OfferArgs) Kind() string { return "waitlist_offers" }

// OfferFreedPlaces ends the offers past their time (their places pass on), then offers
// each upcoming walk's free places to its waiting list: in order of signing up, every
// waiting party that fits in what is left gets an offer mail, and its places are held
// for it for rules.json's booking.waitlistOfferHours (never past the start). A walk is locked while its offers are
// made, so no order takes the same places.
func (s *Service) OfferFreedPlaces(ctx context.Context) error {
	now := s.now()
	var offered int
	err := s.inTx(ctx, func(ctx context.Context, tx bun.Tx) error {
		if err := s.store.expireOffers(ctx, tx, now); err != nil {
			return err
		}
		ids, err := s.store.walksWaiting(ctx, tx)
		if err != nil {
			return err
		}
		walks, err := walk.LockOpen(ctx, tx, ids, now)
		if err != nil {
			return err
		}
		for _, w := range walks {
			free := w.Free
			if free <= 0 {
				continue
			}
			entries, err := s.store.waiting(ctx, tx, w.ID)
			if err != nil {
				return err
			}
			expires := now.Add(time.Duration(rules.All.Booking.WaitlistOfferHours) * time.Hour)
			if expires.After(w.DateStart) {
				expires = w.DateStart
			}
			for _, e := range entries {
				if e.Qty > free {
					continue
				}
				if err := s.store.offer(ctx, tx, e.ID, now, expires); err != nil {
					return err
				}
				token := s.token(e.ID)
				links := s.links.In(e.Language)
				if err := s.mailer.EnqueueMail(ctx, tx, e.Email, WaitlistOffer{Waiting: Waiting{WalkTitle: walk.TitleIn(e.Language, w.Title, w.TitleEN),
					Start: w.DateStart, Qty: e.Qty, LeaveURL: links.WaitlistPage(token), Language: mail.Language{Language: e.Language}},
					ExpiresAt: expires, BookURL: links.WaitlistOffer(w.Slug, token)}); err != nil {
					return err
				}
				free -= e.Qty
				offered++
			}
		}
		return nil
	})
	if err == nil && offered > 0 {
		slog.InfoContext(ctx, "waiting-list offers made", "count", offered)
	}
	return err
}
