package account_test

import (
	"context"
	"errors"
	"testing"
	"time"

	"wandelwijs.nl/domain/account"
	"wandelwijs.nl/migrations/testdb"
	"wandelwijs.nl/platform/errs"
	"wandelwijs.nl/platform/paging"
)

func ptr[T any](v T) *T { return &v }

func TestAccountsAreAdministeredWithinTheRules(t *testing.T) {
	ctx := context.Background()
	db := testdb.New(t)
	now := time.Date(2026, 11, 25, 12, 0, 0, 0, time.UTC)
	accounts := account.NewDirectory(db.DB, func() time.Time { return now })
	adminID := testdb.User(t, db, "Beheer", "beheer@example.nl", account.RoleAdmin)

	_, err := accounts.Create(ctx, account.Changes{Name: ptr("Nieuw"), Email: ptr("geen-adres"), Phone: ptr("123")})
	var invalid *errs.Error
	if !errors.As(err, &invalid) || invalid.Fields["email"] == "" || invalid.Fields["password"] != "Wachtwoord is verplicht" ||
		invalid.Fields["phone"] != "Voer een geldig Nederlands telefoonnummer in" {
		t.Fatalf("invalid form: %v", err)
	}
	u, err := accounts.Create(ctx, account.Changes{Name: ptr(" Nieuw Lid "), Email: ptr("lid@example.nl"), Password: ptr("Wandelen!2026")})
	if err != nil || u.Name != "Nieuw Lid" || u.Role != account.RoleUser || u.Phone != nil {
		t.Fatalf("created %+v %v", u, err)
	}
	if _, err := accounts.Create(ctx, account.Changes{Name: ptr("Twee"), Email: ptr("lid@example.nl"), Password: ptr("Wandelen!2026")}); !errors.Is(err, account.ErrEmailInUse) {
		t.Fatalf("same e-mail: %v", err)
	}

	// A new role ends the account's sessions; a name change does not.
	var tokens int
	testdb.Session(t, db, u.ID)
	if _, err := accounts.Update(ctx, adminID, u.ID, account.Changes{Name: ptr("Lid")}); err != nil {
		t.Fatal(err)
	}
	_ = db.NewRaw(`SELECT count(*) FROM refresh_tokens WHERE user_id = ? AND revoked_at IS NULL`, u.ID).Scan(ctx, &tokens)
	if tokens != 1 {
		t.Fatalf("%d live sessions after a name change, want 1", tokens)
	}
	if u, err = accounts.Update(ctx, adminID, u.ID, account.Changes{Role: ptr(account.RoleAdmin)}); err != nil || u.Role != account.RoleAdmin {
		t.Fatalf("promote: %+v %v", u, err)
	}
	_ = db.NewRaw(`SELECT count(*) FROM refresh_tokens WHERE user_id = ? AND revoked_at IS NULL`, u.ID).Scan(ctx, &tokens)
	if tokens != 0 {
		t.Fatalf("%d live sessions after a role change, want 0", tokens)
	}

	if _, err := accounts.Update(ctx, adminID, adminID, account.Changes{Role: ptr(account.RoleUser)}); !errors.Is(err, account.ErrOwnRole) {
		t.Fatalf("own role: %v", err)
	}
	if _, err := accounts.Delete(ctx, adminID, adminID); !errors.Is(err, account.ErrDeleteSelf) {
		t.Fatalf("delete self: %v", err)
	}
	if _, err := accounts.Delete(ctx, adminID, u.ID); err != nil {
		t.Fatal(err)
	}
	if _, err := accounts.Get(ctx, u.ID); !errors.Is(err, account.ErrNotFound) {
		t.Fatalf("deleted: %v", err)
	}

	list, total, err := accounts.List(ctx, paging.Page{Limit: 10, Filter: map[string]any{"role": account.RoleAdmin}})
	if err != nil || total != 1 || list[0].ID != adminID {
		t.Fatalf("admins: %d %+v %v", total, list, err)
	}
}
