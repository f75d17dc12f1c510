// A walk's calls that are no CRUD: calling it off, repeating and copying it, mailing
// everyone booked, and its cover image and its guide's photo (/walks/admin/{id}/…).
import { API_BASE } from "@wandelwijs/api-client/client";
import { HttpError, type Identifier, type RaRecord } from "react-admin";
import { callJson, httpClient } from "../shared/data-provider";
import type * as admin from "@wandelwijs/api-client/generated/admin";

/** EditScope says whether a change to a walk of a series is for that walk alone or also for the later ones. */
export type EditScope = "this" | "following";

/** Repetition is the "Herhalen" form: every week, two weeks or month, count times or until a day (YYYY-MM-DD), or chosen days. */
export type Repetition = admin.WalkRepetition;

/** WalkImage is a walk's cover image as GET/POST /walks/admin/{id}/image answer it. */
export type WalkImage = admin.Cover;

/** CallOff is what calling a walk off did. */
export type CallOff = admin.WalkopsCalledOff;

const walkUrl = (id: Identifier) => `${API_BASE}/walks/admin/${encodeURIComponent(id)}`;

/** callOff calls a walk off: every booking cancelled and refunded, one mail each. */
export const callOff = (id: Identifier, notice: { reason: string; message: string }) =>
  callJson<CallOff>(`${walkUrl(id)}/call-off`, "POST", notice);

/** repeatWalk makes a walk of each date of a repetition, in the walk's series; it answers the walks made. */
export const repeatWalk = (id: Identifier, repetition: Repetition) => callJson<RaRecord[]>(`${walkUrl(id)}/repeat`, "POST", repetition);

/** copyWalk makes a new single, unpublished walk like the walk; it answers the copy. */
export const copyWalk = (id: Identifier) => callJson(`${walkUrl(id)}/copy`, "POST");

/** messageWalk mails everyone booked on a walk, once per address. */
export const messageWalk = (id: Identifier, message: { subject: string; body: string }) =>
  callJson<{ recipients: number }>(`${walkUrl(id)}/message`, "POST", message);

/** walkImage reads a walk's cover image, null for none. */
export async function walkImage(id: Identifier): Promise<WalkImage | null> {
  try {
    return (await httpClient(`${walkUrl(id)}/image`)).json as WalkImage;
  } catch (err) {
    if (err instanceof HttpError && err.status === 404) return null;
    throw err;
  }
}

/** uploadWalkImage makes the file, described by alt, the walk's cover image; with scope "following" also that of the later walks of its series. */
export async function uploadWalkImage(id: Identifier, file: File, alt: string, scope: EditScope = "this"): Promise<WalkImage> {
  const form = new FormData();
  form.set("alt", alt);
  form.set("scope", scope);
  form.set("image", file);
  return (await httpClient(`${walkUrl(id)}/image`, { method: "POST", body: form })).json as WalkImage;
}

/** removeWalkImage removes the walk's cover image; with scope "following" also that of the later walks of its series. */
export async function removeWalkImage(id: Identifier, scope: EditScope = "this"): Promise<void> {
  await httpClient(`${walkUrl(id)}/image?scope=${scope}`, { method: "DELETE" });
}

/** uploadGuidePhoto makes the file the photo of the walk's guide (its alt text the guide's name). */
export async function uploadGuidePhoto(id: Identifier, file: File): Promise<WalkImage> {
  const form = new FormData();
  form.set("image", file);
  return (await httpClient(`${walkUrl(id)}/guide-photo`, { method: "POST", body: form })).json as WalkImage;
}

/** removeGuidePhoto removes the photo of the walk's guide. */
export async function removeGuidePhoto(id: Identifier): Promise<void> {
  await httpClient(`${walkUrl(id)}/guide-photo`, { method: "DELETE" });
}
