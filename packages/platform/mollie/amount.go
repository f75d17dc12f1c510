package mollie

import (
	"fmt"
	"strconv"
)

// Amount is a sum of money as Mollie writes it: a currency code and a decimal string.
type Amount struct {
	Currency string `json:"currency"`
	Value    string `json:"value"` // "12.50": always two decimals for EUR
}

// maxIntegerDigits bounds the euros part of a value so Cents can never overflow.
const maxIntegerDigits = 12

// EUR returns cents as a euro Amount: EUR(1250) is {"EUR", "12.50"}.
func EUR(cents int) Amount {
	sign := ""
	// Work in uint64 so the most negative int converts without overflow.
	u := uint64(cents)
	if cents < 0 {
		sign = "-"
		u = -u
	}
	return Amount{Currency: "EUR", Value: fmt.Sprintf("%s%d.%02d", sign, u/100, u%100)}
}

// Cents parses Value in Mollie's form, digits, a dot and exactly two decimals ("12.50",
// "0.01"), into cents. Anything else ("12.5", "12", "1,50", "+1.00", "-1.00", "01.00",
// " 1.00") is an error. The currency is not looked at.
func (a Amount) Cents() (int, error) {
	v := a.Value
	dot := len(v) - 3
	if dot < 1 || v[dot] != '.' {
		return 0, fmt.Errorf("mollie: amount %q is not in the form 12.50", v)
	}
	whole, frac := v[:dot], v[dot+1:]
	if len(whole) > maxIntegerDigits || !allDigits(whole) || !allDigits(frac) {
		return 0, fmt.Errorf("mollie: amount %q is not in the form 12.50", v)
	}
	if len(whole) > 1 && whole[0] == '0' {
		return 0, fmt.Errorf("mollie: amount %q has a leading zero", v)
	}
	euros, err := strconv.Atoi(whole)
	if err != nil {
		return 0, fmt.Errorf("mollie: amount %q: %w", v, err)
	}
	cents, err := strconv.Atoi(frac)
	if err != nil {
		return 0, fmt.Errorf("mollie: amount %q: %w", v, err)
	}
	return euros*100 + cents, nil
}

func allDigits(s string) bool {
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return true
}
