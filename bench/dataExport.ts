/**
 * The data export's time to deliver (issue 10 §6): from the answer of
 * POST /api/me/data-requests to the mail with the download link in the
 * local mailbox (the table's stream → the export function → S3 → SES), for
 * each seeded login, `rounds` times (a done request lets the member ask
 * again; the route allows 5 a minute; by a member's next round the other
 * logins' exports have run, so their request is long done).
 */
import { summarize, type Summary } from './stats';

export interface ExportLogin {
  email: string;
  token: string;
}

const SUBJECT = 'Your Vouched data is ready';

async function exportMailsTo(sesUrl: string, email: string): Promise<number> {
  const { emails } = (await (await fetch(`${sesUrl}/store`)).json()) as { emails: { subject: string; destination: { to: string[] } }[] };
  return emails.filter((m) => m.subject === SUBJECT && m.destination.to.some((to) => to.toLowerCase() === email.toLowerCase())).length;
}

export async function measureDataExport(apiUrl: string, sesUrl: string, logins: readonly ExportLogin[], rounds = 3): Promise<Summary> {
  const samples: number[] = [];
  for (let round = 0; round < rounds; round++) {
    for (const login of logins) {
      const before = await exportMailsTo(sesUrl, login.email);
      const response = await fetch(`${apiUrl}/api/me/data-requests`, { method: 'POST', headers: { authorization: `Bearer ${login.token}` } });
      if (response.status !== 201) throw new Error(`POST /api/me/data-requests → ${response.status} ${await response.text()}`);
      const answered = performance.now();
      const deadline = Date.now() + 60_000;
      while ((await exportMailsTo(sesUrl, login.email)) === before) {
        if (Date.now() > deadline) throw new Error(`no export mail to ${login.email} within a minute`);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      samples.push(performance.now() - answered);
    }
  }
  return summarize(samples);
}
