/**
 * Where the portal keeps a person (docs/decisions/0307): every column that names a person, and what "Mis datos"
 * does with it. `tests/server/personal-data-coverage.test.ts` reads the database's own catalogue and fails when
 * a column that names a person is in neither list, so a new table cannot be forgotten.
 */

/** A file of the export: the rows of `table` whose `column` is the person, secrets left out. */
export interface ExportedLink {
  file: string;
  table: string;
  column: string;
  /** Columns never written to the file: secrets, hashes and keys. */
  omit?: readonly string[];
  /** Rows reached through another table's rows of the person: `column` in that table's `key`. */
  through?: { table: string; column: string; key: string };
}

/** The export's files, one JSON file per area, in the order the ZIP lists them. */
export const EXPORTED: readonly ExportedLink[] = [
  { file: 'perfil', table: 'users', column: 'user_id', omit: ['password_hash'] },
  { file: 'sesiones', table: 'refresh_tokens', column: 'user_id', omit: ['token_hash', 'replaced_by'] },
  { file: 'sesiones', table: 'push_subscriptions', column: 'user_id', omit: ['p256dh', 'auth'] },
  { file: 'actividad', table: 'user_activities', column: 'user_id' },
  { file: 'actividad', table: 'pixel_events', column: 'user_id' },
  { file: 'actividad', table: 'post_reads', column: 'user_id' },
  { file: 'actividad', table: 'auditorium_views', column: 'user_id' },
  { file: 'actividad', table: 'company_holiday_views', column: 'user_id' },
  { file: 'actividad', table: 'course_completions', column: 'user_id' },
  { file: 'actividad', table: 'recommendation_flags', column: 'user_id' },
  { file: 'actividad', table: 'item_audiences', column: 'user_id' },
  { file: 'notificaciones', table: 'notifications', column: 'user_id' },
  { file: 'compras', table: 'purchase_orders', column: 'user_id', omit: ['idempotency_key', 'request_hash'] },
  { file: 'compras', table: 'sandbox_payments', column: 'user_id', omit: ['token'] },
  { file: 'puntos', table: 'points_movements', column: 'user_id' },
  { file: 'puntos', table: 'reward_orders', column: 'user_id' },
  { file: 'puntos', table: 'reward_coupons', column: 'redeemed_by' },
  { file: 'reconocimientos', table: 'acknowledgments', column: 'user_profile_from' },
  { file: 'reconocimientos', table: 'acknowledgments', column: 'user_profile_to' },
  { file: 'encuestas', table: 'survey_user_profiles', column: 'user_id' },
  {
    file: 'encuestas',
    table: 'survey_user_profile_answers',
    column: 'survey_user_profile_id',
    through: { table: 'survey_user_profiles', column: 'user_id', key: 'survey_user_profile_id' },
  },
  { file: 'publicaciones', table: 'post_comments', column: 'user_id' },
  { file: 'publicaciones', table: 'post_likes', column: 'user_id' },
  { file: 'publicaciones', table: 'comment_reports', column: 'reported_by' },
  { file: 'publicaciones', table: 'company_posts', column: 'created_by' },
  { file: 'publicaciones', table: 'courses', column: 'created_by' },
  { file: 'chat', table: 'chat_messages', column: 'sender_id' },
  { file: 'chat', table: 'chat_messages', column: 'receiver_id' },
  { file: 'chat', table: 'chat_groups', column: 'created_by' },
  { file: 'chat', table: 'chat_group_members', column: 'user_id' },
  { file: 'chat', table: 'chat_blocks', column: 'blocker_id' },
  { file: 'empleos', table: 'jobs', column: 'create_user' },
  { file: 'empleos', table: 'job_postulants', column: 'user_id' },
  { file: 'directorio', table: 'directory_infos', column: 'user_id' },
  { file: 'directorio', table: 'directory_ratings', column: 'user_id' },
  { file: 'directorio', table: 'directory_free_posts', column: 'user_id' },
  { file: 'directorio', table: 'directory_cards', column: 'user_id', omit: ['token'] },
  { file: 'directorio', table: 'card_verifications', column: 'user_id', omit: ['token', 'card_token'] },
  { file: 'eventos', table: 'tickets_events', column: 'owner_user_id' },
  { file: 'eventos', table: 'tickets_events', column: 'decided_by' },
  { file: 'invitaciones', table: 'company_invitations', column: 'created_by', omit: ['token_hash'] },
  { file: 'archivos', table: 'uploaded_files', column: 'user_id' },
];

/** Columns that name a person and are not exported, each with why: `table.column` -> reason. */
export const NOT_EXPORTED: Readonly<Record<string, string>> = {
  'account_codes.user_id': 'One-time codes: secrets that live minutes; the export would hand them out.',
  'audit_log.actor_id': "The portal's record of acts, read by HR and operators (docs/decisions/0306).",
  'chat_blocks.blocked_id': "Who blocked the person is the blocker's choice, never shown to the blocked.",
  'live_events.user_ids':
    'A day of delivery records; the messages and notifications themselves are exported.',
};

/** Every column that names a person, as the database's catalogue shows it: references to users, or by name. */
export const PERSON_COLUMNS_SQL = `
  select c.table_name as "table", c.column_name as "column"
    from information_schema.columns c
   where c.table_schema = current_schema()
     and (exists (
            select 1 from information_schema.key_column_usage k
              join information_schema.referential_constraints r
                on r.constraint_name = k.constraint_name and r.constraint_schema = k.constraint_schema
              join information_schema.constraint_column_usage u
                on u.constraint_name = r.unique_constraint_name and u.constraint_schema = r.unique_constraint_schema
             where k.table_schema = c.table_schema and k.table_name = c.table_name
               and k.column_name = c.column_name and u.table_name = 'users')
          or c.column_name ~ '(^|_)user_ids?$|_by$|^(sender|receiver|actor|blocker|blocked)_id$')
     and c.data_type in ('integer', 'ARRAY', 'bigint')
   order by 1, 2`;
