/** Where a scheduled job got to (the last day it finished), so a missed night is caught up. */
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod/mini';
import { db } from '#services/db';
import { defineEntity } from './entity';
import { readItem, tableName } from './table';

/** One item per job, named by the job apart from its record (the day). */
export const jobCursorEntity = /* @__PURE__ */ defineEntity({
  name: 'job cursor',
  schema: z.object({ day: z.string() }),
  key: ({ job }: { job: string }) => ({ PK: `JOB#${job}`, SK: 'CURSOR' }),
});

export async function getJobCursor(job: string): Promise<string | undefined> {
  return (await readItem(jobCursorEntity.key({ job }), jobCursorEntity))?.day;
}

export async function setJobCursor(job: string, day: string): Promise<void> {
  await db().send(new PutCommand({ TableName: tableName(), Item: jobCursorEntity.item({ day }, { job }) }));
}
