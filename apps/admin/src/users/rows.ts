// Rules of the users list: one's own row, and when the pager shows.

/** USERS_PER_PAGE is the users list's page size. */
export const USERS_PER_PAGE = 20;

export interface UserRowRules {
  /** self: this row is the signed-in admin, marked "(Jij)" and "Kan jezelf niet wijzigen". */
  self: boolean;
  canToggleRole: boolean;
  canDelete: boolean;
}

/** userRowRules says what an admin may do on a user's row: nothing on their own. */
export function userRowRules(userId: string | number, currentUserId: string | number | undefined): UserRowRules {
  const self = currentUserId !== undefined && String(userId) === String(currentUserId);
  return { self, canToggleRole: !self, canDelete: !self };
}

/** otherRole is the role the toggle switches to. */
export const otherRole = (role: string) => (role === "ADMIN" ? "USER" : "ADMIN");

/**
 * showsPager: the pager appears only when a page is full (there may be a next one), or on a
 * later page (to go back).
 */
export function showsPager(page: number, rowsOnPage: number, perPage = USERS_PER_PAGE): boolean {
  return rowsOnPage >= perPage || page > 1;
}
