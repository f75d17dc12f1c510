// Package devseed fills a development database with demo data: two logins and a
// handful of walks in every state the shop shows. It is idempotent: running it again
// adds nothing that is already there.
package devseed

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"

	"github.com/uptrace/bun"

	"wandelwijs.nl/platform/auth"
	"wandelwijs.nl/platform/rules"
	"wandelwijs.nl/platform/vouchercode"
)

// DemoPassword is the password of both demo logins.
const DemoPassword = "Wandelen!2026"

// DemoVoucherCode is a paid € 50 gift voucher, printed by `make run`.
const DemoVoucherCode = "WAND-ELWY-SPAD"

// Demo logins, printed by `make run`.
const (
	AdminEmail    = "admin@wandelwijs.nl"
	CustomerEmail = "klant@wandelwijs.nl"
)

type demoUser struct {
	name, email, phone, role string
}

var users = []demoUser{
	{"Beheerder Wandelwijs", AdminEmail, "0317 123456", "ADMIN"},
	{"Klaas de Klant", CustomerEmail, "06 12345678", "USER"},
}

type demoWalk struct {
	slug, title, city, address, short, full string
	// inDays and startHour place the walk relative to the seeding day (Amsterdam time).
	inDays, startHour, minutes     int
	priceCents, minP, maxP, booked int
}

var walks = []demoWalk{
	{"ontbijtwandeling-over-geluk", "Ontbijtwandeling over geluk", "Wageningen", "Ingang Arboretum Belmonte, Generaal Foulkesweg 94",
		"Vroeg op pad met koffie en een vraag: wat maakt een dag goed?",
		"We beginnen met koffie bij de ingang en lopen dan een ronde door het arboretum.\nOnderweg vergelijken we wat Epicurus en Seneca over geluk zeiden met onze eigen ochtend.",
		2, 8, 120, 2500, 6, 15, 3}, // within three days and below its minimum: the organisers must decide
	{"ochtendwandeling-over-verwondering", "Ochtendwandeling over verwondering", "Renkum", "Parkeerplaats Oranje Nassau's Oord, Ritzema Bosweg 3",
		"We lopen door de Renkumse beek en staan stil bij wat ons nog verwondert.",
		"Verwondering is volgens Plato het begin van alle filosofie.\nTijdens deze ochtendwandeling lopen we langs de Renkumse beek en oefenen we het kijken met frisse ogen.\nOnderweg stellen we korte vragen en wisselen we in tweetallen gedachten uit.",
		5, 9, 120, 2500, 1, 15, 3},
	{"kennismakingswandeling-gratis", "Gratis kennismakingswandeling", "Wageningen", "Ingang Arboretum Belmonte, Generaal Foulkesweg 94",
		"Maak zonder kosten kennis met filosofisch wandelen in het arboretum.",
		"Benieuwd wat een filosofische wandeling is? Loop een uur met ons mee door Belmonte.\nWe bespreken één vraag en laten de bomen het tempo bepalen.",
		8, 14, 75, 0, 1, 20, 4},
	{"bijna-vol-uiterwaarden", "Uiterwaardenwandeling over tijd", "Wageningen", "Grebbedijk, bij de Nudepoort",
		"Langs de Rijn denken we na over tijd, haast en de kunst van het wachten.",
		"De rivier stroomt altijd en is toch steeds anders, zei Herakleitos.\nWe lopen over de Grebbedijk en door de uiterwaarden.\nEen wandeling voor wie even wil vertragen.",
		11, 10, 150, 2750, 2, 12, 10},
	{"stilte-in-het-bos", "Stiltewandeling op de Wageningse Berg", "Wageningen", "Bosrand Wageningse Berg, Costerweg 2",
		"Een wandeling waarin we een deel in stilte lopen en daarna samen terugblikken.",
		"Stilte is geen leegte. We lopen een half uur zonder te praten.\nDaarna delen we wat opviel: geluiden, gedachten, twijfels.\nGeschikt voor iedereen die even wil landen.",
		16, 9, 120, 2250, 6, 14, 2},
	{"avondwandeling-vriendschap", "Avondwandeling over vriendschap", "Bennekom", "Kerkstraat 1 (bij de Oude Kerk)",
		"Wat maakt een vriend een vriend? Aristoteles loopt in gedachten met ons mee.",
		"Aristoteles onderscheidde drie soorten vriendschap.\nIn de avondschemering over de Bennekomse Meent onderzoeken we welke vriendschappen ons dragen.",
		23, 19, 120, 2500, 1, 15, 0},
	{"winterwandeling-eenvoud", "Winterwandeling over eenvoud", "Ede", "Parkeerplaats Planken Wambuis, Verlengde Arnhemseweg",
		"Over de heide in de winter: wat heb je eigenlijk nodig om gelukkig te zijn?",
		"Epicurus meende dat weinig genoeg is.\nOp de kale winterheide van Planken Wambuis toetsen we dat aan ons eigen leven.\nNeem warme kleren mee; na afloop is er thee.",
		37, 11, 150, 3000, 1, 15, 0},
	{"voorbije-herfstwandeling", "Herfstwandeling over loslaten", "Wageningen", "Ingang Arboretum Belmonte, Generaal Foulkesweg 94",
		"Een wandeling van vorige maand over loslaten, tussen de vallende bladeren.",
		"Deze wandeling is al geweest.\nDe bladeren lieten los en wij probeerden het ook.",
		-20, 10, 120, 2500, 1, 15, 8},
}

