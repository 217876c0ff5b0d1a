/**
 * Where the portal keeps a person (docs/decisions/0307, 0309): every column that names a person, what "Mis
 * datos" does with it and what erasing the account does with it. `tests/server/personal-data-coverage.test.ts`
 * reads the database's own catalogue and fails when a column that names a person is missing from the export's
 * lists or from the erasure's, so a new table cannot be forgotten.
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

/**
 * What erasing an account does with the rows of a column that names the person: `delete` removes them (and,
 * through the database's cascades, what hangs on them); `keep` leaves them for others or for the law, pointing
 * at the emptied account, which names nobody; `own` is a step of its own in erasure-store.ts.
 */
export type ErasureAct = 'delete' | 'keep' | 'own';

const del = (why: string) => ({ act: 'delete', why }) as const;
const keep = (why: string) => ({ act: 'keep', why }) as const;
const own = (why: string) => ({ act: 'own', why }) as const;

/** Each column that names a person (`table.column`) with what the erasure does with its rows, and why. */
export const ERASURE: Readonly<Record<string, { act: ErasureAct; why: string }>> = {
  'users.user_id': own('The account stays as an empty row named "Persona usuaria eliminada", never active.'),
  'account_codes.user_id': del('One-time codes of the account.'),
  'refresh_tokens.user_id': del('Its sign-ins, ended first so that their live connections close.'),
  'push_subscriptions.user_id': del("The person's devices."),
  'user_activities.user_id': del("The person's activities."),
  'pixel_events.user_id': del('What the person visited.'),
  'post_reads.user_id': del('Which posts the person read.'),
  'auditorium_views.user_id': del('Which talks the person watched.'),
  'company_holiday_views.user_id': del('Which notices the person saw.'),
  'course_completions.user_id': del('Courses the person finished; the points they gave stay in the ledger.'),
  'recommendation_flags.user_id': del("The person's choice about recommendations."),
  'item_audiences.user_id': del('Where the person was named in an audience.'),
  'notifications.user_id': del("The person's notifications."),
  'purchase_orders.user_id': keep(
    'Receipts: kept five years for the tax law, then removed (docs/decisions/0309).',
  ),
  'sandbox_payments.user_id': keep('Payments of the receipts: kept with them.'),
  'points_movements.user_id': keep("The points ledger: amounts for the company's accounts."),
  'reward_orders.user_id': keep('Redemptions: the points spent and the coupon given, for the accounts.'),
  'reward_coupons.redeemed_by': keep(
    "A coupon once given is not given again; the provider's count stays right.",
  ),
  'acknowledgments.user_profile_from': keep('A recognition stays with the person who received it.'),
  'acknowledgments.user_profile_to': del('What others wrote about the person.'),
  'survey_user_profiles.user_id': own("Answers to named surveys go; an anonymous survey's answers stay."),
  'post_comments.user_id': keep('The conversation stays for the others, signed "Persona usuaria eliminada".'),
  'post_likes.user_id': del("The person's likes."),
  'comment_reports.reported_by': del('Who reported a comment; the comment stays marked as reported.'),
  'company_posts.created_by': keep("The company's posts stay."),
  'courses.created_by': keep("The company's courses stay."),
  'chat_messages.sender_id': keep('A conversation stays for the others, signed "Persona usuaria eliminada".'),
  'chat_messages.receiver_id': keep('What others wrote to the person stays in their own history.'),
  'chat_groups.created_by': keep('A group belongs to its members.'),
  'chat_group_members.user_id': del('The person leaves every group.'),
  'chat_blocks.blocker_id': del('Whom the person blocked.'),
  'chat_blocks.blocked_id': del('Who blocked the person.'),
  'jobs.create_user': del("The person's job offers, with their applications: the contact is gone."),
  'job_postulants.user_id': del("The person's applications and CVs."),
  'directory_infos.user_id': del("The person's directory entries, with their ratings and payments."),
  'directory_ratings.user_id': del('Ratings the person gave.'),
  'directory_free_posts.user_id': del("The person's free listings."),
  'directory_cards.user_id': del("The person's saved cards."),
  'card_verifications.user_id': del("Card checks of the person's entries."),
  'tickets_events.owner_user_id': del('Events the person requested, with their bank and tax details.'),
  'tickets_events.decided_by': keep("HR's decision on another person's event stays."),
  'company_invitations.created_by': keep("The company's invitation links stay."),
  'uploaded_files.user_id': own("The person's files are erased; files of the company's content stay."),
  'audit_log.actor_id': keep("The portal's record of acts: nobody can change it (docs/decisions/0306)."),
  'live_events.user_ids': own('The person is taken out of a day of delivery records.'),
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
