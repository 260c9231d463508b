/** Where a scheduled job got to (the last day it finished), so a missed night is caught up. */
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod/mini';
import { db } from '#services/db';
import { codec } from './codec';
import { readItem, tableName, type Key } from './table';

export const jobCursorKey = (job: string): Key => ({ PK: `JOB#${job}`, SK: 'CURSOR' });

const cursorCodec = codec('job cursor', z.object({ day: z.string() }));

export async function getJobCursor(job: string): Promise<string | undefined> {
  return (await readItem(jobCursorKey(job), cursorCodec))?.day;
}

export async function setJobCursor(job: string, day: string): Promise<void> {
  await db().send(new PutCommand({ TableName: tableName(), Item: { ...jobCursorKey(job), day } }));
}