// Seed writes the demo data inside one transaction. It refuses to run unless the
// caller says this is a development environment.
func Seed(ctx context.Context, db *bun.DB, development bool, now time.Time) error {
	if !development {
		return errors.New("demo data is only seeded when APP_ENV=development")
	}
	hash, err := auth.HashPassword(DemoPassword)
	if err != nil {
		return err
	}
	ams := rules.Amsterdam
	return db.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
		for _, u := range users {
			if _, err := tx.ExecContext(ctx, `INSERT INTO users (name, email, phone, password_hash, role)
				VALUES (?, ?, ?, ?, ?) ON CONFLICT ((lower(email))) DO NOTHING`, u.name, u.email, u.phone, hash, u.role); err != nil {
				return fmt.Errorf("seed user %s: %w", u.email, err)
			}
		}
		if _, err := tx.ExecContext(ctx, `INSERT INTO vouchers (code_hash, value_cents, remaining_cents, status, payment_status,
			recipient_name, recipient_email, purchaser_name, purchaser_email, message, valid_until, paid_at, payment_method)
			VALUES (?, 5000, 5000, 'ACTIVE', 'PAID', 'Klaas de Klant', ?, 'Beheerder Wandelwijs', ?, 'Veel plezier op pad!', ?, ?, 'creditcard')
			ON CONFLICT (code_hash) DO NOTHING`, vouchercode.Hash(DemoVoucherCode), CustomerEmail, AdminEmail, now.AddDate(1, 0, 0), now); err != nil {
			return fmt.Errorf("seed voucher: %w", err)
		}
		today := now.In(ams)
		for _, w := range walks {
			day := today.AddDate(0, 0, w.inDays)
			start := time.Date(day.Year(), day.Month(), day.Day(), w.startHour, 0, 0, 0, ams)
			end := start.Add(time.Duration(w.minutes) * time.Minute)
			var id string
			err := tx.QueryRowContext(ctx, `INSERT INTO walks (slug, title, city, address, short_desc, full_desc,
				date_start, date_end, price_cents, min_participants, max_participants, published)
				VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, true) ON CONFLICT (slug) DO NOTHING RETURNING id`,
				w.slug, w.title, w.city, w.address, w.short, w.full, start.UTC(), end.UTC(), w.priceCents, w.minP, w.maxP).Scan(&id)
			if errors.Is(err, sql.ErrNoRows) {
				continue // seeded before
			}
			if err != nil {
				return fmt.Errorf("seed walk %s: %w", w.slug, err)
			}
			if w.booked > 0 {
				if err := seedBooking(ctx, tx, id, w.booked, w.priceCents); err != nil {
					return fmt.Errorf("seed booking for %s: %w", w.slug, err)
				}
			}
		}
		return nil
	})
}

// participants are the demo guests who book, in turn, with the places they take.
var participants = []struct {
	name, email, phone string
	qty                int
}{
	{"Groep Demo", "groep.demo@example.nl", "06 98765432", 2},
	{"Sanne de Vries", "sanne.devries@example.nl", "06 11223344", 1},
	{"Joost Bakker", "joost.bakker@example.nl", "06 22334455", 2},
	{"Fatima El Amrani", "fatima.elamrani@example.nl", "06 33445566", 1},
	{"Pieter Jansen", "pieter.jansen@example.nl", "06 44556677", 3},
	{"Lotte Visser", "lotte.visser@example.nl", "06 55667788", 1},
}

// seedBooking takes qty places on a walk as paid guest bookings of several participants.
func seedBooking(ctx context.Context, tx bun.Tx, walkID string, qty, priceCents int) error {
	for i := 0; qty > 0; i++ {
		p := participants[i%len(participants)]
		n := min(qty, p.qty)
		if _, err := tx.ExecContext(ctx, `WITH b AS (INSERT INTO bookings (walk_id, customer_name, customer_email, customer_phone,
			qty, total_cents, status, payment_status, payment_method, paid_at)
			VALUES (?, ?, ?, ?, ?, ?, 'PAID', 'PAID', 'creditcard', now()) RETURNING id)
			INSERT INTO booking_positions (booking_id, quantity, unit_cents) SELECT id, ?, ? FROM b`,
			walkID, p.name, p.email, p.phone, n, n*priceCents, n, priceCents); err != nil {
			return err
		}
		qty -= n
	}
	return nil
}
