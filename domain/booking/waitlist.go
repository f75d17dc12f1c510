package booking

import (
	"context"
	"fmt"
	"log/slog"
	"strings"
	"time"

	"github.com/google/uuid"
	"github.com/uptrace/bun"

	"wandelwijs.nl/platform/errs"
	"wandelwijs.nl/platform/mail"
	"wandelwijs.nl/platform/rules"
	"wandelwijs.nl/platform/validate"
)

// DefaultOfferHours is how long an offer from a waiting list holds its places
// (WAITLIST_OFFER_HOURS), never past the walk's start.
const DefaultOfferHours = 12

// OfferInterval is how often the offer job looks for places that came free.
const OfferInterval = time.Minute

// Waiting-list entry statuses.
const (
	EntryWaiting = "WAITING"
	EntryOffered = "OFFERED"
	EntryBooked  = "BOOKED"
	EntryExpired = "EXPIRED"
	EntryLeft    = "LEFT"
)

// Errors of the waiting list, shown as they are.
var (
	ErrEntryNotFound = errs.New(errs.NotFound, "Deze link hoort niet bij de wachtlijst. Controleer de link in je e-mail.")
	ErrOfferEnded    = errs.New(errs.Conflict, "Dit aanbod is verlopen of al gebruikt; de plaatsen worden niet meer voor je vastgehouden.")
	ErrAlreadyLeft   = errs.New(errs.Conflict, "Je staat niet meer op de wachtlijst van deze wandeling.")
	ErrWaitlistShut  = errs.New(errs.Conflict, "Deze wandeling is al begonnen of voorbij; de wachtlijst is gesloten.")
)

// WaitlistSignup is the waiting-list form of a walk with no room.
type WaitlistSignup struct {
	Name, Email, Phone string
	Qty                int
}

// Normalize trims the texts.
func (w *WaitlistSignup) Normalize() {
	w.Name, w.Email, w.Phone = strings.TrimSpace(w.Name), strings.TrimSpace(w.Email), strings.TrimSpace(w.Phone)
}

// Validate checks a normalized signup: the booking form's name, e-mail and phone checks,
// and 1 to rules.MaxQty persons.
func (w WaitlistSignup) Validate() error {
	e := validate.Errors{}
	e.Name("name", w.Name)
	e.Email("email", w.Email)
	e.Phone("phone", w.Phone)
	e.Check(w.Qty >= 1 && w.Qty <= rules.MaxQty, "qty", fmt.Sprintf("Kies 1 tot %d personen", rules.MaxQty))
	return e.Err()
}

// WaitlistEntry is one place on a walk's waiting list, with its walk.
type WaitlistEntry struct {
	ID             string     `bun:"id"`
	WalkID         string     `bun:"walk_id"`
	WalkTitle      string     `bun:"walk_title"`
	WalkSlug       string     `bun:"walk_slug"`
	WalkStart      time.Time  `bun:"walk_date_start"`
	Name           string     `bun:"name"`
	Email          string     `bun:"email"`
	Phone          *string    `bun:"phone"`
	Qty            int        `bun:"qty"`
	Status         string     `bun:"status"`
	OfferedAt      *time.Time `bun:"offered_at"`
	OfferExpiresAt *time.Time `bun:"offer_expires_at"`
	BookingID      *string    `bun:"booking_id"`
	CreatedAt      time.Time  `bun:"created_at"`
}

// OpenOffer tells whether the entry's offer holds its places at now.
func (e WaitlistEntry) OpenOffer(now time.Time) bool {
	return e.Status == EntryOffered && e.OfferExpiresAt != nil && e.OfferExpiresAt.After(now)
}

// waitlistToken is an entry's one link token (its offer and leaving the list).
func (s *Service) waitlistToken(entryID string) string { return s.linkToken("waitlist-link", entryID) }

