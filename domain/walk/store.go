package walk

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"

	"github.com/jackc/pgx/v5/pgconn"
	"github.com/uptrace/bun"

	"wandelwijs.nl/platform/paging"
	"wandelwijs.nl/platform/rules"
)

// store holds the SQL of the walks: the catalogue's reads and the organisers' planning.
type store struct{ db bun.IDB }

// selectWalks selects published walks with their cover image (media), availableSpots
// (walk_free_places at now, ?0) and whether they go ahead (confirmed places ≥ minimum).
const selectWalks = `
SELECT w.id, w.slug, w.title, w.city, w.address, w.short_desc, w.full_desc, w.title_en, w.short_desc_en, w.full_desc_en, w.date_start, w.date_end,
       w.price_cents, w.min_participants, w.max_participants, w.cover_image_url, w.series_id,
       walk_free_places(w.id, w.max_participants, ?0) AS available_spots,
       walk_places_confirmed(w.id) >= w.min_participants AS goes_ahead, w.published, w.cancelled_at, w.cancel_reason,
       w.created_at, w.updated_at,
       c.image_hash AS cover_hash, c.alt AS cover_alt, mi.width AS cover_width, mi.height AS cover_height,
       w.guide_name, w.guide_line, w.guide_photo_hash, gi.width AS guide_photo_width, gi.height AS guide_photo_height
FROM walks w
LEFT JOIN walk_covers c ON c.walk_id = w.id
LEFT JOIN media_image_sizes mi ON mi.hash = c.image_hash
LEFT JOIN media_image_sizes gi ON gi.hash = w.guide_photo_hash
WHERE w.published`

// bySlug returns the published walk with slug, or ErrNotFound.
func (s store) bySlug(ctx context.Context, slug string, now time.Time) (Walk, error) {
	var w Walk
	err := s.db.NewRaw(selectWalks+` AND w.slug = ?1`, now, slug).Scan(ctx, &w)
	if errors.Is(err, sql.ErrNoRows) {
		return Walk{}, ErrNotFound
	}
	if err != nil {
		return Walk{}, fmt.Errorf("get walk %q: %w", slug, err)
	}
	return w, nil
}

// upcomingUntil returns the published walks that start after now, soonest first, read in
// one statement with the first moment places come free by time alone: the first payment
// hold of a pending booking that still holds places ends, or the first offer from a
// waiting list ends (a day from now when neither happens, or when no walk is listed).
func (s store) upcomingUntil(ctx context.Context, now time.Time) ([]Walk, time.Time, error) {
	var rows []struct {
		Walk
		FirstHoldEnd *time.Time `bun:"first_hold_end"`
		FirstOffer   *time.Time `bun:"first_offer"`
	}
	err := s.db.NewRaw(`WITH listed AS (`+selectWalks+` AND w.date_start > ?0)
		SELECT listed.*, (SELECT min(hold_until) FROM walk_bookings
		                  WHERE status = 'PENDING' AND booking_holds_places(status, hold_until, ?0)) AS first_hold_end,
		       (SELECT min(offer_expires_at) FROM waitlist_offers WHERE offer_expires_at > ?0) AS first_offer
		FROM listed ORDER BY date_start, id`, now).Scan(ctx, &rows)
	if err != nil {
		return nil, time.Time{}, fmt.Errorf("list upcoming walks and payment holds: %w", err)
	}
	walks := make([]Walk, len(rows))
	until := now.Add(24 * time.Hour)
	for i, r := range rows {
		walks[i] = r.Walk
		if r.FirstHoldEnd != nil {
			until = *r.FirstHoldEnd
		}
		if r.FirstOffer != nil && r.FirstOffer.Before(until) {
			until = *r.FirstOffer
		}
	}
	return walks, until, nil
}

// selectRecords reads walks with their booking figures (BookingStats) at now, ?0.
const selectRecords = `
SELECT w.id, w.title, w.slug, w.date_start, w.date_end, w.city, w.address, w.short_desc, w.full_desc, w.title_en, w.short_desc_en, w.full_desc_en, w.price_cents,
       w.min_participants, w.max_participants, w.cover_image_url, w.series_id, w.published, w.cancelled_at, w.cancel_reason, w.updated_at,
       w.guide_name, w.guide_line, w.guide_photo_hash,
       (SELECT width FROM media_image_sizes gi WHERE gi.hash = w.guide_photo_hash) AS guide_photo_width,
       (SELECT height FROM media_image_sizes gi WHERE gi.hash = w.guide_photo_hash) AS guide_photo_height,
       (SELECT count(*) FROM walk_bookings b WHERE b.walk_id = w.id)::int AS bookings,
       walk_places_taken(w.id, ?0::timestamptz) AS total_booked,
       walk_places_confirmed(w.id) AS paid_bookings,
       walk_places_taken(w.id, ?0::timestamptz) - walk_places_confirmed(w.id) AS pending_bookings,
       walk_free_places(w.id, w.max_participants, ?0::timestamptz) AS available_spots,
       (SELECT count(*) FROM walks s WHERE s.series_id = w.series_id)::int AS series_size
FROM walks w`

