package mollie

import "testing"

func TestEUR(t *testing.T) {
	tests := []struct {
		cents int
		want  string
	}{
		{0, "0.00"},
		{1, "0.01"},
		{10, "0.10"},
		{99, "0.99"},
		{100, "1.00"},
		{1050, "10.50"},
		{1250, "12.50"},
		{50000, "500.00"},
		{-150, "-1.50"},
	}
	for _, tt := range tests {
		got := EUR(tt.cents)
		if got != (Amount{Currency: "EUR", Value: tt.want}) {
			t.Errorf("EUR(%d) = %+v, want {EUR %s}", tt.cents, got, tt.want)
		}
	}
}

func TestCents(t *testing.T) {
	good := []struct {
		value string
		want  int
	}{
		{"0.00", 0},
		{"0.01", 1},
		{"0.10", 10},
		{"10.50", 1050},
		{"12.50", 1250},
		{"500.00", 50000},
		{"999999999999.99", 99999999999999},
	}
	for _, tt := range good {
		t.Run("accepts "+tt.value, func(t *testing.T) {
			got, err := Amount{Currency: "EUR", Value: tt.value}.Cents()
			if err != nil || got != tt.want {
				t.Fatalf("Cents(%q) = %d, %v; want %d", tt.value, got, err, tt.want)
			}
		})
	}
	bad := []string{
		"", "12", "12.5", "12.500", ".50", "1.", "1,50", "+1.00", "-1.00", "01.00", "00.50",
		" 1.00", "1.00 ", "1.0a", "a1.00", "1e3.00", "0x1.00", "1_000.00", "１.00",
		"9999999999999.00", // 13 digits: would not fit the bound
	}
	for _, v := range bad {
		t.Run("refuses "+v, func(t *testing.T) {
			if got, err := (Amount{Currency: "EUR", Value: v}).Cents(); err == nil {
				t.Fatalf("Cents(%q) = %d, want an error", v, got)
			}
		})
	}
}

func TestEURAndCentsRoundTrip(t *testing.T) {
	for cents := 0; cents <= 100000; cents++ {
		got, err := EUR(cents).Cents()
		if err != nil || got != cents {
			t.Fatalf("EUR(%d).Cents() = %d, %v", cents, got, err)
		}
	}
}
