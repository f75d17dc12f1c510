package walk_test

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	"wandelwijs.nl/domain/walk"
	"wandelwijs.nl/migrations/testdb"
	"wandelwijs.nl/platform/errs"
)

// TestAWalkNamesItsGuide: the guide's name and line are trimmed and stored, refused with
// a Dutch 400 on their field when too long or a line comes without a name, carried to the
// dates "Herhalen" makes, and removed by an empty name and line.
func TestAWalkNamesItsGuide(t *testing.T) {
	ctx := context.Background()
	db := testdb.New(t)
	now := time.Date(2026, 11, 25, 12, 0, 0, 0, time.UTC)
	walks := walk.NewPlanner(db.DB, func() time.Time { return now })

	refused := map[string]walk.Changes{
		"guideName": {GuideName: new(strings.Repeat("é", walk.GuideNameMax+1))},
		"guideLine": {GuideName: new("Anna"), GuideLine: new(strings.Repeat("b", walk.GuideLineMax+1))},
	}
	for field, c := range refused {
		f := form("gids-"+strings.ToLower(field), now.AddDate(0, 0, 10))
		f.GuideName, f.GuideLine = c.GuideName, c.GuideLine
		_, err := walks.Create(ctx, f)
		var e *errs.Error
		if !errors.As(err, &e) || e.Kind != errs.Invalid || e.Fields[field] == "" {
			t.Errorf("%s: %v", field, err)
		}
	}
	lineOnly := form("alleen-regel", now.AddDate(0, 0, 10))
	lineOnly.GuideName, lineOnly.GuideLine = new("  "), new("Boswachter")
	var e *errs.Error
	if _, err := walks.Create(ctx, lineOnly); !errors.As(err, &e) || !strings.Contains(e.Fields["guideName"], "naam van de gids") {
		t.Errorf("a line without a name: %v", err)
	}
	if n := walkCount(t, walks); n != 0 {
		t.Fatalf("%d walks stored by refused guides", n)
	}

	f := form("met-gids", now.AddDate(0, 0, 10))
	f.GuideName, f.GuideLine = new(" Anna de Vries "), new(" Boswachter ")
	w, err := walks.Create(ctx, f)
	if err != nil || w.GuideName == nil || *w.GuideName != "Anna de Vries" || w.GuideLine == nil || *w.GuideLine != "Boswachter" {
		t.Fatalf("created %+v %v", w, err)
	}
	made, err := walks.Repeat(ctx, w.ID, walk.Repetition{Every: walk.EveryWeek, Count: new(1)})
	if err != nil || len(made) != 1 || made[0].GuideName == nil || *made[0].GuideName != "Anna de Vries" {
		t.Fatalf("repeated %+v %v", made, err)
	}
	w, err = walks.Update(ctx, w.ID, walk.Changes{GuideName: new(""), GuideLine: new("")})
	if err != nil || w.GuideName != nil || w.GuideLine != nil {
		t.Fatalf("removed the guide: %+v %v", w, err)
	}
}