// sortColumns are what the organisers' walks list sorts on; "upcoming" puts the walks to
// come first, soonest first, then the past ones, latest first.
var sortColumns = map[string]string{
	"upcoming": "w.date_start < ?0::timestamptz, abs(extract(epoch FROM w.date_start - ?0::timestamptz))",
	"title":    "w.title", "slug": "w.slug", "dateStart": "w.date_start", "dateEnd": "w.date_end", "city": "w.city",
	"priceCents": "w.price_cents", "published": "w.published", "maxParticipants": "w.max_participants", "id": "w.id",
	"minParticipants": "w.min_participants", "address": "w.address",
}

// list returns one page of the walks with their figures, and the total.
func (s store) list(ctx context.Context, p paging.Page, now time.Time) ([]Record, int, error) {
	where, args := " WHERE true", []any{now}
	if ids := p.IDs(); ids != nil {
		where += " AND w.id IN (?1)"
		args = append(args, bun.In(ids))
	} else if q := p.Text("q"); q != "" {
		where += " AND (w.title ILIKE ?1 OR w.city ILIKE ?1)"
		args = append(args, paging.Like(q))
	}
	order, err := p.OrderBy(sortColumns, "w.date_start DESC, w.id")
	if err != nil {
		return nil, 0, err
	}
	var total int
	if err := s.db.NewRaw(`SELECT count(*) FROM walks w`+where, args...).Scan(ctx, &total); err != nil {
		return nil, 0, fmt.Errorf("count walks: %w", err)
	}
	walks := []Record{}
	if err := s.db.NewRaw(selectRecords+where+order+p.LimitOffset(), args...).Scan(ctx, &walks); err != nil {
		return nil, 0, fmt.Errorf("list walks: %w", err)
	}
	return walks, total, nil
}

func (s store) get(ctx context.Context, id string, now time.Time) (Record, error) {
	return getRecord(ctx, s.db, id, now)
}

// lockedForChange runs change in a transaction with the walk with id locked, as the booking
// service locks it to take places: what change reads of its bookings stays true until it
// commits. The row is locked on its own first and then read with its figures: locked in
// the same statement, the figures would be those from before the wait, missing a booking
// that held the lock meanwhile.
func (s store) lockedForChange(ctx context.Context, id string, now time.Time, change func(tx bun.Tx, w Record) error) error {
	return s.db.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
		var locked string
		err := tx.NewRaw(`SELECT id FROM walks WHERE id = ? FOR UPDATE`, id).Scan(ctx, &locked)
		if errors.Is(err, sql.ErrNoRows) {
			return ErrNotFound
		}
		if err != nil {
			return fmt.Errorf("lock walk: %w", err)
		}
		w, err := getRecord(ctx, tx, id, now)
		if err != nil {
			return err
		}
		return change(tx, w)
	})
}

func getRecord(ctx context.Context, db bun.IDB, id string, now time.Time) (Record, error) {
	var w Record
	err := db.NewRaw(selectRecords+` WHERE w.id = ?1`, now, id).Scan(ctx, &w)
	if errors.Is(err, sql.ErrNoRows) {
		return Record{}, ErrNotFound
	}
	if err != nil {
		return Record{}, fmt.Errorf("get walk: %w", err)
	}
	return w, nil
}

func (s store) insert(ctx context.Context, w Record) (string, error) {
	return s.insertTx(ctx, s.db, w)
}

