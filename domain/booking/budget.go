package booking

import "context"

// PlacesBudget bounds the places one visitor may take in a while, so that no one holds a
// walk's places with bookings, additions or moves they never pay. A request that takes
// places on a visitor's behalf carries one in its context (WithPlacesBudget); the
// organisers' desk and the shop's own jobs and webhooks carry none.
type PlacesBudget interface {
	// Take charges n places, for the guest e-mail address email ("" for an account's
	// booking); over budget it answers the error to give the visitor.
	Take(ctx context.Context, n int, email string) error
}

type budgetKey struct{}

// WithPlacesBudget is ctx carrying the places budget b.
func WithPlacesBudget(ctx context.Context, b PlacesBudget) context.Context {
	return context.WithValue(ctx, budgetKey{}, b)
}

// takeRoom is the one check every way a visitor takes places goes through (an order,
// more persons, a move): n places fit in the free ones, and the visitor's places budget
// pays for them (ChargePlaces).
func takeRoom(ctx context.Context, free, n int, email string) error {
	if err := placesShort(free, n); err != nil {
		return err
	}
	return ChargePlaces(ctx, n, email)
}

// ChargePlaces charges n places to the places budget ctx carries, if any, for the guest
// address email ("" for an account): what takeRoom charges, and what a waiting-list
// sign-up, which may come to hold places through an offer, costs.
func ChargePlaces(ctx context.Context, n int, email string) error {
	if b, ok := ctx.Value(budgetKey{}).(PlacesBudget); ok {
		return b.Take(ctx, n, email)
	}
	return nil
}

// guestEmail is the address a guest booking's places are charged to; "" for an account's.
func (b Booking) guestEmail() string {
	if b.UserID != nil {
		return ""
	}
	return b.CustomerEmail
}
