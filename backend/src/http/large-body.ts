/**
 * The admin import's body: read by its controller after RightsGuard has
 * admitted an admin, so nobody else can make the server read a large body.
 * The request stream goes once through body-parser's json (large limit) and
 * is answered in the API's error shape like the small parser.
 */
import { HttpException } from '@nestjs/common';
import { json, type Request, type Response } from 'express';
import { bodyErrorAnswer, bodyProblem } from './body-parsing';
import { badRequest } from './errors';

/** Large enough for a full catalogue backup (π-Base's whole catalogue is a few MB). */
export const IMPORT_LIMIT = 50 * 1024 * 1024;

const parseLargeJson = json({ limit: IMPORT_LIMIT });

export async function readLargeJsonBody(req: Request, res: Response): Promise<unknown> {
  // A body the global parser already read (it skips the import only) is not read again.
  await new Promise<void>((resolve, reject) => parseLargeJson(req, res, (error?: unknown) => (error ? reject(error) : resolve()))).catch((error: unknown) => {
    const answer = bodyErrorAnswer(error);
    throw answer ? new HttpException(answer[1], answer[0]) : error;
  });
  const problem = bodyProblem(req.body);
  if (problem) throw badRequest({ general: problem });
  return req.body;
}
