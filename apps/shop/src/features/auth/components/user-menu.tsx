import type { User } from "@wandelwijs/api-client/types";
import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent, type MouseEvent } from "react";
import { Link, useLocation } from "react-router";
import { ChevronDownIcon, UserIcon } from "../../../shared/components/icons";
import { useLogout } from "../api/logout";
import { tSite } from "../../../shared/i18n/site";

/**
 * UserMenu is the signed-in user's menu in the top bar: a button with their name that
 * opens Mijn Profiel and Uitloggen. It is a disclosure: Enter or Space opens it and moves
 * focus to the first item, the arrow keys move between items, Escape closes it and puts
 * focus back on the button, and clicking or tabbing away closes it.
 */
export function UserMenu({ user }: { user: User }) {
  const { pathname } = useLocation();
  const logout = useLogout();
  // The menu belongs to the page it was opened on, so any navigation closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const [focusFirst, setFocusFirst] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const viaKeyboard = useRef(false);
  const listId = useId();

  const items = () => Array.from(list.current?.querySelectorAll<HTMLElement>("a, button") ?? []);

  useEffect(() => {
    if (open && focusFirst) items()[0]?.focus();
  }, [open, focusFirst]);

  // A click anywhere outside closes the menu.
  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpenOn(null);
    };
    document.addEventListener("pointerdown", closeOutside);
    return () => document.removeEventListener("pointerdown", closeOutside);
  }, [open]);

  function toggle(event: MouseEvent<HTMLButtonElement>) {
    // Enter and Space fire a click too; detail 0 marks a click that no pointer made.
    const keyboard = viaKeyboard.current || event.detail === 0;
    viaKeyboard.current = false;
    setFocusFirst(!open && keyboard);
    setOpenOn(open ? null : pathname);
  }

  function close(returnFocus: boolean) {
    setOpenOn(null);
    if (returnFocus) button.current?.focus();
  }

  function onButtonKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key === "Enter" || event.key === " ") viaKeyboard.current = true;
    if (event.key === "ArrowDown" && !open) {
      event.preventDefault();
      setFocusFirst(true);
      setOpenOn(pathname);
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (!open) return;
    if (event.key === "Escape") {
      // Handled here: the phone menu around the top bar stays open.
      event.stopPropagation();
      close(true);
      return;
    }
    const all = items();
    const at = all.indexOf(document.activeElement as HTMLElement);
    let next: number | undefined;
    if (event.key === "ArrowDown") next = at < 0 ? 0 : (at + 1) % all.length;
    else if (event.key === "ArrowUp") next = at <= 0 ? all.length - 1 : at - 1;
    else if (event.key === "Home") next = 0;
    else if (event.key === "End") next = all.length - 1;
    if (next !== undefined) {
      event.preventDefault();
      all[next]?.focus();
    }
  }

  function onBlur(event: FocusEvent<HTMLDivElement>) {
    // Tabbing out of the menu closes it; moving between its own items does not.
    if (open && event.relatedTarget && !root.current?.contains(event.relatedTarget as Node)) setOpenOn(null);
  }

  function signOut() {
    logout.mutate();
  }

  return (
    <div ref={root} className="user-menu" onKeyDown={onKeyDown} onBlur={onBlur}>
      <button
        ref={button}
        type="button"
        className="user-menu__button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={toggle}
        onKeyDown={onButtonKeyDown}
      >
        <UserIcon />
        <span className="user-menu__name">{user.name}</span>
        <ChevronDownIcon />
      </button>
      <ul ref={list} id={listId} className="user-menu__list" hidden={!open}>
        <li>
          <Link to="/profiel" onClick={() => close(false)}>
            {tSite("nav.profile")}
          </Link>
        </li>
        <li>
          <button type="button" onClick={signOut} disabled={logout.isPending} aria-busy={logout.isPending}>
            {logout.isPending ? tSite("nav.loggingOut") : tSite("nav.logout")}
          </button>
        </li>
      </ul>
    </div>
  );
}