// JoinWaitlist puts a party on the waiting list of the published walk with slug, which
// has no room for it: one entry per e-mail address and walk (signing up again updates it,
// and an entry that left, let its offer pass or booked waits again at the end). The
// person gets a mail with the link to leave.
func (s *Service) JoinWaitlist(ctx context.Context, slug string, in WaitlistSignup) error {
	now := s.now()
	return s.db.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
		w, err := s.store.lockWalk(ctx, tx, walkRef{"slug", slug})
		switch {
		case err != nil:
			return err
		case w.Cancelled:
			return ErrWalkCancelled
		case !w.DateStart.After(now):
			return ErrWaitlistShut
		}
		taken, err := s.store.placesTaken(ctx, tx, w.ID, "", "", now)
		if err != nil {
			return err
		}
		if free := w.MaxParticipants - taken; free >= in.Qty {
			return errs.New(errs.Conflict, "Er is nog plaats voor %d: je kunt gewoon boeken.", free)
		}
		id := uuid.NewString()
		id, err = s.store.upsertEntry(ctx, tx, id, w.ID, in, tokenHash(s.waitlistToken(id)), now)
		if err != nil {
			return err
		}
		return s.mailer.EnqueueMail(ctx, tx, in.Email, mail.WaitlistJoined{Name: in.Name, WalkTitle: w.Title, Start: w.DateStart,
			Qty: in.Qty, LeaveURL: s.links.WaitlistPage(s.waitlistToken(id))})
	})
}

// entryByToken returns the entry a waiting-list token names, locked for tx when lock.
func (s *Service) entryByToken(ctx context.Context, db bun.IDB, token string, lock bool) (WaitlistEntry, error) {
	if len(token) != manageTokenLen {
		return WaitlistEntry{}, ErrEntryNotFound
	}
	return s.store.entryByToken(ctx, db, tokenHash(token), lock)
}

// WaitlistEntryOf returns the entry a waiting-list token names (its offer, or leaving).
func (s *Service) WaitlistEntryOf(ctx context.Context, token string) (WaitlistEntry, error) {
	return s.entryByToken(ctx, s.db, token, false)
}

// LeaveWaitlist takes the entry a token names off its waiting list; an offer it holds
// gives its places free for the next.
func (s *Service) LeaveWaitlist(ctx context.Context, token string) error {
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

// Waitlist returns a walk's waiting list for the organisers, in order of signing up.
func (s *Service) Waitlist(ctx context.Context, walkID string) ([]WaitlistEntry, error) {
	if uuid.Validate(walkID) != nil {
		return nil, ErrWalkNotFound
	}
	return s.store.entriesOf(ctx, walkID)
}

// offerOf returns the open offer an order's token names, locked for tx when lock; a
// zero entry for an order without one.
func (s *Service) offerOf(ctx context.Context, db bun.IDB, o Order, now time.Time, lock bool) (WaitlistEntry, error) {
	if o.OfferToken == "" {
		return WaitlistEntry{}, nil
	}
	e, err := s.entryByToken(ctx, db, o.OfferToken, lock)
	if err != nil {
		return WaitlistEntry{}, err
	}
	if !e.OpenOffer(now) {
		return WaitlistEntry{}, ErrOfferEnded
	}
	return e, nil
}

// OfferArgs is the periodic job that passes places that came free to the waiting lists.
type OfferArgs struct{}

// Kind names the offer job in River's table.
func (OfferArgs) Kind() string { return "waitlist_offers" }

// OfferFreedPlaces ends the offers past their time (their places pass on), then offers
// each upcoming walk's free places to its waiting list: in order of signing up, every
// waiting party that fits in what is left gets an offer mail, and its places are held
// for it for offerHours (never past the start). A walk is locked while its offers are
// made, so no order takes the same places.
func (s *Service) OfferFreedPlaces(ctx context.Context) error {
	now := s.now()
	var offered int
	err := s.inTx(ctx, func(ctx context.Context, tx bun.Tx) error {
		if err := s.store.expireOffers(ctx, tx, now); err != nil {
			return err
		}
		walks, err := s.store.lockWalksWithWaiting(ctx, tx, now)
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
			expires := now.Add(time.Duration(s.offerHours) * time.Hour)
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
				token := s.waitlistToken(e.ID)
				if err := s.mailer.EnqueueMail(ctx, tx, e.Email, mail.WaitlistOffer{Name: e.Name, WalkTitle: w.Title, Start: w.DateStart,
					Qty: e.Qty, ExpiresAt: expires, BookURL: s.links.WaitlistOffer(w.Slug, token),
					LeaveURL: s.links.WaitlistPage(token)}); err != nil {
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
