import type { Db } from '../db/types.ts';

export interface UploadRow {
  id: number;
  fileName: string;
  contentType: string;
  sizeBytes: number;
  createdAt: Date;
}

/** Only metadata is kept: the demo does not store the files themselves. */
export async function recordUpload(
  db: Db,
  userId: string,
  fileName: string,
  contentType: string,
  sizeBytes: number,
) {
  await db.query(
    `INSERT INTO uploads (user_id, file_name, content_type, size_bytes) VALUES ($1, $2, $3, $4)`,
    [userId, fileName, contentType, sizeBytes],
  );
}

export async function uploadsOfUser(db: Db, userId: string, limit = 10): Promise<UploadRow[]> {
  return db.query<UploadRow>(
    `SELECT id, file_name AS "fileName", content_type AS "contentType", size_bytes AS "sizeBytes", created_at AS "createdAt"
     FROM uploads WHERE user_id = $1 ORDER BY created_at DESC, id DESC LIMIT $2`,
    [userId, limit],
  );
}
