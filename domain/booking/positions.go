package booking

// Position is a line of what a booking is for (booking_positions): Quantity persons at
// UnitCents each. While a booking holds places it owes what its positions are worth, and
// its invoice has a line for each.
type Position struct {
	Quantity  int `json:"quantity"`
	UnitCents int `json:"unitCents"`
}

// Positions are a booking's positions in the order they were added.
type Positions []Position

// personsAt is qty persons at unitCents each: a new booking, or one moved to a walk's price.
func personsAt(qty, unitCents int) Positions { return Positions{{Quantity: qty, UnitCents: unitCents}} }

// Persons is the number of persons the positions are for.
func (ps Positions) Persons() int {
	n := 0
	for _, p := range ps {
		n += p.Quantity
	}
	return n
}

// Cents is what the positions are worth.
func (ps Positions) Cents() int {
	cents := 0
	for _, p := range ps {
		cents += p.Quantity * p.UnitCents
	}
	return cents
}

// keeping is the positions of the first qty persons: a smaller party gives up the places
// added last, at the price they were added at.
func (ps Positions) keeping(qty int) Positions {
	kept := Positions{}
	for _, p := range ps {
		if qty <= 0 {
			break
		}
		p.Quantity = min(p.Quantity, qty)
		kept = append(kept, p)
		qty -= p.Quantity
	}
	return kept
}

// plus is ps with qty more persons at unitCents each.
func (ps Positions) plus(qty, unitCents int) Positions {
	return append(append(Positions{}, ps...), Position{Quantity: qty, UnitCents: unitCents})
}
