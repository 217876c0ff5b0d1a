import type { Queryable } from '../db/database.js';

export interface PixelEvent {
  userId: number | null;
  type: string;
  pixelData: string | null;
  url: string;
}

/** One tracking pixel hit, anonymous or signed in. */
export async function insertPixelEvent(db: Queryable, event: PixelEvent, at: Date): Promise<void> {
  await db.query(
    'insert into pixel_events (user_id, event_type, pixel_data, url, created_at) values ($1, $2, $3, $4, $5)',
    [event.userId, event.type, event.pixelData, event.url, at],
  );
}
