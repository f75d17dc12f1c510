import { expect, type APIRequestContext, type TestInfo } from "@playwright/test";

/** Mail is a delivered mail as the development mailbox lists it. */
export interface Mail {
  id: string;
  to: string;
  /** replyTo is where an answer goes: the organisers' address on every mail to a customer. */
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
  sentAt: string;
}

/** uniqueEmail is an address no other test, project or earlier run uses. */
export function uniqueEmail(testInfo: TestInfo, what: string): string {
  const random = Math.random().toString(36).slice(2, 8);
  return `${what}-${testInfo.project.name}-${Date.now()}-${random}@example.nl`;
}

/** mailMatching polls the development mailbox (newest first) until a mail matching arrives; what names it. */
export async function mailMatching(request: APIRequestContext, what: string, matches: (mail: Mail) => boolean): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(
      async () => {
        const res = await request.get("/api/v1/dev/mail.json");
        if (!res.ok()) return false;
        const mails: Mail[] = await res.json();
        found = mails.find(matches);
        return found !== undefined;
      },
      { message: what, timeout: 20_000, intervals: [250, 500, 1000] },
    )
    .toBe(true);
  return found!;
}

/** mailTo polls the development mailbox until a mail to address whose subject starts with subject arrives. */
export function mailTo(request: APIRequestContext, address: string, subject = ""): Promise<Mail> {
  return mailMatching(
    request,
    subject ? `a mail '${subject}' to ${address}` : `a mail to ${address}`,
    (mail) => mail.to === address && mail.subject.startsWith(subject),
  );
}

/** linkIn returns the path (and query) of the first link in a mail's text that matches path, or fails. */
export function linkIn(mail: Mail, path: RegExp): string {
  const found = new RegExp(`https?://[^/\\s]+(${path.source})`).exec(mail.text);
  expect(found, `a link ${path} in:\n${mail.text}`).not.toBeNull();
  return found![1];
}

/** send calls the API with request's cookies and its CSRF token, as the apps do. */
export async function send(request: APIRequestContext, method: "POST" | "PUT" | "PATCH" | "DELETE", path: string, data?: unknown) {
  let token = (await request.storageState()).cookies.find((c) => c.name === "XSRF-TOKEN")?.value;
  if (!token) {
    await request.get("/api/v1/walks");
    token = (await request.storageState()).cookies.find((c) => c.name === "XSRF-TOKEN")?.value;
  }
  expect(token, "the API handed out its XSRF-TOKEN cookie").toBeTruthy();
  return request.fetch(path, { method, data, headers: { "X-XSRF-TOKEN": decodeURIComponent(token!) } });
}