func (s store) insertTx(ctx context.Context, db bun.IDB, w Record) (string, error) {
	var id string
	err := db.NewRaw(`INSERT INTO walks (title, slug, date_start, date_end, city, address, short_desc, full_desc, title_en, short_desc_en,
		full_desc_en, price_cents, min_participants, max_participants, cover_image_url, published, series_id, guide_name, guide_line, guide_photo_hash)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
		w.Title, w.Slug, w.DateStart, w.DateEnd, w.City, w.Address, w.ShortDesc, w.FullDesc, w.TitleEN, w.ShortDescEN, w.FullDescEN, w.PriceCents,
		w.MinParticipants, w.MaxParticipants, w.CoverImageURL, w.Published, w.SeriesID, w.GuideName, w.GuideLine, w.GuidePhotoHash).Scan(ctx, &id)
	return id, saveErr(err)
}

// copyCover gives the walk to the cover image of the walk from, when it has one: the same
// stored image (walk_covers names it by hash), with its alt text.
func (s store) copyCover(ctx context.Context, db bun.IDB, from, to string) error {
	if _, err := db.NewRaw(`INSERT INTO walk_covers (walk_id, image_hash, alt)
		SELECT ?, image_hash, alt FROM walk_covers WHERE walk_id = ?`, to, from).Exec(ctx); err != nil {
		return fmt.Errorf("copy a walk's cover: %w", err)
	}
	return nil
}

// lockSeries holds, until tx ends, the lock of series that repeats take, so two repeats of
// one series at once cannot both make a walk on the same day.
func (s store) lockSeries(ctx context.Context, tx bun.Tx, series string) error {
	if _, err := tx.NewRaw(`SELECT pg_advisory_xact_lock(hashtextextended('walk series ' || ?, 0))`, series).Exec(ctx); err != nil {
		return fmt.Errorf("lock a series: %w", err)
	}
	return nil
}

// seriesDays returns the Amsterdam days (YYYY-MM-DD) on which series has a walk, counting
// the walk with id as one of it.
func (s store) seriesDays(ctx context.Context, db bun.IDB, series, id string) (map[string]bool, error) {
	var days []string
	err := db.NewRaw(`SELECT to_char(date_start AT TIME ZONE ?, 'YYYY-MM-DD') FROM walks WHERE series_id = ? OR id = ?`,
		rules.Amsterdam.String(), series, id).Scan(ctx, &days)
	if err != nil {
		return nil, fmt.Errorf("read the days of a series: %w", err)
	}
	taken := map[string]bool{}
	for _, d := range days {
		taken[d] = true
	}
	return taken, nil
}

// joinSeries puts the walk with id in series.
func (s store) joinSeries(ctx context.Context, db bun.IDB, id, series string) error {
	if _, err := db.NewRaw(`UPDATE walks SET series_id = ? WHERE id = ?`, series, id).Exec(ctx); err != nil {
		return fmt.Errorf("put a walk in its series: %w", err)
	}
	return nil
}

// lockedLaterInSeries locks and reads the walks of series that start after both after and
// now, soonest first (locked one by one in that order, then read with their figures, as
// lockedForChange does).
func (s store) lockedLaterInSeries(ctx context.Context, tx bun.Tx, series string, after, now time.Time) ([]Record, error) {
	var ids []string
	err := tx.NewRaw(`SELECT id FROM walks WHERE series_id = ? AND date_start > ? AND date_start > ?
		ORDER BY date_start, id FOR UPDATE`, series, after, now).Scan(ctx, &ids)
	if err != nil {
		return nil, fmt.Errorf("lock the later walks of a series: %w", err)
	}
	out := make([]Record, 0, len(ids))
	for _, id := range ids {
		w, err := getRecord(ctx, tx, id, now)
		if err != nil {
			return nil, err
		}
		out = append(out, w)
	}
	return out, nil
}

// freeSlug returns slug, or slug with the lowest number from 2 that no walk has.
func (s store) freeSlug(ctx context.Context, slug string) (string, error) {
	var taken []string
	err := s.db.NewRaw(`SELECT slug FROM walks WHERE slug = ?0 OR slug LIKE ?1`, slug, slug+"-%").Scan(ctx, &taken)
	if err != nil {
		return "", fmt.Errorf("read taken slugs: %w", err)
	}
	used := map[string]bool{}
	for _, t := range taken {
		used[t] = true
	}
	free := slug
	for n := 2; used[free]; n++ {
		free = fmt.Sprintf("%s-%d", slug, n)
	}
	return free, nil
}

func (s store) update(ctx context.Context, db bun.IDB, w Record, now time.Time) error {
	_, err := db.NewRaw(`UPDATE walks SET title = ?, slug = ?, date_start = ?, date_end = ?, city = ?, address = ?, short_desc = ?,
		full_desc = ?, title_en = ?, short_desc_en = ?, full_desc_en = ?, price_cents = ?, min_participants = ?, max_participants = ?,
		cover_image_url = ?, published = ?, guide_name = ?, guide_line = ?, updated_at = ?
		WHERE id = ?`, w.Title, w.Slug, w.DateStart, w.DateEnd, w.City, w.Address, w.ShortDesc, w.FullDesc, w.TitleEN, w.ShortDescEN, w.FullDescEN, w.PriceCents,
		w.MinParticipants, w.MaxParticipants, w.CoverImageURL, w.Published, w.GuideName, w.GuideLine, now, w.ID).Exec(ctx)
	return saveErr(err)
}

// delete removes a walk; ErrHasBookings when a booking arrived since the caller looked.
func (s store) delete(ctx context.Context, id string) error {
	_, err := s.db.NewRaw(`DELETE FROM walks WHERE id = ?`, id).Exec(ctx)
	var pgErr *pgconn.PgError
	if errors.As(err, &pgErr) && pgErr.Code == "23503" {
		return ErrHasBookings
	}
	if err != nil {
		return fmt.Errorf("delete walk: %w", err)
	}
	return nil
}

// saveErr maps a taken slug (unique violation) to ErrSlugTaken.
func saveErr(err error) error {
	var pgErr *pgconn.PgError
	if errors.As(err, &pgErr) && pgErr.Code == "23505" {
		return ErrSlugTaken
	}
	if err != nil {
		return fmt.Errorf("save walk: %w", err)
	}
	return nil
}

// cancellations lists the walk's cancelled paid bookings with their refunds and the
// voucher money given back.
func (s store) cancellations(ctx context.Context, walkID string) ([]Cancellation, error) {
	out := []Cancellation{}
	err := s.db.NewRaw(`SELECT b.id, b.customer_name, b.customer_email, b.qty, b.total_cents, b.voucher_used_cents, b.cancelled_at,
			COALESCE((SELECT sum(r.amount_cents) FROM refund_records r JOIN payment_records p ON p.id = r.payment_id
				WHERE p.booking_id = b.id AND r.status <> 'canceled'), 0) AS refund_cents,
			(SELECT r.status FROM refund_records r JOIN payment_records p ON p.id = r.payment_id WHERE p.booking_id = b.id
				ORDER BY r.created_at DESC, r.id LIMIT 1) AS refund_status,
			COALESCE((SELECT sum(g.amount_cents) FROM voucher_given_back g WHERE g.booking_id = b.id), 0) AS voucher_returned_cents
		FROM walk_bookings b WHERE b.walk_id = ? AND b.status = 'CANCELLED' AND b.payment_status = 'PAID'
		ORDER BY lower(b.customer_name), b.cancelled_at, b.id`, walkID).Scan(ctx, &out)
	if err != nil {
		return nil, fmt.Errorf("list cancelled bookings: %w", err)
	}
	return out, nil
}

// participants reads the bookings that hold places on a walk at now, by name.
func (s store) participants(ctx context.Context, walkID string, now time.Time) ([]Participant, error) {
	out := []Participant{}
	err := s.db.NewRaw(`SELECT b.id, b.customer_name, b.customer_email, b.customer_phone, b.qty, b.status, b.payment_status,
			b.total_cents, b.voucher_used_cents, b.created_at, b.language
		FROM walk_bookings b WHERE b.walk_id = ? AND booking_holds_places(b.status, b.hold_until, ?)
		ORDER BY lower(b.customer_name), b.created_at, b.id`, walkID, now).Scan(ctx, &out)
	if err != nil {
		return nil, fmt.Errorf("list participants: %w", err)
	}
	return out, nil
}

// markCalledOff marks a walk called off with reason, in tx.
func (store) markCalledOff(ctx context.Context, tx bun.Tx, id, reason string, now time.Time) error {
	if _, err := tx.NewRaw(`UPDATE walks SET cancelled_at = ?, cancel_reason = ?, updated_at = ? WHERE id = ?`, now, reason, now, id).
		Exec(ctx); err != nil {
		return fmt.Errorf("cancel walk: %w", err)
	}
	return nil
}

// markMinimumWarned records that the organisers were told about a walk, in tx.
func (store) markMinimumWarned(ctx context.Context, tx bun.Tx, walkID string, now time.Time) error {
	if _, err := tx.NewRaw(`UPDATE walks SET min_warning_sent_at = ? WHERE id = ?`, now, walkID).Exec(ctx); err != nil {
		return fmt.Errorf("mark minimum warned: %w", err)
	}
	return nil
}

// titlesOf answers the title of each walk of ids that exists.
func (s store) titlesOf(ctx context.Context, ids []string) (map[string]string, error) {
	var rows []struct {
		ID    string `bun:"id"`
		Title string `bun:"title"`
	}
	if err := s.db.NewRaw(`SELECT id::text AS id, title FROM walks WHERE id::text IN (?)`, bun.In(ids)).Scan(ctx, &rows); err != nil {
		return nil, fmt.Errorf("read walk titles: %w", err)
	}
	out := make(map[string]string, len(rows))
	for _, r := range rows {
		out[r.ID] = r.Title
	}
	return out, nil
}
