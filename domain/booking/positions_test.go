package booking

import (
	"slices"
	"testing"
)

func TestASmallerPartyGivesUpThePlacesAddedLast(t *testing.T) {
	// Two persons booked at 20, one added later at 25 (the walk's price went up).
	ps := personsAt(2, 2000).plus(1, 2500)
	if ps.Persons() != 3 || ps.Cents() != 6500 {
		t.Fatalf("3 persons worth 6500, got %d worth %d", ps.Persons(), ps.Cents())
	}
	for qty, want := range map[int]Positions{
		2: {{Quantity: 2, UnitCents: 2000}},
		1: {{Quantity: 1, UnitCents: 2000}},
		3: ps,
	} {
		if got := ps.keeping(qty); !slices.Equal(got, want) {
			t.Errorf("keeping %d: %v, want %v", qty, got, want)
		}
	}
	if len(ps) != 2 || ps[0].Quantity != 2 {
		t.Errorf("keeping changed the positions it kept from: %v", ps)
	}
}
